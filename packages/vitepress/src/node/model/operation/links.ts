import type { EncodingModel, LinkModel, OperationMethod } from '../../../shared/model'
import { operationLink } from '../../../shared/links'
import { renderMarkdown } from '../../markdown/render'
import type { RefResolver } from '../refs/refs'
import { toSchemaNode } from '../schema'

type Raw = Record<string, unknown>

/** An operation a link can name: its page slug, method and path. */
export interface LinkTarget {
  slug: string
  method: OperationMethod
  path: string
}

/** How links find their operations: by `operationId`, or by `method path` for `operationRef`. */
export interface LinkTargets {
  prefix: string
  byId: (operationId: string) => LinkTarget | undefined
  byRef: (method: string, path: string, webhook: boolean) => LinkTarget | undefined
}

const isObject = (value: unknown): value is Raw =>
  !!value && typeof value === 'object' && !Array.isArray(value)

/**
 * A response's `links` (OpenAPI 3.1, 4.8.20 Link Object), in the description's order: each with
 * the operation it names when the description has it (by `operationId`, or by an `operationRef`
 * pointer into its own `paths` or `webhooks`), and otherwise the target as written.
 */
export function responseLinks(
  raw: unknown,
  refs: RefResolver,
  targets: LinkTargets,
): LinkModel[] | undefined {
  if (!isObject(raw)) return undefined
  const links: LinkModel[] = []
  for (const [name, value] of Object.entries(raw)) {
    const link = refs.deref(value as Raw)
    if (!isObject(link)) continue
    const model: LinkModel = { name }
    const target = linkTarget(link, targets)
    if (target) model.operation = { ...target, href: operationLink(targets.prefix, target.slug) }
    else if (typeof link.operationId === 'string') model.target = link.operationId
    else if (typeof link.operationRef === 'string') model.target = link.operationRef
    if (isObject(link.parameters) && Object.keys(link.parameters).length)
      model.parameters = link.parameters
    if (link.requestBody !== undefined) model.requestBody = link.requestBody
    const description = renderMarkdown(link.description as string | undefined)
    if (description) model.description = description
    const server = isObject(link.server) ? link.server.url : undefined
    if (typeof server === 'string') model.server = server
    links.push(model)
  }
  return links.length ? links : undefined
}

function linkTarget(link: Raw, targets: LinkTargets): LinkTarget | undefined {
  if (typeof link.operationId === 'string') return targets.byId(link.operationId.trim())
  if (typeof link.operationRef !== 'string') return undefined
  // Only a pointer into this description names a page: `#/paths/~1pets~1{id}/get`.
  const match = /^#\/(paths|webhooks)\/([^/]+)\/([^/]+)$/.exec(link.operationRef)
  if (!match) return undefined
  const path = decodeURIComponent(match[2]!).replace(/~1/g, '/').replace(/~0/g, '~')
  return targets.byRef(match[3]!, path, match[1] === 'webhooks')
}

/** A media type's `encoding` (OpenAPI 3.1, 4.8.15 Encoding Object), by body part. */
export function encodings(raw: unknown, refs: RefResolver): EncodingModel[] | undefined {
  if (!isObject(raw)) return undefined
  const out: EncodingModel[] = []
  for (const [name, value] of Object.entries(raw)) {
    if (!isObject(value)) continue
    const model: EncodingModel = { name }
    if (typeof value.contentType === 'string') model.contentType = value.contentType
    if (isObject(value.headers)) {
      model.headers = Object.entries(value.headers).map(([header, rawHeader]) => {
        const h = refs.deref(rawHeader as Raw)
        const description = renderMarkdown(h.description as string | undefined)
        return {
          name: header,
          required: h.required === true,
          ...(description ? { description } : {}),
          ...(h.schema ? { schema: toSchemaNode(h.schema, refs) } : {}),
        }
      })
    }
    if (typeof value.style === 'string') model.style = value.style
    if (typeof value.explode === 'boolean') model.explode = value.explode
    if (typeof value.allowReserved === 'boolean') model.allowReserved = value.allowReserved
    out.push(model)
  }
  return out.length ? out : undefined
}
