import type { SchemaNode } from '../../shared/model'

/** A short type label: `string (date-time)`, `Pet[]`, `integer | null`. */
export function typeLabel(schema: SchemaNode): string {
  if (schema.$ref) return schema.$ref
  if (schema.circular) return 'circular'
  let label: string
  if (Array.isArray(schema.type)) label = schema.type.join(' | ')
  else if (schema.type === 'array' || (!schema.type && schema.items))
    label = `${schema.items ? typeLabel(schema.items) : 'any'}[]`
  else if (schema.type) label = schema.type
  else if (schema.properties || schema.additionalProperties) label = 'object'
  else if (schema.oneOf) label = 'one of'
  else if (schema.anyOf) label = 'any of'
  else if (schema.allOf) label = 'all of'
  else if (schema.enum) label = 'enum'
  else label = 'any'
  if (schema.format) label += ` (${schema.format})`
  if (schema.nullable) label += ' | null'
  return label
}

/** Constraints in words: `>= 1`, `<= 100 chars`, `pattern ^[a-z]+$`, `unique`. */
export function constraints(schema: SchemaNode): string[] {
  const out: string[] = []
  const exclusive = (value: number | boolean | undefined) => typeof value === 'number'
  if (schema.minimum !== undefined)
    out.push(`${schema.exclusiveMinimum === true ? '>' : '>='} ${schema.minimum}`)
  if (exclusive(schema.exclusiveMinimum)) out.push(`> ${schema.exclusiveMinimum}`)
  if (schema.maximum !== undefined)
    out.push(`${schema.exclusiveMaximum === true ? '<' : '<='} ${schema.maximum}`)
  if (exclusive(schema.exclusiveMaximum)) out.push(`< ${schema.exclusiveMaximum}`)
  if (schema.multipleOf !== undefined) out.push(`multiple of ${schema.multipleOf}`)
  if (schema.minLength !== undefined) out.push(`>= ${schema.minLength} chars`)
  if (schema.maxLength !== undefined) out.push(`<= ${schema.maxLength} chars`)
  if (schema.pattern) out.push(`pattern ${schema.pattern}`)
  if (schema.minItems !== undefined) out.push(`>= ${schema.minItems} items`)
  if (schema.maxItems !== undefined) out.push(`<= ${schema.maxItems} items`)
  if (schema.uniqueItems) out.push('unique items')
  if (schema.minProperties !== undefined) out.push(`>= ${schema.minProperties} properties`)
  if (schema.maxProperties !== undefined) out.push(`<= ${schema.maxProperties} properties`)
  return out
}

/** A value as code text: strings quoted, everything else as JSON. */
export function valueText(value: unknown): string {
  return JSON.stringify(value) ?? String(value)
}
