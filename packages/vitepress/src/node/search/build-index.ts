import { isFixedMethod } from '../../shared/model'
import {
  SEARCH_METHODS,
  type IndexedOperation,
  type IndexedSchema,
  type SearchIndexData,
} from '../../shared/search/format'
import { specOutline, type SpecOutline } from '../model/outline'

/**
 * The search index of every spec: operations (method, path, id, summary, tags) and component
 * schemas, in the compact form the dialog fetches. Descriptions are left out: they would make
 * the index several times larger, and readers search for names, not prose.
 */
export function buildSearchIndex(wholes: Iterable<SpecOutline>): SearchIndexData {
  const data: SearchIndexData = { v: 1, s: [], t: [], o: [], c: [] }
  const tags = new Map<string, number>()
  const tagId = (name: string) => {
    let id = tags.get(name)
    if (id === undefined) tags.set(name, (id = data.t.push(name) - 1))
    return id
  }
  for (const model of [...wholes].map(specOutline)) {
    const spec = data.s.push([model.ref.name, model.ref.label, model.ref.prefix]) - 1
    const parents = new Map(
      model.tags.flatMap((tag) => (tag.parent ? [[tag.name, tag.parent]] : [])),
    )
    for (const operation of model.operations) {
      const row: IndexedOperation = [
        spec,
        isFixedMethod(operation.method)
          ? SEARCH_METHODS.indexOf(operation.method)
          : operation.method,
        operation.path,
        operation.operationId,
        operation.slug === operation.operationId ? '' : operation.slug,
        // A webhook is found by its name (its `path`); GitHub's summaries are paragraphs.
        operation.webhook ? '' : (operation.summary ?? ''),
        withAncestors(operation.tags, parents).map(tagId),
      ]
      if (operation.webhook) row.push(1)
      data.o.push(row)
    }
    for (const [name, slug] of Object.entries(model.schemaSlugs)) {
      const row: IndexedSchema = [spec, name, slug === name ? '' : slug]
      data.c.push(row)
    }
  }
  return data
}

/**
 * An operation's tags and the tags they are nested under (OpenAPI 3.2 `parent`), so that a
 * search for a parent's name finds what its children list; the same list without parents.
 */
function withAncestors(tags: readonly string[], parents: ReadonlyMap<string, string>): string[] {
  if (!parents.size) return [...tags]
  const all = new Set<string>()
  for (const tag of tags)
    for (let at: string | undefined = tag; at !== undefined && !all.has(at); at = parents.get(at))
      all.add(at)
  return [...all]
}
