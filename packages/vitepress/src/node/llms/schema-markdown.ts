import type { SchemaNode } from '../../shared/model'
import { htmlToMarkdown } from './html-markdown'
import { code, escapeText, indent } from './markdown-text'

/** Where a schema's Markdown finds what it links to. */
export interface SchemaLinks {
  /** The URL of a component schema's Markdown twin, if it has a page. */
  schema: (name: string) => string | undefined
}

/** A value as a code span: strings as they are, anything else as JSON. */
export const valueCode = (value: unknown): string =>
  code(typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value)))

/** A component schema's name, linked to its twin when it has one. */
export function schemaRef(name: string, links: SchemaLinks): string {
  const url = links.schema(name)
  return url ? `[${escapeText(name)}](${url})` : code(name)
}

/** The type in a few words, in Markdown: `string (date-time)`, `array of [Pet](…)`. */
export function typeText(schema: SchemaNode, links: SchemaLinks): string {
  if (schema.$ref) return schemaRef(schema.$ref, links)
  if (schema.circular) return 'circular reference'
  let text: string
  if (Array.isArray(schema.type)) text = schema.type.map(escapeText).join(' or ')
  else if (schema.type === 'array' || (!schema.type && schema.items))
    text = `array of ${schema.items ? typeText(schema.items, links) : 'any'}`
  else if (schema.type) text = escapeText(schema.type)
  else if (schema.properties || schema.additionalProperties) text = 'object'
  else if (schema.oneOf) text = 'one of'
  else if (schema.anyOf) text = 'any of'
  else if (schema.allOf) text = 'all of'
  else text = 'any'
  if (schema.format) text += ` (${escapeText(schema.format)})`
  if (schema.nullable) text += ' or null'
  return text
}

/** Facts about a value beyond its type: allowed values, default, limits, flags. */
function facts(schema: SchemaNode): string[] {
  const out: string[] = []
  if (schema.deprecated) out.push('deprecated')
  if (schema.readOnly) out.push('read-only')
  if (schema.writeOnly) out.push('write-only')
  if (schema.enum) out.push(`one of ${schema.enum.map(valueCode).join(', ')}`)
  if (schema.const !== undefined) out.push(`always ${valueCode(schema.const)}`)
  if (schema.default !== undefined) out.push(`default ${valueCode(schema.default)}`)
  const limit = (word: string, value: number | boolean | undefined) => {
    if (typeof value === 'number') out.push(`${word} ${value}`)
  }
  limit(schema.exclusiveMinimum === true ? 'greater than' : 'minimum', schema.minimum)
  limit('greater than', schema.exclusiveMinimum)
  limit(schema.exclusiveMaximum === true ? 'less than' : 'maximum', schema.maximum)
  limit('less than', schema.exclusiveMaximum)
  limit('multiple of', schema.multipleOf)
  limit('min length', schema.minLength)
  limit('max length', schema.maxLength)
  limit('min items', schema.minItems)
  limit('max items', schema.maxItems)
  limit('min properties', schema.minProperties)
  limit('max properties', schema.maxProperties)
  if (schema.uniqueItems) out.push('unique items')
  if (schema.pattern) out.push(`pattern ${code(schema.pattern)}`)
  if (schema.examples?.length) out.push(`example ${valueCode(schema.examples[0])}`)
  return out
}

/** One list item: a label line, then the description and nested items indented under it. */
export function listItem(label: string, body: string[]): string {
  const rest = body.filter(Boolean).join('\n\n')
  return rest ? `- ${label}\n\n${indent(rest, 2)}` : `- ${label}`
}

/** The line that says what a value is, and its description and members under it. */
export function describeValue(
  schema: SchemaNode,
  links: SchemaLinks,
  extra: string[] = [],
): { line: string; body: string[] } {
  const line = [typeText(schema, links), ...extra, ...facts(schema)].join(', ')
  const body: string[] = []
  if (schema.title) body.push(`*${escapeText(schema.title)}*`)
  if (schema.description) body.push(htmlToMarkdown(schema.description))
  const members = schemaMembers(schema, links)
  if (members) body.push(members)
  return { line, body }
}

/**
 * What a schema holds, as a Markdown list: its properties (each with its type, facts and
 * description, nested objects nested), its items' members, its variants. Component schemas it
 * refers to are links, not repeated: each has its own page.
 */
export function schemaMembers(schema: SchemaNode, links: SchemaLinks): string {
  if (schema.$ref || schema.circular) return ''
  const out: string[] = []
  const required = new Set(schema.required ?? [])
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    const { line, body } = describeValue(property, links, required.has(name) ? ['required'] : [])
    out.push(listItem(`${code(name)}: ${line}`, body))
  }
  if (schema.additionalProperties && typeof schema.additionalProperties === 'object') {
    const { line, body } = describeValue(schema.additionalProperties, links)
    out.push(listItem(`any other property: ${line}`, body))
  }
  if (schema.items && !schema.items.$ref) {
    const members = schemaMembers(schema.items, links)
    if (members) out.push(listItem('each item:', [members]))
  }
  for (const [key, word] of [
    ['allOf', 'All of'],
    ['oneOf', 'One of'],
    ['anyOf', 'Any of'],
  ] as const) {
    const variants = schema[key]
    if (!variants?.length) continue
    const list = variants.map((variant) => {
      const { line, body } = describeValue(variant, links)
      return listItem(line, body)
    })
    const decides = key !== 'allOf' && schema.discriminator
    out.push(
      listItem(
        `${word}${decides ? ` (the property ${code(schema.discriminator!.propertyName)} decides)` : ''}:`,
        [list.join('\n')],
      ),
    )
  }
  if (schema.not) {
    const { line, body } = describeValue(schema.not, links)
    out.push(listItem(`not: ${line}`, body))
  }
  return out.join('\n')
}
