import {
  methodLabel,
  type MediaModel,
  type OperationModel,
  type OperationPageData,
  type OperationSummary,
  type SchemaNode,
  type SchemaPageData,
  type SpecIndexData,
  type SpecRef,
} from '../../shared/model'
import { exampleFromSchema } from '../../shared/examples/example'
import { CHANGELOG_SLUG, schemaLink } from '../../shared/links'
import { SpecError, findRefPosition } from '../errors'
import type { LoadedSpec } from '../description/load'
import { type ResolvedSpecEntry } from '../options'
import { downloadHref } from '../description/download'
import { renderMarkdown } from '../markdown/render'
import { withConfiguredServer } from './configuredServer'
import { externalDocs, scalarEnvironments } from './operation/extensions'
import { operationLabels, specTags, tagLabels } from './tags/tags'
import { createSlugger, derivedOperationId } from './ids'
import { pathItemOperations } from './methods'
import { withoutInternal } from './internal'
import { toOperation, type OperationContext } from './operation/operation'
import { RefResolver } from './refs/refs'
import type { LinkTarget } from './operation/links'
import { directRefs, schemaClosure, toSchemaNode } from './schema'
import { securityRequirements, securitySchemes } from './operation/security'
import { servers } from './operation/servers'
import { specOutline } from './outline'
import { summarize } from './tags/summary'
import { usedByOf } from './used-by'

export { summarize } from './tags/summary'

export { specTags } from './tags/tags'

export { USED_BY_LISTED } from './used-by'

import type { OperationEntry, OperationLine, SpecModel } from './spec-types'

export type { OperationEntry, OperationLine, SpecModel } from './spec-types'

type Raw = Record<string, unknown>

/** Normalizes a loaded description into the model the pages are made from. */
export function buildSpecModel(source: LoadedSpec): SpecModel {
  return buildVisibleModel(visibleSpec(source))
}

/** The description as the model sees it: without its hidden parts, unless the entry keeps them. */
export function visibleSpec(source: LoadedSpec): LoadedSpec {
  // The one place hidden parts leave: everything made from the model never sees them.
  return source.entry.includeInternal
    ? source
    : { ...source, document: withoutInternal(source.document) }
}

/** {@link buildSpecModel} of a description whose hidden parts are gone (see `visibleSpec`). */
export function buildVisibleModel(loaded: LoadedSpec): SpecModel {
  const { document } = loaded
  // Fragments (schemas named by other pointers) join the components in one lookup as they are met.
  const refTargets: Record<string, SchemaNode> = {}
  const refs = new RefResolver(loaded, refTargets)
  const schemas: Record<string, SchemaNode> = {}
  for (const [name, raw] of Object.entries(componentSchemas(document)))
    schemas[name] = toSchemaNode(raw, refs)
  Object.assign(refTargets, schemas)
  const schemaSlugs = slugsOfSchemas(Object.keys(schemas))
  const context = operationContext(loaded, refs, refTargets)
  const operations = operationEntries(loaded, refs).map((entry) =>
    entryOperation(entry, context, loaded.entry.server),
  )
  const model: SpecModel = {
    ...specHead(loaded),
    operations,
    schemas,
    refTargets,
    schemaSlugs,
    securitySchemes: securitySchemes(components(document), refs),
    tags: [],
    ...usedBy(operations, refTargets),
  }
  Object.assign(model, specTags(document, operations))
  const docs = externalDocs(document.externalDocs)
  if (docs) model.externalDocs = docs
  const description = renderMarkdown(document.info?.description)
  if (description) model.description = description
  return model
}

/** The `components` object of a description (empty when it has none). */
export function components(document: LoadedSpec['document']): Raw {
  return (document.components ?? {}) as Raw
}

/** The raw component schemas of a description, by name. */
export function componentSchemas(document: LoadedSpec['document']): Raw {
  return (components(document).schemas ?? {}) as Raw
}

/** The URL-safe slug of each component schema's page, by name, in the description's order. */
export function slugsOfSchemas(names: readonly string[]): Record<string, string> {
  const schemaSlug = createSlugger()
  return Object.fromEntries(names.map((name) => [name, schemaSlug(name)]))
}

/** A spec's reference, title and version. */
export function specHead(loaded: LoadedSpec): Pick<SpecModel, 'ref' | 'title' | 'version'> {
  const { document, entry } = loaded
  const title = document.info?.title?.trim() || entry.name
  const download = downloadHref(entry, loaded.text)
  const ref: SpecRef = {
    name: entry.name,
    label: entry.label?.trim() || title,
    prefix: entry.prefix,
    ...(download ? { download } : {}),
    // Only when set: the page data of a spec that leaves it alone stays as it was.
    ...(entry.mock === 'default' || entry.mock === false ? { mock: entry.mock } : {}),
  }
  const environments = scalarEnvironments(document['x-scalar-environments'])
  if (environments) {
    ref.environments = environments
    const active = document['x-scalar-active-environment']
    if (typeof active === 'string') ref.activeEnvironment = active
  }
  return { ref, title, version: String(document.info?.version ?? '') }
}

/** What normalizing an operation takes from its spec; `schemas` looks up what `$ref`s name. */
export function operationContext(
  loaded: LoadedSpec,
  refs: RefResolver,
  schemas: Record<string, SchemaNode>,
): OperationContext {
  // Made on the first link met: most descriptions have none.
  let targets: { byId: Map<string, LinkTarget>; byRef: Map<string, LinkTarget> } | undefined
  const find = () => {
    if (targets) return targets
    targets = { byId: new Map(), byRef: new Map() }
    for (const { ids, method, path, webhook } of operationEntries(loaded, refs)) {
      const target = { slug: ids.slug, method, path }
      targets.byId.set(ids.operationId, target)
      targets.byRef.set(`${webhook ? 'webhooks' : 'paths'} ${path} ${method}`, target)
    }
    return targets
  }
  return {
    refs,
    schemas,
    documentSecurity: securityRequirements(loaded.document.security),
    documentServers: servers(loaded.document.servers),
    tagLabels: tagLabels(loaded.document.tags),
    links: {
      prefix: loaded.entry.prefix,
      byId: (operationId) => find().byId.get(operationId),
      byRef: (method, path, webhook) =>
        find().byRef.get(`${webhook ? 'webhooks' : 'paths'} ${path} ${method}`),
    },
  }
}

/**
 * Every operation and webhook of a description, in the model's order, with its id and page slug;
 * an operation id used twice fails with its line.
 */
export function operationEntries(loaded: LoadedSpec, refs: RefResolver): OperationEntry[] {
  const { document, entry } = loaded
  const entries: OperationEntry[] = []
  const slug = createSlugger([CHANGELOG_SLUG])
  const seenIds = new Map<string, string>()
  // Webhooks are operations too (OpenAPI 3.1, 4.8.10: operation ids are unique among all of
  // them): they share the ids, the slugs and the pages' folder, marked `webhook`.
  for (const webhook of [false, true]) {
    const items = (webhook ? document.webhooks : document.paths) ?? {}
    for (const [path, value] of Object.entries(items as Raw)) {
      const pathItem = refs.deref(value as Raw)
      const refuse = (method: string, why: string) => {
        throw new SpecError(
          entry.name,
          loaded.file,
          `additionalOperations "${method}" of ${webhook ? `webhook "${path}"` : path} ${why}`,
          findRefPosition(loaded.text, method),
        )
      }
      for (const [method, raw] of pathItem ? pathItemOperations(pathItem, refuse) : []) {
        const own =
          typeof raw.operationId === 'string' && raw.operationId.trim()
            ? raw.operationId.trim()
            : undefined
        const operationId =
          own ??
          (webhook
            ? derivedOperationId(method, `webhook/${path}`)
            : derivedOperationId(method, path))
        const where = webhook
          ? `webhook "${path}" (${methodLabel(method)})`
          : `${methodLabel(method)} ${path}`
        const previous = seenIds.get(operationId)
        if (previous !== undefined) {
          throw new SpecError(
            entry.name,
            loaded.file,
            `operationId "${operationId}" of ${where} is already used by ${previous}; operation ids must be unique in a spec`,
            own ? findRefPosition(loaded.text, operationId) : undefined,
          )
        }
        seenIds.set(operationId, where)
        const ids = { id: `${entry.name}.${operationId}`, operationId, slug: slug(operationId) }
        entries.push({ ids, method, path, pathItem, raw, webhook })
      }
    }
  }
  return entries
}

/** The normalized operation of an entry; `server` is the spec entry's configured server. */
export function entryOperation(
  { ids, method, path, pathItem, raw, webhook }: OperationEntry,
  context: OperationContext,
  server: ResolvedSpecEntry['server'],
): OperationModel {
  const operation = toOperation(ids, method, path, pathItem, raw, context)
  const labels = operationLabels(operation.tags, context.tagLabels)
  if (labels) operation.labels = labels
  if (webhook) operation.webhook = true
  // The configured server comes first: it is where the site's try-it panels should send.
  else operation.servers = withConfiguredServer(operation.servers, server)
  return operation
}

/** The line of an entry, as `summarize` gives it for its normalized operation, with its tags. */
export function entryLine({ ids, method, path, raw, webhook }: OperationEntry): OperationLine {
  const summary =
    typeof raw.summary === 'string' && raw.summary.trim() ? raw.summary.trim() : undefined
  const deprecated = raw.deprecated === true
  const line: OperationSummary = { id: ids.id, slug: ids.slug, method, path, summary, deprecated }
  if (webhook) line.webhook = true
  return {
    ...summarize(line),
    operationId: ids.operationId,
    tags: Array.isArray(raw.tags) ? raw.tags.map(String) : [],
  }
}

/** The users of each schema, from the normalized operations and schemas (see `usedByOf`). */
function usedBy(
  operations: OperationModel[],
  schemas: Record<string, SchemaNode>,
): Pick<SpecModel, 'usedBy' | 'usedByCount'> {
  return usedByOf(operations, operationRefs, (name) => {
    const schema = schemas[name]
    return schema && directRefs(schema)
  })
}

/** The component schemas an operation's parameters, body and responses refer to directly. */
export function operationRefs(operation: OperationModel): Set<string> {
  const refs = new Set<string>()
  for (const param of operation.parameters) if (param.schema) directRefs(param.schema, refs)
  for (const media of operation.requestBody?.content ?? []) mediaRefs(media, refs)
  for (const part of [operation, ...(operation.callbacks ?? [])]) {
    if (part !== operation) {
      for (const param of part.parameters) if (param.schema) directRefs(param.schema, refs)
      for (const media of part.requestBody?.content ?? []) mediaRefs(media, refs)
    }
    for (const response of part.responses) {
      for (const media of response.content) mediaRefs(media, refs)
      for (const header of response.headers) if (header.schema) directRefs(header.schema, refs)
    }
  }
  return refs
}

/** The component schemas a media type's schemas refer to directly (OpenAPI 3.2 items too). */
function mediaRefs(media: MediaModel, refs: Set<string>): void {
  if (media.schema) directRefs(media.schema, refs)
  if (media.itemSchema) directRefs(media.itemSchema, refs)
  if (media.itemData) directRefs(media.itemData.schema, refs)
}

/** What an operation's page takes from its spec's model. */
export type PageParts = Pick<SpecModel, 'ref' | 'refTargets' | 'securitySchemes' | 'schemaSlugs'>

/** The data an operation page (or an embedded endpoint) carries: that operation and no other. */
export function operationPageData(model: PageParts, operation: OperationModel): OperationPageData {
  const used = new Set(operation.security.flat().map((item) => item.scheme))
  const roots = operationRefs(operation)
  const schemas = schemaClosure(roots, model.refTargets)
  return {
    spec: model.ref,
    operation,
    schemas,
    securitySchemes: model.securitySchemes.filter((scheme) => used.has(scheme.key)),
    schemaLinks: schemaLinks(model, roots, schemas),
  }
}

/** What a schema's page takes from its spec's model. */
export type SchemaPageParts = PageParts & Pick<SpecModel, 'schemas' | 'usedBy' | 'usedByCount'>

/** The data of one component schema's page. */
export function schemaPageData(model: SchemaPageParts, name: string): SchemaPageData {
  const schema = model.schemas[name]!
  const example = exampleFromSchema(schema, model.refTargets, { direction: 'response' })
  const roots = directRefs(schema)
  const schemas = schemaClosure(roots, model.refTargets)
  const users = model.usedBy[name] ?? []
  const count = model.usedByCount?.[name]
  return {
    spec: model.ref,
    name,
    schema,
    schemas,
    usedBy: users,
    ...(count ? { usedByCount: count } : {}),
    ...(example === undefined ? {} : { example }),
    schemaLinks: schemaLinks(model, roots.add(name), schemas),
  }
}

/** URLs of the schemas a page names: its roots and whatever its included schemas refer to. */
function schemaLinks(
  model: PageParts,
  roots: Set<string>,
  included: Record<string, SchemaNode>,
): Record<string, string> {
  const names = new Set(roots)
  for (const schema of Object.values(included)) directRefs(schema, names)
  const links: Record<string, string> = {}
  for (const name of names) {
    const slug = model.schemaSlugs[name]
    if (slug) links[name] = schemaLink(model.ref.name, slug)
  }
  return links
}

/** The index of a whole spec, for `OpenApiSpec` on a landing page. */
export function specIndexData(model: SpecModel): SpecIndexData {
  // From the outline: a lazy model (see lazy-spec.ts) need not be made whole for its index.
  const { operations, schemaSlugs } = specOutline(model)
  const webhooks = operations.filter((operation) => operation.webhook).map(summarize)
  return {
    spec: model.ref,
    title: model.title,
    version: model.version,
    ...(model.description ? { description: model.description } : {}),
    tags: model.tags,
    ...(model.tagSections ? { tagSections: model.tagSections } : {}),
    ...(webhooks.length ? { webhooks } : {}),
    ...(model.externalDocs ? { externalDocs: model.externalDocs } : {}),
    schemaNames: Object.keys(schemaSlugs),
  }
}
