import type { SchemaNode } from '../../../shared/model'
import { appliesTo, isNever, type KeywordKind } from '../../../shared/schema/schema-words'
import type { enPage } from '../../i18n/en/page'

/** The words a schema's constraints are said in: the page part of the page's catalog. */
export type ConstraintWords = Pick<
  typeof enPage,
  'charsCount' | 'itemsCount' | 'propertiesCount' | 'multipleOf' | 'patternFact' | 'uniqueItems'
>

/** The words of a type label where the schema names no type: the page part of the catalog. */
export type TypeWords = Pick<
  typeof enPage,
  'typeOneOf' | 'typeAnyOf' | 'typeAllOf' | 'typeNothing' | 'typeCircular'
>

/**
 * A short type label: `string (date-time)`, `Pet[]`, `integer | null`; JSON Schema's type names
 * as written, and `words` where the schema names none (`one of`, `nothing`).
 */
export function typeLabel(schema: SchemaNode, words: TypeWords): string {
  if (schema.$ref) return schema.$ref
  if (schema.circular) return words.typeCircular
  let label: string
  if (Array.isArray(schema.type)) label = schema.type.join(' | ')
  else if (schema.prefixItems && (schema.type === 'array' || !schema.type))
    label = tupleLabel(schema.prefixItems, schema.items, words)
  else if (schema.type === 'array' || (!schema.type && schema.items))
    label = `${schema.items ? typeLabel(schema.items, words) : 'any'}[]`
  else if (schema.type) label = schema.type
  else if (schema.properties || schema.additionalProperties) label = 'object'
  else if (schema.oneOf) label = words.typeOneOf
  else if (schema.anyOf) label = words.typeAnyOf
  else if (schema.allOf) label = words.typeAllOf
  else if (schema.enum) label = 'enum'
  else if (isNever(schema)) label = words.typeNothing
  else label = 'any'
  if (schema.format) label += ` (${schema.format})`
  if (schema.nullable) label += ' | null'
  return label
}

/** A tuple (`prefixItems`, JSON Schema 2020-12): `[number, string]`, `[string, ...integer]`. */
function tupleLabel(prefix: SchemaNode[], rest: SchemaNode | undefined, words: TypeWords): string {
  const labels = prefix.map((item) => typeLabel(item, words))
  if (rest && !isNever(rest)) labels.push(`...${typeLabel(rest, words)}`)
  return `[${labels.join(', ')}]`
}

/**
 * Constraints in the page's words: `>= 1`, `<= 100 chars`, `pattern ^[a-z]+$`, `unique items`
 * in English. Bounds keep their symbols in every language.
 */
export function constraints(schema: SchemaNode, words: ConstraintWords): string[] {
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
    push('number', 'multipleOf', words.multipleOf(schema.multipleOf))
  if (schema.minLength !== undefined)
    push('string', 'minLength', `>= ${words.charsCount(schema.minLength)}`)
  if (schema.maxLength !== undefined)
    push('string', 'maxLength', `<= ${words.charsCount(schema.maxLength)}`)
  if (schema.pattern) push('string', 'pattern', words.patternFact(schema.pattern))
  if (schema.minItems !== undefined)
    push('array', 'minItems', `>= ${words.itemsCount(schema.minItems)}`)
  if (schema.maxItems !== undefined)
    push('array', 'maxItems', `<= ${words.itemsCount(schema.maxItems)}`)
  if (schema.uniqueItems) push('array', 'uniqueItems', words.uniqueItems)
  if (schema.minProperties !== undefined)
    push('object', 'minProperties', `>= ${words.propertiesCount(schema.minProperties)}`)
  if (schema.maxProperties !== undefined)
    push('object', 'maxProperties', `<= ${words.propertiesCount(schema.maxProperties)}`)
  return out
}

/** A value as code text: strings quoted, everything else as JSON. */
export function valueText(value: unknown): string {
  return JSON.stringify(value) ?? String(value)
}
