import { localeCopyOf } from '../../shared/links'
import { specOutline, type SpecOutline } from '../model/outline'

/** A spec's generated pages that vary between descriptions, as `operation/<slug>`, `schema/<slug>`. */
function pageIds(whole: SpecOutline): Set<string> {
  const model = specOutline(whole)
  return new Set([
    ...model.operations.map((operation) => `operation/${operation.slug}`),
    ...Object.values(model.schemaSlugs).map((slug) => `schema/${slug}`),
  ])
}

/**
 * What a locale's copy made from a description of its own adds to its spec's pages and lacks of
 * them: the browser's language menu links a page under a locale only where it is there
 * (shared/i18n/language-menu.ts). Empty for a copy of the spec's own description.
 */
export function copyGaps(
  model: SpecOutline,
  models: ReadonlyMap<string, SpecOutline>,
): { adds?: string[]; lacks?: string[] } {
  const spec = localeCopyOf(specOutline(model).ref.name)?.spec
  const own = spec === undefined ? undefined : models.get(spec)
  if (!own) return {}
  const theirs = pageIds(model)
  const ours = pageIds(own)
  const adds = [...theirs].filter((id) => !ours.has(id))
  const lacks = [...ours].filter((id) => !theirs.has(id))
  return { ...(adds.length ? { adds } : {}), ...(lacks.length ? { lacks } : {}) }
}
