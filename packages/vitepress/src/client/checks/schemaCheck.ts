// A value against a JSON Schema, as the try-it checks what it sends to Mock (mock/validate.ts) and
// the items of a real stream (streams/itemReader.ts). Written by hand, not with a JSON Schema
// validator library: the few keywords a reader's mistakes touch (required, type, enum, const,
// bounds, pattern, items, properties, allOf/anyOf/oneOf) are a small part of a validator's weight
// in the browser bundle, and the messages name the parameter or body field as the page shows it.
import type { SchemaNode } from '../../shared/model'
import type { Place } from '../i18n/en/problems'
import { problem, type Problem } from './problem'

/** Problems listed at most; the rest are counted. */
export const MAX_PROBLEMS = 20
export const MAX_DEPTH = 32
/** Problems counted at most: a body of thousands of wrong items is not walked to its end. */
export const COUNTED = 1000

/** The properties an object requires, its `allOf` parts' included; readOnly ones are not sent. */
export function requiredOf(
  schema: SchemaNode | undefined,
  schemas: Record<string, SchemaNode>,
): string[] {
  if (!schema) return []
  const names = (schema.required ?? []).filter(
    (name) => !deref(schema.properties?.[name], schemas)?.readOnly,
  )
  for (const part of schema.allOf ?? []) names.push(...requiredOf(deref(part, schemas), schemas))
  return names
}

export function deref(
  node: SchemaNode | undefined,
  schemas: Record<string, SchemaNode>,
): SchemaNode | undefined {
  let current = node
  for (let hops = 0; current?.$ref !== undefined && hops < 16; hops++)
    current = schemas[current.$ref]
  return current?.$ref === undefined ? current : undefined
}

export function typesOf(schema: SchemaNode): string[] {
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : []
  return schema.nullable ? [...types, 'null'] : types
}

/** JSON Schema 2020-12 Validation, 6.1.1: the type a JSON value has (`integer` is a number too). */
function typeMatches(value: unknown, type: string): boolean {
  switch (type) {
    case 'null':
      return value === null
    case 'boolean':
      return typeof value === 'boolean'
    case 'integer':
      return typeof value === 'number' && Number.isInteger(value)
    case 'number':
      return typeof value === 'number' && Number.isFinite(value)
    case 'string':
      return typeof value === 'string'
    case 'array':
      return Array.isArray(value)
    case 'object':
      return value !== null && typeof value === 'object' && !Array.isArray(value)
    default:
      return true
  }
}

/** The JSON Schema type name of a JSON value (`integer` for a whole number). */
function kindOf(value: unknown): string {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'array'
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number'
  return typeof value
}

/** A place inside `at`: `body.name`, `body.tags[1]` (a parameter's value has none). */
function inside(at: Place, suffix: string): string {
  return `${typeof at === 'string' ? at : at.name}${suffix}`
}

/** Stable JSON text of a value, for `enum` and `const` (object keys in any order are equal). */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`)
      .join(',')}}`
  return JSON.stringify(value) ?? 'undefined'
}

/** A value against a schema: what JSON Schema 2020-12 says of the keywords listed at the top. */
export function check(
  value: unknown,
  node: SchemaNode | undefined,
  schemas: Record<string, SchemaNode>,
  at: Place,
  problems: Problem[],
  depth: number,
): void {
  const schema = deref(node, schemas)
  if (!schema || depth > MAX_DEPTH || problems.length > COUNTED) return
  for (const part of schema.allOf ?? []) check(value, part, schemas, at, problems, depth + 1)
  const alternatives = schema.oneOf ?? schema.anyOf
  if (alternatives?.length) {
    const fits = alternatives.some((part) => {
      const own: Problem[] = []
      check(value, part, schemas, at, own, depth + 1)
      return own.length === 0
    })
    if (!fits) problems.push(problem('noAlternative', at, alternatives.length))
  }
  const types = typesOf(schema)
  if (types.length && !types.some((type) => typeMatches(value, type))) {
    problems.push(problem('wrongType', at, types, kindOf(value)))
    return
  }
  if (schema.enum && !schema.enum.some((item) => canonical(item) === canonical(value)))
    problems.push(
      problem(
        'notInEnum',
        at,
        schema.enum.map((item) => JSON.stringify(item)),
      ),
    )
  if (schema.const !== undefined && canonical(schema.const) !== canonical(value))
    problems.push(problem('notConst', at, JSON.stringify(schema.const)))
  if (typeof value === 'string') checkString(value, schema, at, problems)
  if (typeof value === 'number') checkNumber(value, schema, at, problems)
  if (Array.isArray(value)) {
    if (schema.minItems !== undefined && value.length < schema.minItems)
      problems.push(problem('tooFewItems', at, schema.minItems))
    if (schema.maxItems !== undefined && value.length > schema.maxItems)
      problems.push(problem('tooManyItems', at, schema.maxItems))
    value.forEach((item, index) =>
      check(
        item,
        schema.prefixItems?.[index] ?? schema.items,
        schemas,
        inside(at, `[${index}]`),
        problems,
        depth + 1,
      ),
    )
  } else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>
    // Only the schema's own: its `allOf` parts were checked above, each with what it requires.
    const required = requiredOf({ ...schema, allOf: undefined }, schemas)
    for (const name of required)
      if (!(name in record)) problems.push(problem('missing', inside(at, `.${name}`)))
    for (const [name, item] of Object.entries(record)) {
      const property = schema.properties?.[name]
      if (property) check(item, property, schemas, inside(at, `.${name}`), problems, depth + 1)
      else if (schema.additionalProperties === false && !schema.patternProperties)
        problems.push(problem('notAllowed', inside(at, `.${name}`)))
      else if (typeof schema.additionalProperties === 'object')
        check(
          item,
          schema.additionalProperties,
          schemas,
          inside(at, `.${name}`),
          problems,
          depth + 1,
        )
    }
  }
}

function checkString(value: string, schema: SchemaNode, at: Place, problems: Problem[]): void {
  // Lengths count code points (JSON Schema 2020-12 Validation, 6.3.1).
  const length = [...value].length
  if (schema.minLength !== undefined && length < schema.minLength)
    problems.push(problem('tooShort', at, schema.minLength))
  if (schema.maxLength !== undefined && length > schema.maxLength)
    problems.push(problem('tooLong', at, schema.maxLength))
  if (schema.pattern !== undefined) {
    let pattern: RegExp | undefined
    try {
      pattern = new RegExp(schema.pattern, 'u')
    } catch {
      // A pattern this browser cannot read is not the reader's mistake.
    }
    if (pattern && !pattern.test(value)) problems.push(problem('noPattern', at, schema.pattern))
  }
}

function checkNumber(value: number, schema: SchemaNode, at: Place, problems: Problem[]): void {
  // OpenAPI 3.0's boolean exclusiveMinimum/Maximum qualify minimum/maximum; 3.1's are numbers.
  const { minimum, maximum, exclusiveMinimum, exclusiveMaximum, multipleOf } = schema
  if (minimum !== undefined && (exclusiveMinimum === true ? value <= minimum : value < minimum))
    problems.push(problem('tooSmall', at, minimum, exclusiveMinimum === true))
  if (maximum !== undefined && (exclusiveMaximum === true ? value >= maximum : value > maximum))
    problems.push(problem('tooLarge', at, maximum, exclusiveMaximum === true))
  if (typeof exclusiveMinimum === 'number' && value <= exclusiveMinimum)
    problems.push(problem('tooSmall', at, exclusiveMinimum, true))
  if (typeof exclusiveMaximum === 'number' && value >= exclusiveMaximum)
    problems.push(problem('tooLarge', at, exclusiveMaximum, true))
  if (multipleOf && Math.abs(value / multipleOf - Math.round(value / multipleOf)) > 1e-9)
    problems.push(problem('notMultiple', at, multipleOf))
}

/**
 * A value against a schema, each problem naming where from `at`: also how the try-it checks the
 * items of a real stream (streams/itemReader.ts).
 */
export function checkValue(
  value: unknown,
  schema: SchemaNode,
  schemas: Record<string, SchemaNode>,
  at: string,
): Problem[] {
  const problems: Problem[] = []
  check(value, schema, schemas, at, problems, 0)
  return problems.length > MAX_PROBLEMS
    ? [...problems.slice(0, MAX_PROBLEMS), problem('moreProblems', problems.length - MAX_PROBLEMS)]
    : problems
}
