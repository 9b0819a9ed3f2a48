import type { SchemaNode } from '../../shared/model'
import {
  appliesTo,
  isNever,
  propertyTests,
  requiredOnly,
  type KeywordKind,
} from '../../shared/schema/schema-words'
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
  else if (schema.prefixItems && (schema.type === 'array' || !schema.type))
    text = `tuple of ${schema.prefixItems.length} ${schema.prefixItems.length === 1 ? 'item' : 'items'}${
      schema.items && !isNever(schema.items) ? ' and more' : ''
    }`
  else if (schema.type === 'array' || (!schema.type && schema.items))
    text = `array of ${schema.items ? typeText(schema.items, links) : 'any'}`
  else if (schema.type) text = escapeText(schema.type)
  else if (schema.properties || schema.additionalProperties) text = 'object'
  else if (schema.oneOf) text = 'one of'
  else if (schema.anyOf) text = 'any of'
  else if (schema.allOf) text = 'all of'
  else if (isNever(schema)) text = 'nothing'
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
  // A keyword of another type than the schema's (uniqueItems beside type: string) constrains
  // nothing: it is written as it is, `uniqueItems: true`, not as if it applied.
  const limit = (
    word: string,
    value: number | boolean | undefined,
    kind: KeywordKind,
    key: keyof SchemaNode,
  ) => {
    if (typeof value !== 'number') return
    out.push(appliesTo(schema, kind) ? `${word} ${value}` : code(`${key}: ${value}`))
  }
  const { exclusiveMinimum: lowOpen, exclusiveMaximum: highOpen } = schema
  limit(lowOpen === true ? 'greater than' : 'minimum', schema.minimum, 'number', 'minimum')
  limit('greater than', lowOpen, 'number', 'exclusiveMinimum')
  limit(highOpen === true ? 'less than' : 'maximum', schema.maximum, 'number', 'maximum')
  limit('less than', highOpen, 'number', 'exclusiveMaximum')
  limit('multiple of', schema.multipleOf, 'number', 'multipleOf')
  limit('min length', schema.minLength, 'string', 'minLength')
  limit('max length', schema.maxLength, 'string', 'maxLength')
  limit('min items', schema.minItems, 'array', 'minItems')
  limit('max items', schema.maxItems, 'array', 'maxItems')
  limit('min properties', schema.minProperties, 'object', 'minProperties')
  limit('max properties', schema.maxProperties, 'object', 'maxProperties')
  if (schema.uniqueItems)
    out.push(appliesTo(schema, 'array') ? 'unique items' : code('uniqueItems: true'))
  if (schema.pattern)
    out.push(
      `${appliesTo(schema, 'string') ? 'pattern' : 'pattern (for strings)'} ${code(schema.pattern)}`,
    )
  out.push(...keywordFacts(schema))
  if (schema.examples?.length === 1) out.push(`example ${valueCode(schema.examples[0])}`)
  else if (schema.examples?.length)
    out.push(`examples ${schema.examples.map(valueCode).join(', ')}`)
  return out
}

/** The facts of JSON Schema 2020-12's keywords beyond OpenAPI 3.0's, in words. */
function keywordFacts(schema: SchemaNode): string[] {
  const out: string[] = []
  const { minContains: min, maxContains: max } = schema
  if (schema.contains && (min !== undefined || max !== undefined)) {
    const count =
      min === max ? `${min}` : max === undefined ? `at least ${min}` : `${min ?? 1} to ${max}`
    out.push(`${count} matching items`)
  }
  if (schema.prefixItems && isNever(schema.items)) out.push('no more items')
  if (isNever(schema.unevaluatedItems)) out.push('no other items')
  if (isNever(schema.unevaluatedProperties)) out.push('no other properties')
  if (schema.propertyNames)
    out.push(...facts(schema.propertyNames).map((fact) => `property names: ${fact}`))
  for (const [name, needed] of Object.entries(schema.dependentRequired ?? {}))
    out.push(
      `when ${code(name)} is present, ${needed.map(code).join(', ')} ${needed.length === 1 ? 'is' : 'are'} required`,
    )
  if (schema.contentMediaType) out.push(`content ${code(schema.contentMediaType)}`)
  if (schema.contentEncoding) out.push(`${escapeText(schema.contentEncoding)}-encoded`)
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
  if (schema.items && !schema.items.$ref && !schema.prefixItems) {
    const members = schemaMembers(schema.items, links)
    if (members) out.push(listItem('each item:', [members]))
  }
  out.push(...keywordMembers(schema, links))
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
  if (schema.not && !isNever(schema)) {
    const { line, body } = describeValue(schema.not, links)
    out.push(listItem(`not: ${line}`, body))
  }
  return out.join('\n')
}

/** A subschema as one list item: `label: type, facts`, its description and members under it. */
function part(label: string, schema: SchemaNode, links: SchemaLinks): string {
  const { line, body } = describeValue(schema, links)
  const needed = requiredOnly(schema)
  if (needed.length) body.unshift(`requires ${needed.map(code).join(', ')}`)
  return listItem(`${label}: ${line}`, body)
}

/** A subschema of a boolean keyword, unless it is `true`/`false` (said as a fact). */
const subschema = (value: SchemaNode | boolean | undefined) =>
  value && typeof value === 'object' && !isNever(value) ? value : undefined

/** The members JSON Schema 2020-12 adds: tuple items, patterns, conditionals, dependencies. */
function keywordMembers(schema: SchemaNode, links: SchemaLinks): string[] {
  const out: string[] = []
  const prefix = schema.prefixItems ?? []
  prefix.forEach((item, index) => out.push(part(`item ${index}`, item, links)))
  const rest = prefix.length ? subschema(schema.items) : undefined
  if (rest) out.push(part(`item ${prefix.length} and after`, rest, links))
  const otherItems = subschema(schema.unevaluatedItems)
  if (otherItems) out.push(part('any other item', otherItems, links))
  if (schema.contains) out.push(part('some item', schema.contains, links))
  for (const [pattern, child] of Object.entries(schema.patternProperties ?? {}))
    out.push(part(`any property matching ${code(pattern)}`, child, links))
  const others = subschema(schema.unevaluatedProperties)
  if (others) out.push(part('any property not described above', others, links))
  if (schema.contentSchema) out.push(part('content', schema.contentSchema, links))
  if (schema.if) {
    const tests = propertyTests(schema.if)
    const condition = tests
      ? tests
          .map(
            (test) =>
              `${code(test.name)} is ${test.required ? '' : 'absent or '}${test.values.length > 1 ? 'one of ' : ''}${test.values.map(valueCode).join(', ')}`,
          )
          .join(' and ')
      : 'the value matches the schema below'
    const branches = [
      ...(tests ? [] : [part('condition', schema.if, links)]),
      ...(schema.then ? [part('then', schema.then, links)] : []),
      ...(schema.else ? [part('otherwise', schema.else, links)] : []),
    ]
    out.push(listItem(`if ${condition}:`, [branches.join('\n')]))
  }
  for (const [name, child] of Object.entries(schema.dependentSchemas ?? {}))
    out.push(part(`when ${code(name)} is present`, child, links))
  return out
}
