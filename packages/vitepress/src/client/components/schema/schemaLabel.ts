import type { SchemaNode } from '../../../shared/model'
import { appliesTo, isNever, type KeywordKind } from '../../../shared/schema/schema-words'

/** A short type label: `string (date-time)`, `Pet[]`, `integer | null`. */
export function typeLabel(schema: SchemaNode): string {
  if (schema.$ref) return schema.$ref
  if (schema.circular) return 'circular'
  let label: string
  if (Array.isArray(schema.type)) label = schema.type.join(' | ')
  else if (schema.prefixItems && (schema.type === 'array' || !schema.type))
    label = tupleLabel(schema.prefixItems, schema.items)
  else if (schema.type === 'array' || (!schema.type && schema.items))
    label = `${schema.items ? typeLabel(schema.items) : 'any'}[]`
  else if (schema.type) label = schema.type
  else if (schema.properties || schema.additionalProperties) label = 'object'
  else if (schema.oneOf) label = 'one of'
  else if (schema.anyOf) label = 'any of'
  else if (schema.allOf) label = 'all of'
  else if (schema.enum) label = 'enum'
  else if (isNever(schema)) label = 'nothing'
  else label = 'any'
  if (schema.format) label += ` (${schema.format})`
  if (schema.nullable) label += ' | null'
  return label
}

/** A tuple (`prefixItems`, JSON Schema 2020-12): `[number, string]`, `[string, ...integer]`. */
function tupleLabel(prefix: SchemaNode[], rest: SchemaNode | undefined): string {
  const labels = prefix.map(typeLabel)
  if (rest && !isNever(rest)) labels.push(`...${typeLabel(rest)}`)
  return `[${labels.join(', ')}]`
}

/** Constraints in words: `>= 1`, `<= 100 chars`, `pattern ^[a-z]+$`, `unique`. */
export function constraints(schema: SchemaNode): string[] {
  const out: string[] = []
  // A keyword of another type than the schema's (uniqueItems beside type: string) constrains
  // nothing: it is shown as written, `uniqueItems: true`, not as if it applied.
  const push = (kind: KeywordKind, key: keyof SchemaNode, text: string) =>
    out.push(appliesTo(schema, kind) ? text : `${key}: ${valueText(schema[key])}`)
  const exclusive = (value: number | boolean | undefined) => typeof value === 'number'
  if (schema.minimum !== undefined)
    push('number', 'minimum', `${schema.exclusiveMinimum === true ? '>' : '>='} ${schema.minimum}`)
  if (exclusive(schema.exclusiveMinimum))
    push('number', 'exclusiveMinimum', `> ${schema.exclusiveMinimum}`)
  if (schema.maximum !== undefined)
    push('number', 'maximum', `${schema.exclusiveMaximum === true ? '<' : '<='} ${schema.maximum}`)
  if (exclusive(schema.exclusiveMaximum))
    push('number', 'exclusiveMaximum', `< ${schema.exclusiveMaximum}`)
  if (schema.multipleOf !== undefined)
    push('number', 'multipleOf', `multiple of ${schema.multipleOf}`)
  if (schema.minLength !== undefined) push('string', 'minLength', `>= ${schema.minLength} chars`)
  if (schema.maxLength !== undefined) push('string', 'maxLength', `<= ${schema.maxLength} chars`)
  if (schema.pattern) push('string', 'pattern', `pattern ${schema.pattern}`)
  if (schema.minItems !== undefined) push('array', 'minItems', `>= ${schema.minItems} items`)
  if (schema.maxItems !== undefined) push('array', 'maxItems', `<= ${schema.maxItems} items`)
  if (schema.uniqueItems) push('array', 'uniqueItems', 'unique items')
  if (schema.minProperties !== undefined)
    push('object', 'minProperties', `>= ${schema.minProperties} properties`)
  if (schema.maxProperties !== undefined)
    push('object', 'maxProperties', `<= ${schema.maxProperties} properties`)
  return out
}

/** A value as code text: strings quoted, everything else as JSON. */
export function valueText(value: unknown): string {
  return JSON.stringify(value) ?? String(value)
}
