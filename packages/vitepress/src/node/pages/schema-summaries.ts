// Issue 32: a generated page's data carried every component schema it reaches (up to 48 KB), and
// GitHub's pages repeat the same ones (`simple-user`, `repository`...) hundreds of times. A built
// page now carries in full only the component schemas its trees show open when it loads (a
// parameter's, body's or response's own `$ref`, and the variants a choice shows); every other one
// it reaches goes as a summary, what a closed tree node says of it, and the client fetches the
// whole schema from the schema's own page when the reader opens it
// (client/components/schema/schemaStore.ts).
import type {
  CallbackModel,
  MediaModel,
  OperationModel,
  OperationPageData,
  SchemaNode,
  SchemaPageData,
  SchemaSummary,
} from '../../shared/model'
import { choiceKind } from '../../shared/schema/choiceKind'
import { directRefs, LISTS, MAPS, SCHEMA_OR_BOOLEAN, SINGLE } from '../model/schema'

/** The keywords whose subschemas a summary drops; a schema with other subschemas stays whole. */
const SUMMED = new Set(['properties', 'items', 'additionalProperties', 'allOf', 'oneOf', 'anyOf'])
const SUBSCHEMA_KEYS: ReadonlySet<string> = new Set([
  ...SINGLE,
  ...SCHEMA_OR_BOOLEAN,
  ...LISTS,
  ...MAPS,
])

/**
 * The summary of a component schema: its own keywords (type, description, enum, limits...) and
 * what its closed toggle says, or undefined when it has no subschemas (it is as small whole) or
 * has some a closed node's head words (JSON Schema 2020-12's, which stay whole).
 */
export function schemaSummary(
  schema: SchemaNode,
  schemas: Record<string, SchemaNode>,
): SchemaNode | undefined {
  // A model's component schemas are met again on page after page: each is summarized once.
  if (summaries.has(schema)) return summaries.get(schema)
  const summary = summarize(schema, schemas)
  summaries.set(schema, summary)
  return summary
}

const summaries = new WeakMap<SchemaNode, SchemaNode | undefined>()

function summarize(
  schema: SchemaNode,
  schemas: Record<string, SchemaNode>,
): SchemaNode | undefined {
  const own: Record<string, unknown> = {}
  let dropped = false
  for (const [key, value] of Object.entries(schema)) {
    if (!SUBSCHEMA_KEYS.has(key)) own[key] = value
    else if (typeof value !== 'object' || value === null) own[key] = value
    else if (SUMMED.has(key)) dropped = true
    else return undefined
  }
  if (!dropped) return undefined
  return { ...own, summary: toggleOf(schema, schemas) }
}

/** What SchemaTree's toggle says of a closed node showing `schema` (see its template). */
function toggleOf(schema: SchemaNode, schemas: Record<string, SchemaNode>): SchemaSummary {
  const entries = Object.values(schema.properties ?? {})
  const flag = (child: SchemaNode, key: 'readOnly' | 'writeOnly') =>
    !!child[key] || (!!child.$ref && !!schemas[child.$ref]?.[key])
  const properties = entries.length
  const request = entries.filter((child) => !flag(child, 'readOnly')).length
  const response = entries.filter((child) => !flag(child, 'writeOnly')).length
  const extra = schema.additionalProperties && typeof schema.additionalProperties === 'object'
  const others = schema.items
    ? 'item'
    : choiceKind(schema)
      ? 'variants'
      : schema.allOf?.length || schema.oneOf?.length || schema.anyOf?.length || extra
        ? 'details'
        : undefined
  return {
    properties,
    ...(request === properties ? {} : { request }),
    ...(response === properties ? {} : { response }),
    ...(others ? { others } : {}),
  }
}

/** The schemas a page's trees show at their top, open as the page loads. */
function openRoots(data: OperationPageData | SchemaPageData): SchemaNode[] {
  if ('schema' in data) return [data.schema]
  const roots: SchemaNode[] = []
  const media = (list: MediaModel[]) => {
    for (const item of list) {
      if (item.schema) roots.push(item.schema)
      if (item.itemSchema) roots.push(item.itemSchema)
      if (item.itemData) roots.push(item.itemData.schema)
    }
  }
  const parts: (OperationModel | CallbackModel)[] = [
    data.operation,
    ...(data.operation.callbacks ?? []),
  ]
  for (const part of parts) {
    for (const param of part.parameters) if (param.schema) roots.push(param.schema)
    media(part.requestBody?.content ?? [])
    for (const response of part.responses) {
      media(response.content)
      for (const header of response.headers) if (header.schema) roots.push(header.schema)
    }
  }
  return roots
}

/**
 * The component schemas shown open as the page loads: a root's `$ref`, and through it (a tree
 * node showing a component shows its members), and the alternatives of a choice (the chosen one
 * shows open, see VariantChoice.vue).
 */
function openSchemas(roots: SchemaNode[], schemas: Record<string, SchemaNode>): Set<string> {
  const open = new Set<string>()
  const walk = (node: SchemaNode) => {
    if (node.$ref) {
      if (open.has(node.$ref) || !schemas[node.$ref]) return
      open.add(node.$ref)
      walk(schemas[node.$ref]!)
      return
    }
    const kind = choiceKind(node)
    if (kind) for (const variant of node[kind]!) walk(variant)
  }
  for (const root of roots) walk(root)
  return open
}

/**
 * A built page's data with the component schemas it does not show open as summaries, and only
 * those it reaches through what it carries whole (the rest come with the schemas the reader
 * opens). `hasPage` tells the schemas the client can fetch whole: the others stay whole.
 */
export function withSchemaSummaries<T extends OperationPageData | SchemaPageData>(
  data: T,
  hasPage: (name: string) => boolean,
): T {
  const all = data.schemas
  const open = openSchemas(openRoots(data), all)
  const kept: Record<string, SchemaNode> = {}
  // Nearest first, as the closure was picked: what a whole schema names is carried too.
  const queue = [...openRoots(data).flatMap((root) => [...directRefs(root)])]
  for (let i = 0; i < queue.length; i++) {
    const name = queue[i]!
    const schema = all[name]
    if (!schema || name in kept) continue
    const summary = open.has(name) || !hasPage(name) ? undefined : schemaSummary(schema, all)
    kept[name] = summary ?? schema
    if (!summary) queue.push(...directRefs(schema))
  }
  // The links of what the page names: a schema fetched whole brings its own page's links.
  const named = new Set(queue)
  if ('name' in data) named.add(data.name)
  const schemaLinks = Object.fromEntries(
    Object.entries(data.schemaLinks).filter(([name]) => named.has(name)),
  )
  return { ...data, schemas: kept, schemaLinks }
}
