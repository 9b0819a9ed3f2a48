import { choiceKind } from './choiceKind'
import type { SchemaNode } from '../model'

// The alternatives of a `oneOf` or `anyOf`, named for a reader's choice. The OpenAPI
// Specification (3.1, "Discriminator Object") names each alternative by its `mapping` key, or, where
// the mapping is silent, by the component schema's own name; without a discriminator the choice
// is labelled by each alternative's `title`, its `$ref` name or its type.

/** One alternative of a `oneOf`/`anyOf`, as the variant choice offers it. */
export interface Variant {
  /** What the reader sees on the tab or option. */
  label: string
  /** The alternative as written (often a `$ref`). */
  schema: SchemaNode
  /** The discriminator values that select this alternative (mapping keys, or its schema name). */
  values: string[]
}

/** The alternatives of a schema and how they are told apart, when it offers a choice. */
export interface VariantSet {
  kind: 'oneOf' | 'anyOf'
  /** The property whose value decides, when the schema has a discriminator. */
  propertyName?: string
  variants: Variant[]
  /** The alternative shown until the reader picks one (the first that is not `null`). */
  initial: number
}

/**
 * The choice a schema offers: its `oneOf` (or else `anyOf`) alternatives, labelled. Undefined when
 * there is nothing to choose: fewer than two alternatives that are not just `null` (the common
 * `anyOf: [X, {type: null}]` is "X or null", shown as it is written).
 */
export function variantSet(
  node: SchemaNode,
  schemas: Record<string, SchemaNode>,
): VariantSet | undefined {
  const kind = choiceKind(node)
  if (!kind) return undefined
  const alternatives = node[kind]!
  if (alternatives.filter((option) => !isNullSchema(option, schemas)).length < 2) return undefined
  const discriminator = node.discriminator
  const mapping = Object.entries(discriminator?.mapping ?? {})
  const labels = alternatives.map((option, index) => {
    const values = discriminator ? discriminatorValues(option, mapping) : []
    return { values, label: values.length ? values.join(', ') : plainLabel(option, index, schemas) }
  })
  // Two alternatives with one label (two untitled objects) would be one tab twice.
  const counts = new Map<string, number>()
  for (const { label } of labels) counts.set(label, (counts.get(label) ?? 0) + 1)
  const seen = new Map<string, number>()
  const variants = alternatives.map((schema, index) => {
    const { label, values } = labels[index]!
    const nth = (seen.get(label) ?? 0) + 1
    seen.set(label, nth)
    return { schema, values, label: counts.get(label)! > 1 ? `${label} (${nth})` : label }
  })
  return {
    kind,
    ...(discriminator ? { propertyName: discriminator.propertyName } : {}),
    variants,
    initial: defaultVariant(alternatives, schemas),
  }
}

/** The alternative an example shows by default: the first that is not `null`. */
export function defaultVariant(
  alternatives: readonly SchemaNode[],
  schemas: Record<string, SchemaNode>,
): number {
  const index = alternatives.findIndex((option) => !isNullSchema(option, schemas))
  return Math.max(index, 0)
}

/**
 * The alternative a value of the schema belongs to, read from its discriminator property;
 * undefined when the schema has no discriminator or the value names none of its alternatives.
 */
export function variantOfValue(set: VariantSet, value: unknown): number | undefined {
  if (!set.propertyName || !value || typeof value !== 'object' || Array.isArray(value))
    return undefined
  const tag = (value as Record<string, unknown>)[set.propertyName]
  if (typeof tag !== 'string') return undefined
  const index = set.variants.findIndex((variant) => variant.values.includes(tag))
  return index < 0 ? undefined : index
}

/** The component schema a node names, when the page has it. */
export function resolveRef(
  node: SchemaNode | undefined,
  schemas: Record<string, SchemaNode>,
): SchemaNode | undefined {
  // Own names only: `constructor` must not find what Object.prototype holds.
  if (node?.$ref === undefined) return node
  return Object.hasOwn(schemas, node.$ref) ? schemas[node.$ref] : undefined
}

function discriminatorValues(option: SchemaNode, mapping: [string, string][]): string[] {
  if (option.$ref === undefined) return []
  const keys = mapping.filter(([, target]) => target === option.$ref).map(([key]) => key)
  // Where the mapping does not name it, the value is the schema's name (implicit mapping).
  return keys.length ? keys : [option.$ref]
}

function plainLabel(option: SchemaNode, index: number, schemas: Record<string, SchemaNode>) {
  if (option.title) return option.title
  if (option.$ref !== undefined) return option.$ref
  if (isNullSchema(option, schemas)) return 'null'
  const type = Array.isArray(option.type) ? option.type.join(' | ') : option.type
  if (type === 'array') {
    const item = option.items
    const name = item?.title ?? item?.$ref ?? (typeof item?.type === 'string' ? item.type : 'any')
    return `${name}[]`
  }
  if (type) return type
  if (option.properties) return 'object'
  return `Option ${index + 1}`
}

function isNullSchema(option: SchemaNode, schemas: Record<string, SchemaNode>): boolean {
  const node = resolveRef(option, schemas) ?? option
  if (node.type === 'null') return true
  if (Array.isArray(node.type)) return node.type.length > 0 && node.type.every((t) => t === 'null')
  if (node.const === null) return true
  return node.enum?.length === 1 && node.enum[0] === null
}
