import { operationLink, schemaLink } from '../links'
import type { OperationMethod } from '../model'
import { SEARCH_METHODS, type SearchIndexData } from './format'

/** A spec as a search result names it. */
export interface SearchSpec {
  name: string
  label: string
}

/** One thing the search can find: an operation or a component schema, with its page. */
export type SearchEntry = {
  spec: SearchSpec
  /** Page URL, without the site's base. */
  link: string
} & (
  | {
      kind: 'operation'
      method: OperationMethod
      path: string
      operationId: string
      summary?: string
      tags: string[]
      /** Set for a webhook: `path` is then its name. */
      webhook?: true
    }
  | { kind: 'schema'; name: string }
)

/** Unpacks the compact index into one object per entry (operations first, then schemas). */
export function readEntries(data: SearchIndexData): SearchEntry[] {
  const specs = data.s.map(([name, label, prefix]) => ({ spec: { name, label }, prefix }))
  const entries: SearchEntry[] = []
  for (const [spec, method, path, operationId, slug, summary, tags, webhook] of data.o) {
    const { spec: ref, prefix } = specs[spec]!
    entries.push({
      kind: 'operation',
      spec: ref,
      link: operationLink(prefix, slug || operationId),
      method: typeof method === 'number' ? SEARCH_METHODS[method]! : method,
      path,
      operationId,
      ...(summary ? { summary } : {}),
      tags: tags.map((tag) => data.t[tag]!),
      ...(webhook ? { webhook: true as const } : {}),
    })
  }
  for (const [spec, name, slug] of data.c) {
    const { spec: ref } = specs[spec]!
    entries.push({
      kind: 'schema',
      spec: ref,
      link: schemaLink(ref.name, slug || name),
      name,
    })
  }
  return entries
}
