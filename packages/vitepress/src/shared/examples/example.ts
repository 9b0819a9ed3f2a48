import type { SchemaNode } from '../model'
import { contentText, sampleKey } from './example-keywords'
import { defaultVariant } from '../schema/variants'

/** Where the example is used: requests leave readOnly properties out, responses leave writeOnly out. */
export type ExampleDirection = 'request' | 'response'

/** Options of `exampleFromSchema`. */
export interface ExampleOptions {
  /** Requests leave readOnly properties out, responses leave writeOnly ones out. */
  direction: ExampleDirection
  /**
   * Objects and arrays nested deeper than this many levels come out empty (fewer levels when
   * the example would be too large).
   * @default 8
   */
  maxDepth?: number
  /**
   * Which alternative of a `oneOf`/`anyOf` node to show (an index into it), as the reader chose
   * it; `undefined` takes the first that is not `null`.
   */
  choose?: (node: SchemaNode) => number | undefined
}

// Fixed, recognizable values; hosts and addresses come from the ranges reserved for
// documentation (RFC 2606 example.com, RFC 5737 192.0.2.0/24, RFC 3849 2001:db8::/32).
const FORMATS = new Map(
  Object.entries({
    'date-time': '2024-01-01T12:00:00Z',
    date: '2024-01-01',
    time: '12:00:00Z',
    duration: 'P1D',
    email: 'user@example.com',
    'idn-email': 'user@example.com',
    uri: 'https://example.com',
    url: 'https://example.com',
    iri: 'https://example.com',
    'uri-reference': 'https://example.com',
    hostname: 'example.com',
    'idn-hostname': 'example.com',
    ipv4: '192.0.2.1',
    ipv6: '2001:db8::1',
    uuid: '3fa85f64-5717-4562-b3fc-2c963f66afa6',
    byte: 'c3RyaW5n', // "string" in base64
    // File content: a visible placeholder, since examples are shown as text, not sent as bytes.
    binary: '<binary>',
    password: 'password',
  }),
)
// Wide schemas that link to each other (Stripe's, Microsoft Graph's entities) grow exponentially
// with depth. An example that would take more generated nodes than this is made again one level
// shallower, until it fits: whole to an even depth, rather than filled in front and cut behind.
// 400 nodes is some 10 KB of JSON, a few screens; Graph's largest came to 115 KB at 5,000 nodes
// and one depth, a twelfth of every page's weight, which no reader takes in.
const BUDGET = 400
// An absurd minLength must not build a huge string.
const MAX_PADDING = 1000

interface Context {
  schemas: Record<string, SchemaNode>
  hide: 'readOnly' | 'writeOnly'
  maxDepth: number
  left: number
  choose?: (node: SchemaNode) => number | undefined
  /** Nodes being generated on the current path: meeting one again is a cycle. */
  path: Set<SchemaNode>
}

/** A cut (cycle, depth or budget): an array of it comes out `[]`, anything else `empty`. */
class Cut {
  constructor(readonly empty: unknown) {}
}

/**
 * Builds an example value for a schema: each property filled, formats and enums respected,
 * recursion cut cleanly. `undefined` means "no example" (an empty schema, an unknown `$ref`).
 */
export function exampleFromSchema(
  schema: SchemaNode,
  schemas: Record<string, SchemaNode>,
  options: ExampleOptions,
): unknown {
  const hide = options.direction === 'request' ? 'readOnly' : 'writeOnly'
  for (let maxDepth = options.maxDepth ?? 8; ; maxDepth--) {
    const context: Context = { schemas, hide, maxDepth, left: BUDGET, path: new Set() }
    if (options.choose) context.choose = options.choose
    const value = settle(generate(schema, context, 0))
    if (context.left >= 0 || maxDepth <= 1) return value
  }
}

function generate(node: SchemaNode, context: Context, depth: number): unknown {
  const written = given(node)
  if (written !== undefined) return written
  if (node.circular || context.path.has(node) || context.left-- <= 0) {
    const type = typeOf(node, context)
    return new Cut(type === 'object' ? {} : type === 'array' ? [] : undefined)
  }
  context.path.add(node)
  const value = build(node, context, depth)
  context.path.delete(node)
  return value
}

function build(node: SchemaNode, context: Context, depth: number): unknown {
  if (node.$ref !== undefined) {
    const target = resolve(node, context)
    if (!target) return undefined
    // Inheritance (`Cat: allOf [Pet]`, Pet holding the discriminator): the tag names Cat.
    const bases = (target.allOf ?? []).map((base) => resolve(base, context) ?? base)
    return tag(generate(target, context, depth), node.$ref, target, bases)
  }
  const alternatives = node.oneOf ?? node.anyOf
  if (node.allOf?.length || alternatives?.length) {
    // `null` as an alternative is the dull one: the reader wants to see the value's shape.
    const chosen = alternatives?.length
      ? (alternatives[context.choose?.(node) ?? -1] ??
        alternatives[defaultVariant(alternatives, context.schemas)])
      : undefined
    let merged: unknown
    for (const part of [...(node.allOf ?? []), ...(chosen ? [chosen] : [])]) {
      merged = merge(merged, settle(generate(part, context, depth)))
    }
    // The node's own keywords: its properties override its parts', but a scalar part refines
    // the node (`type: string, allOf: [{format: email}]`), so the node only fills a gap there.
    const own = settle(
      generate({ ...node, allOf: undefined, oneOf: undefined, anyOf: undefined }, context, depth),
    )
    merged = isRecord(own) || merged === undefined ? merge(merged, own) : merged
    const target = chosen && resolve(chosen, context)
    return chosen?.$ref === undefined || !target ? merged : tag(merged, chosen.$ref, target, [node])
  }
  if (node.if && (node.then || node.else)) {
    // A conditional: the value is made to meet `if` and then `then` (JSON Schema 2020-12,
    // 10.2.2.1); with only `else`, `else` is merged in, since no value is made to fail `if`.
    const base = settle(
      generate({ ...node, if: undefined, then: undefined, else: undefined }, context, depth),
    )
    const branch = node.then ? [node.if, node.then] : [node.else!]
    return branch.reduce(
      (value, part) => merge(value, settle(generate(part, context, depth))),
      base,
    )
  }
  const type = typeOf(node)
  if ((type === 'object' || type === 'array') && depth >= context.maxDepth) {
    return new Cut(type === 'object' ? {} : [])
  }
  if (type === 'object') return objectExample(node, context, depth)
  if (type === 'array') return arrayExample(node, context, depth)
  if (type === 'string') return stringExample(node, context, depth)
  if (type === 'integer' || type === 'number') return numberExample(node, type === 'integer')
  return type === 'boolean' ? true : type === 'null' ? null : undefined
}

function objectExample(node: SchemaNode, context: Context, depth: number): Record<string, unknown> {
  const result: Record<string, unknown> = {}
  const properties = Object.entries(node.properties ?? {})
  for (const [name, property] of properties) {
    const hidden = [property, ...(property.allOf ?? [])].some(
      (part) => part[context.hide] === true || resolve(part, context)?.[context.hide] === true,
    )
    if (!hidden) put(result, name, settle(generate(property, context, depth + 1)))
  }
  if (!properties.length && typeof node.additionalProperties === 'object') {
    put(result, 'additionalProp1', settle(generate(node.additionalProperties, context, depth + 1)))
  }
  for (const [pattern, schema] of Object.entries(node.patternProperties ?? {})) {
    const key = sampleKey(pattern, node.propertyNames)
    if (key !== undefined && !Object.hasOwn(result, key))
      put(result, key, settle(generate(schema, context, depth + 1)))
  }
  // What a present property brings (JSON Schema 2020-12, 10.2.2.4 and Validation 6.5.4).
  for (const [name, schema] of Object.entries(node.dependentSchemas ?? {}))
    if (Object.hasOwn(result, name))
      Object.assign(result, merge(result, settle(generate(schema, context, depth))))
  for (const [name, needed] of Object.entries(node.dependentRequired ?? {})) {
    if (!Object.hasOwn(result, name)) continue
    for (const other of needed) {
      const schema = node.properties?.[other]
      if (!Object.hasOwn(result, other))
        put(result, other, schema ? settle(generate(schema, context, depth + 1)) : 'string')
    }
  }
  return result
}

function arrayExample(node: SchemaNode, context: Context, depth: number): unknown[] {
  // Positions matter in a tuple: an item without an example stays as `null`.
  if (node.prefixItems?.length) {
    return node.prefixItems.map((item) => settle(generate(item, context, depth + 1)) ?? null)
  }
  const { items: item, contains } = node
  // `contains`: the first item is one it matches (JSON Schema 2020-12, 10.3.1.3).
  const first = contains && settle(generate(contains, context, depth + 1))
  if (!item) return first === undefined ? [] : [first]
  // Repeating one value would break uniqueItems, so minItems only counts without it.
  const wanted = node.uniqueItems ? 1 : Math.max(node.minItems ?? 1, 1)
  const count = Math.max(Math.min(wanted, 3, node.maxItems ?? 3), 0)
  // Generated once per item, so that the items are separate values.
  const items = Array.from({ length: count }, () => generate(item, context, depth + 1))
  if (items.some((item) => item instanceof Cut || item === undefined)) return []
  if (first !== undefined) items[0] = first
  return items
}

function stringExample(node: SchemaNode, context: Context, depth: number): string {
  if (node.contentSchema) {
    const text = contentText(node, settle(generate(node.contentSchema, context, depth + 1)))
    if (text !== undefined) return text
  }
  const base = (node.format !== undefined && FORMATS.get(node.format)) || 'string'
  const min = Math.min(node.minLength ?? 0, MAX_PADDING)
  const padded = base.length < min ? base.repeat(Math.ceil(min / base.length)).slice(0, min) : base
  return node.maxLength === undefined ? padded : padded.slice(0, Math.max(node.maxLength, 0))
}

type Bound = { value: number; open: boolean }

/** 0 when the range allows it, else the bound nearest to 0, moved onto multipleOf (or integers). */
function numberExample(node: SchemaNode, integer: boolean): number {
  const low = bound(node.minimum, node.exclusiveMinimum, 1)
  const high = bound(node.maximum, node.exclusiveMaximum, -1)
  const above = (x: number, b?: Bound) => !b || x > b.value || (!b.open && x === b.value)
  const below = (x: number, b?: Bound) => !b || x < b.value || (!b.open && x === b.value)
  if (above(0, low) && below(0, high)) return 0
  const near = low && low.value >= 0 ? low : high
  if (!near) return 0
  const direction = near === low ? 1 : -1
  const step = node.multipleOf && node.multipleOf > 0 ? node.multipleOf : integer ? 1 : 0
  if (step) {
    let value = (direction > 0 ? Math.ceil : Math.floor)(near.value / step) * step
    if (near.open && value === near.value) value += direction * step
    // Binary fractions: 3 * 0.1 is 0.30000000000000004.
    return finite(Number(value.toPrecision(12)), near.value)
  }
  if (!near.open) return near.value
  const far = direction > 0 ? high : low
  return finite(far ? (near.value + far.value) / 2 : near.value + direction, near.value)
}

// Bounds near Number.MAX_VALUE overflow; JSON has no Infinity.
function finite(value: number, fallback: number): number {
  return Number.isFinite(value) ? value : fallback
}

// OpenAPI 3.0 marks an exclusive bound with a boolean beside minimum/maximum, 3.1 (JSON Schema
// 2020-12) gives the exclusive bound as a number; `sign` says which of two bounds is tighter.
function bound(inclusive?: number, exclusive?: number | boolean, sign = 1): Bound | undefined {
  const tighter = inclusive === undefined || sign * Number(exclusive) >= sign * inclusive
  if (typeof exclusive === 'number' && tighter) return { value: exclusive, open: true }
  return inclusive === undefined ? undefined : { value: inclusive, open: exclusive === true }
}

type Type = string | undefined
const OBJECT_KEYS = [
  'properties',
  'additionalProperties',
  'patternProperties',
  'propertyNames',
  'dependentSchemas',
  'dependentRequired',
  'unevaluatedProperties',
] as const
const ARRAY_KEYS = ['items', 'prefixItems', 'contains', 'unevaluatedItems'] as const
const STRING_KEYS = [
  'format',
  'minLength',
  'maxLength',
  'pattern',
  'contentMediaType',
  'contentEncoding',
  'contentSchema',
] as const
const NUMBER_KEYS = [
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
] as const

/** The node's type, given or implied by its keywords; with `context`, by its `$ref` or parts too. */
function typeOf(node: SchemaNode, context?: Context, seen = new Set<SchemaNode>()): Type {
  if (seen.has(node)) return undefined
  seen.add(node)
  const types = Array.isArray(node.type) ? node.type : node.type === undefined ? [] : [node.type]
  const type = types.find((name) => name !== 'null') ?? types[0]
  if (type !== undefined) return type
  if (OBJECT_KEYS.some((key) => node[key] !== undefined)) return 'object'
  if (ARRAY_KEYS.some((key) => node[key] !== undefined)) return 'array'
  if (STRING_KEYS.some((key) => node[key] !== undefined)) return 'string'
  if (NUMBER_KEYS.some((key) => node[key] !== undefined)) return 'number'
  if (!context) return undefined
  const parts = [node.allOf, node.oneOf, node.anyOf].flatMap((list) => list ?? [])
  for (const part of [resolve(node, context), ...parts]) {
    const found = part && typeOf(part, context, seen)
    if (found) return found
  }
  return undefined
}

function resolve(node: SchemaNode, context: Context): SchemaNode | undefined {
  // Own names only: `constructor` or `__proto__` must not find what Object.prototype holds.
  const { $ref } = node
  return $ref !== undefined && Object.hasOwn(context.schemas, $ref)
    ? context.schemas[$ref]
    : undefined
}

/** A value the schema gives itself, in the order tools read them. */
function given(node: SchemaNode): unknown {
  if (node.examples?.length) return node.examples[0]
  if (node.const !== undefined) return node.const
  if (node.default !== undefined) return node.default
  return node.enum?.[0]
}

/** Sets the discriminator property of `holders` to the mapping key naming `name` (or `name`). */
function tag(value: unknown, name: string, target: SchemaNode, holders: SchemaNode[]): unknown {
  // An example written for the target names its own kind already.
  if (value instanceof Cut || given(target) !== undefined) return value
  let result = value
  for (const { discriminator } of holders) {
    if (!discriminator || !isRecord(result)) continue
    const key = mappingKeys(discriminator).get(name)
    // A copy: parts of the value may be examples of the description, not ours to change.
    const copy = { ...result }
    put(copy, discriminator.propertyName, key ?? name)
    result = copy
  }
  return result
}

// Microsoft Graph's `entity` maps some 2,000 kinds: the inverse mapping is made once, not
// searched for every example of every kind.
const inverseMappings = new WeakMap<object, Map<string, string>>()

/** For each schema name a discriminator's mapping names, its first key. */
function mappingKeys(discriminator: NonNullable<SchemaNode['discriminator']>): Map<string, string> {
  let keys = inverseMappings.get(discriminator)
  if (!keys) {
    keys = new Map()
    for (const [key, mapped] of Object.entries(discriminator.mapping ?? {}))
      if (!keys.has(mapped)) keys.set(mapped, key)
    inverseMappings.set(discriminator, keys)
  }
  return keys
}

function merge(into: unknown, value: unknown): unknown {
  if (value === undefined) return into
  if (!isRecord(into) || !isRecord(value)) return value
  const result = { ...into }
  for (const [key, item] of Object.entries(value)) {
    put(result, key, merge(Object.hasOwn(result, key) ? result[key] : undefined, item))
  }
  return result
}

// defineProperty, not assignment: a property named `__proto__` must stay a property.
const FIELD = { enumerable: true, writable: true, configurable: true }
function put(target: Record<string, unknown>, key: string, value: unknown): void {
  if (value === undefined) return
  // Plain assignment is fast; only `__proto__` needs defineProperty to stay an own property.
  if (key === '__proto__') Object.defineProperty(target, key, { ...FIELD, value })
  else target[key] = value
}

function settle(value: unknown): unknown {
  return value instanceof Cut ? value.empty : value
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
