import { localeCopyOf, operationLink, schemaLink } from '../links'
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

/**
 * The entries a reader of `locale` (VitePress's `localeIndex`: `root` or a locale's key) searches:
 * each spec's copy under that locale where it has one (node/specs/locale-copies.ts), else the
 * spec's own pages; never another locale's copies.
 */
export function entriesInLocale(entries: SearchEntry[], locale: string): SearchEntry[] {
  const key = locale.replace(/^\/+|\/+$/g, '')
  const copied = new Set<string>()
  for (const { spec } of entries) {
    const copy = localeCopyOf(spec.name)
    if (copy?.locale === key) copied.add(copy.spec)
  }
  return entries.filter(({ spec }) => {
    const copy = localeCopyOf(spec.name)
    return copy ? copy.locale === key : !copied.has(spec.name)
  })
}
