import type { SchemaNode } from '../../shared/model'
import { renderMarkdown } from '../markdown/render'
import type { RefResolver } from './refs/refs'

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
  'minContains',
  'maxContains',
  'contentMediaType',
  'contentEncoding',
] as const
// The keywords holding subschemas, in the order every walk follows (collectRefs, RawRefs): a
// schema's references are met, and its closure picked, in the same order wherever it is read.
/** Keywords holding one subschema. */
export const SINGLE = [
  'items',
  'not',
  'contains',
  'propertyNames',
  'if',
  'then',
  'else',
  'contentSchema',
] as const
/** Keywords holding a subschema or a boolean. */
export const SCHEMA_OR_BOOLEAN = [
  'additionalProperties',
  'unevaluatedProperties',
  'unevaluatedItems',
] as const
/** Keywords holding a list of subschemas. */
export const LISTS = ['allOf', 'oneOf', 'anyOf', 'prefixItems'] as const
/** Keywords holding subschemas by name (a property's, a pattern's). */
export const MAPS = ['properties', 'patternProperties', 'dependentSchemas'] as const
// Beside a `$ref`, these only annotate: they stay on the reference rather than becoming a part.
const REF_ANNOTATIONS = ['title', 'deprecated', 'readOnly', 'writeOnly', 'default'] as const

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
  if (typeof schema.$ref === 'string') return refSchema(schema, schema.$ref, refs)
  const node: SchemaNode = {}
  for (const key of COPIED) if (schema[key] !== undefined) (node as Raw)[key] = schema[key]
  const description = renderMarkdown(schema.description as string | undefined)
  if (description) node.description = description
  const examples = examplesOf(schema)
  if (examples) node.examples = examples
  for (const key of SINGLE)
    if (schema[key] !== undefined) node[key] = toSchemaNode(schema[key], refs)
  for (const key of LISTS) {
    const list = schema[key]
    if (Array.isArray(list)) node[key] = list.map((item) => toSchemaNode(item, refs))
  }
  for (const key of MAPS) {
    const map = schema[key]
    if (!map || typeof map !== 'object') continue
    const out: Record<string, SchemaNode> = (node[key] = {})
    for (const [name, value] of Object.entries(map as Raw)) out[name] = toSchemaNode(value, refs)
  }
  for (const key of SCHEMA_OR_BOOLEAN) {
    const value = schema[key]
    if (typeof value === 'boolean') node[key] = value
    else if (value && typeof value === 'object') node[key] = toSchemaNode(value, refs)
  }
  const dependent = dependentRequired(schema.dependentRequired)
  if (dependent) node.dependentRequired = dependent
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

/** `examples` (JSON Schema 2020-12) or OpenAPI 3.0's single `example`, as a list. */
function examplesOf(schema: Raw): unknown[] | undefined {
  if (Array.isArray(schema.examples) && schema.examples.length) return schema.examples
  return schema.example !== undefined ? [schema.example] : undefined
}

/** `dependentRequired` when it is what JSON Schema 2020-12 says: names to lists of names. */
function dependentRequired(raw: unknown): Record<string, string[]> | undefined {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return undefined
  const entries = Object.entries(raw as Raw).filter(
    (entry): entry is [string, string[]] =>
      Array.isArray(entry[1]) && entry[1].every((name) => typeof name === 'string'),
  )
  return entries.length ? Object.fromEntries(entries) : undefined
}

/**
 * A schema with a `$ref`. In OpenAPI 3.0 its siblings are ignored (only a description beside it
 * is kept, the one readers expect to see). From 3.1 on (JSON Schema 2020-12, Core 8.2.3.1) they
 * apply as well as the target: annotations stay on the reference, and any other keyword makes
 * the node `allOf` the reference and a schema of those keywords, which is what it means.
 */
function refSchema(schema: Raw, ref: string, refs: RefResolver): SchemaNode {
  const name = refs.componentSchemaName(ref)
  const description = renderMarkdown(schema.description as string | undefined)
  let node: SchemaNode = name !== undefined ? { $ref: name } : pointerSchema(ref, refs)
  if (refs.refSiblingsApply) {
    const rest: Raw = {}
    const notes: SchemaNode = {}
    for (const [key, value] of Object.entries(schema)) {
      if (key === '$ref' || key === 'description' || key === 'example' || key === 'examples')
        continue
      if ((REF_ANNOTATIONS as readonly string[]).includes(key)) (notes as Raw)[key] = value
      else rest[key] = value
    }
    const examples = examplesOf(schema)
    if (examples) notes.examples = examples
    const siblings = toSchemaNode(rest, refs)
    if (Object.keys(siblings).length) node = { allOf: [node, siblings] }
    if (Object.keys(notes).length) node = { ...node, ...notes }
  }
  return description ? { ...node, description } : node
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
  for (const child of subschemas(node)) size += treeSize(child)
  treeSizes.set(node, size)
  return size
}

/** The subschemas a node holds, in the order of {@link SINGLE}, its siblings' lists, then maps. */
export function subschemas(node: SchemaNode): SchemaNode[] {
  const out: SchemaNode[] = []
  for (const key of SINGLE) if (node[key]) out.push(node[key])
  for (const key of SCHEMA_OR_BOOLEAN) {
    const value = node[key]
    if (value && typeof value === 'object') out.push(value)
  }
  for (const key of LISTS) out.push(...(node[key] ?? []))
  for (const key of MAPS) out.push(...Object.values(node[key] ?? {}))
  return out
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
  for (const child of subschemas(node)) collectRefs(child, into)
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
