import type { TagGroup, TagSection } from '../../../shared/model'
import { LAZY_SECTIONS_OVER } from '../../../shared/sidebar'

/**
 * Sections made from dotted tag names, for a description with more tags than a sidebar can list
 * and no `x-tagGroups`: Microsoft Graph's 828 tags (`users.user`, `users.calendar`, …) fall into
 * 118 sections, one per part before the first dot. Undefined when the names do not group (fewer
 * than two tags per section on average), or when there are few enough tags to list.
 */
export function prefixSections(tags: readonly TagGroup[]): TagSection[] | undefined {
  if (tags.length <= LAZY_SECTIONS_OVER) return undefined
  const sections = new Map<string, string[]>()
  for (const { name } of tags) {
    const dot = name.indexOf('.')
    const prefix = dot > 0 ? name.slice(0, dot) : name
    const list = sections.get(prefix) ?? []
    list.push(name)
    sections.set(prefix, list)
  }
  if (sections.size * 2 > tags.length) return undefined
  return [...sections].map(([name, names]) => ({ name, tags: names }))
}
