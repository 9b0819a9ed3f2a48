import type { SchemaNode } from '../../shared/model'
import { renderMarkdown } from '../markdown'
import type { RefResolver } from './refs'

type Raw = Record<string, unknown>

const COPIED = [
  'type',
  'format',
  'title',
  'enum',
  'const',
  'default',
  'nullable',
  'deprecated',
  'readOnly',
  'writeOnly',
  'required',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'minLength',
  'maxLength',
  'pattern',
  'minItems',
  'maxItems',
  'uniqueItems',
  'minProperties',
  'maxProperties',
] as const
const SINGLE = ['items', 'not'] as const
const LISTS = ['allOf', 'oneOf', 'anyOf', 'prefixItems'] as const

/**
 * Turns a raw JSON Schema of the description into a SchemaNode. A `$ref` to a component schema
 * stays a reference by name; any other pointer is followed inline when what it names is small,
 * and otherwise kept as a reference too (see {@link pointerSchema}).
 */
export function toSchemaNode(raw: unknown, refs: RefResolver): SchemaNode {
  if (raw === true || raw === undefined || raw === null) return {}
  if (raw === false) return { not: {} }
  if (typeof raw !== 'object' || Array.isArray(raw)) return {}
  const schema = raw as Raw
  if (typeof schema.$ref === 'string') {
    const ref = schema.$ref
    const name = refs.componentSchemaName(ref)
    // 3.1 allows siblings next to $ref; a description beside it is the one readers expect to see.
    const description = renderMarkdown(schema.description as string | undefined)
    const node = name !== undefined ? { $ref: name } : pointerSchema(ref, refs)
    return description ? { ...node, description } : node
  }
  const node: SchemaNode = {}
  for (const key of COPIED) if (schema[key] !== undefined) (node as Raw)[key] = schema[key]
  const description = renderMarkdown(schema.description as string | undefined)
  if (description) node.description = description
  if (Array.isArray(schema.examples) && schema.examples.length) node.examples = schema.examples
  else if (schema.example !== undefined) node.examples = [schema.example]
  for (const key of SINGLE)
    if (schema[key] !== undefined) node[key] = toSchemaNode(schema[key], refs)
  for (const key of LISTS) {
    const list = schema[key]
    if (Array.isArray(list)) node[key] = list.map((item) => toSchemaNode(item, refs))
  }
  if (schema.properties && typeof schema.properties === 'object') {
    node.properties = {}
    for (const [name, value] of Object.entries(schema.properties as Raw))
      node.properties[name] = toSchemaNode(value, refs)
  }
  if (typeof schema.additionalProperties === 'boolean')
    node.additionalProperties = schema.additionalProperties
  else if (schema.additionalProperties && typeof schema.additionalProperties === 'object')
    node.additionalProperties = toSchemaNode(schema.additionalProperties, refs)
  const discriminator = schema.discriminator as
    { propertyName?: unknown; mapping?: Record<string, string> } | undefined
  if (discriminator && typeof discriminator.propertyName === 'string') {
    node.discriminator = { propertyName: discriminator.propertyName }
    if (discriminator.mapping) {
      node.discriminator.mapping = Object.fromEntries(
        Object.entries(discriminator.mapping).map(([key, ref]) => [
          key,
          refs.componentSchemaName(ref) ?? ref,
        ]),
      )
    }
  }
  return node
}

// Pointers into other schemas (`#/components/schemas/Gateway/properties/subnet`) are what
// bundlers leave where one file referred to another's definitions: APIs.guru's Azure
// descriptions are full of them, each target holding more of them. Inlined afresh at each use,
// a 0.2 MB description grew into pages of 79 MB. So each target is converted once and shared,
// inlined only while its whole tree stays small; a larger one, or one that contains itself,
// becomes a fragment: a reference by its pointer, like a component schema without a page.
/** Inline trees of at most this many nodes are copied into each place that points at them. */
export const INLINE_POINTER_NODES = 64

interface PointerState {
  /** Converted targets that are inlined, by pointer. */
  inline: Map<string, SchemaNode>
  /** Pointers being converted: meeting one again is a cycle. */
  active: Set<string>
}
const pointerStates = new WeakMap<RefResolver, PointerState>()

/** The node a non-component pointer stands for: its target inline, or a reference to it. */
function pointerSchema(ref: string, refs: RefResolver): SchemaNode {
  if (ref in refs.fragments) return { $ref: ref }
  let state = pointerStates.get(refs)
  if (!state) pointerStates.set(refs, (state = { inline: new Map(), active: new Set() }))
  const known = state.inline.get(ref)
  if (known) return known
  if (state.active.has(ref)) {
    // A cycle: the target becomes a fragment, filled in when its conversion ends.
    refs.fragments[ref] = {}
    return { $ref: ref }
  }
  state.active.add(ref)
  const node = toSchemaNode(refs.resolve(ref), refs)
  state.active.delete(ref)
  if (ref in refs.fragments || treeSize(node) > INLINE_POINTER_NODES) {
    refs.fragments[ref] = node
    return { $ref: ref }
  }
  state.inline.set(ref, node)
  return node
}

const treeSizes = new WeakMap<SchemaNode, number>()

/** How many nodes the JSON of a node holds, shared subtrees counted at each place. */
function treeSize(node: SchemaNode): number {
  let size = treeSizes.get(node)
  if (size !== undefined) return size
  size = 1
  if (node.items) size += treeSize(node.items)
  if (node.not) size += treeSize(node.not)
  if (node.additionalProperties && typeof node.additionalProperties === 'object')
    size += treeSize(node.additionalProperties)
  for (const key of LISTS) for (const child of node[key] ?? []) size += treeSize(child)
  for (const child of Object.values(node.properties ?? {})) size += treeSize(child)
  treeSizes.set(node, size)
  return size
}

const directRefsCache = new WeakMap<SchemaNode, string[]>()

/** Every component schema name a node refers to directly (not through other components). */
export function directRefs(node: SchemaNode, into: Set<string> = new Set()): Set<string> {
  // Component schemas are asked about again and again (closures, usedBy); their answer is kept.
  let names = directRefsCache.get(node)
  if (!names) {
    names = [...collectRefs(node, new Set())]
    directRefsCache.set(node, names)
  }
  for (const name of names) into.add(name)
  return into
}

function collectRefs(node: SchemaNode, into: Set<string>): Set<string> {
  if (node.$ref) into.add(node.$ref)
  if (node.items) collectRefs(node.items, into)
  if (node.not) collectRefs(node.not, into)
  if (node.additionalProperties && typeof node.additionalProperties === 'object')
    collectRefs(node.additionalProperties, into)
  for (const key of LISTS) for (const child of node[key] ?? []) collectRefs(child, into)
  for (const child of Object.values(node.properties ?? {})) collectRefs(child, into)
  return into
}

/**
 * The component schemas a page needs to show a set of schemas, nearest first, until the JSON
 * size bound is reached; the rest are links the reader follows to their own pages.
 */
export function schemaClosure(
  roots: Iterable<string>,
  schemas: Record<string, SchemaNode>,
  budgetBytes = 48 * 1024,
): Record<string, SchemaNode> {
  const picked: Record<string, SchemaNode> = {}
  const queue = [...new Set(roots)]
  let spent = 0
  for (let i = 0; i < queue.length; i++) {
    const name = queue[i]!
    const schema = schemas[name]
    if (!schema || name in picked) continue
    const size = jsonSize(schema)
    if (spent + size > budgetBytes && Object.keys(picked).length > 0) continue
    picked[name] = schema
    spent += size
    for (const next of directRefs(schema)) if (!(next in picked)) queue.push(next)
  }
  return picked
}

const sizeCache = new WeakMap<SchemaNode, number>()

/** The JSON length of a schema, measured once. */
function jsonSize(schema: SchemaNode): number {
  let size = sizeCache.get(schema)
  if (size === undefined) sizeCache.set(schema, (size = JSON.stringify(schema).length))
  return size
}
