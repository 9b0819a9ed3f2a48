// What the schema tree and the Markdown twins both say of JSON Schema 2020-12 keywords: which
// type a keyword constrains, and a conditional's `if` in words. Small: it runs in the browser.
import type { SchemaNode } from '../model'

/** The instance types that keywords constrain (JSON Schema 2020-12 Validation, 6.2 to 6.5). */
export type KeywordKind = 'number' | 'string' | 'array' | 'object'

/**
 * Whether keywords about `kind` apply to the schema's values: they do unless the schema
 * declares types and none of them is `kind` (`uniqueItems` beside `type: string` constrains
 * nothing, since a string is never an array; Validation 6.1: each keyword applies to one type).
 */
export function appliesTo(schema: SchemaNode, kind: KeywordKind): boolean {
  if (schema.type === undefined) return true
  const types = Array.isArray(schema.type) ? schema.type : [schema.type]
  return types.some((type) => type === kind || (kind === 'number' && type === 'integer'))
}

/** A schema that nothing matches: `false`, which the model keeps as `{ not: {} }`. */
export function isNever(schema: SchemaNode | boolean | undefined): boolean {
  if (schema === false) return true
  if (!schema || typeof schema !== 'object' || !schema.not) return false
  return Object.keys(schema).length === 1 && Object.keys(schema.not).length === 0
}

/** One property test of a conditional's `if`: the property has one of these values. */
export interface PropertyTest {
  name: string
  values: unknown[]
  /** Whether `if` requires the property; if not, an absent property passes the test too. */
  required: boolean
}

/**
 * A conditional's `if` as property tests, when that is all it holds (`properties` whose
 * schemas are a `const` or an `enum`, and `required`): `{ kind: { const: cold } }` reads
 * "kind is cold". `undefined` for any other `if`, which is then shown as a schema.
 */
export function propertyTests(condition: SchemaNode): PropertyTest[] | undefined {
  const keys = Object.keys(condition).filter((key) => key !== 'required' && key !== 'type')
  if (keys.length !== 1 || keys[0] !== 'properties') return undefined
  if (condition.type !== undefined && condition.type !== 'object') return undefined
  const tests: PropertyTest[] = []
  const required = new Set(condition.required ?? [])
  for (const [name, schema] of Object.entries(condition.properties!)) {
    const own = Object.keys(schema).filter((key) => key !== 'type')
    if (own.length !== 1) return undefined
    const values = own[0] === 'const' ? [schema.const] : own[0] === 'enum' ? schema.enum : undefined
    if (!values?.length) return undefined
    tests.push({ name, values, required: required.has(name) })
  }
  return tests.length ? tests : undefined
}

/** The names a schema requires that it declares no property for (a `then`'s `required`). */
export function requiredOnly(schema: SchemaNode): string[] {
  return (schema.required ?? []).filter((name) => !Object.hasOwn(schema.properties ?? {}, name))
}
