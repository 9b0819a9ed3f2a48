// The tags of a description as groups of operations, with OpenAPI 3.2's Tag Object fields
// (3.2.0, Tag Object): `summary` is the name shown, `parent` nests a tag under another, and
// `kind` says what sort of tag it is ("common uses are `nav` for Navigation, `badge` for visible
// badges, `audience` for APIs used by different groups").
import type { TagGroup, TagLabel } from '../../../shared/model'
import type { LoadedSpec } from '../../description/load'
import { renderMarkdown } from '../../markdown/render'
import { externalDocs, orderBySections, tagSections } from '../operation/extensions'
import type { OperationLine, SpecModel } from '../spec-types'
import { summarize } from './summary'
import { prefixSections } from './tag-prefixes'
import { pathResource } from './resource'

type Raw = Record<string, unknown>

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() ? value.trim() : undefined

/** A tag's `kind` that makes it something other than a navigation group (not `nav`). */
function otherKind(tag: Raw): string | undefined {
  const kind = text(tag.kind)
  return kind && kind !== 'nav' ? kind : undefined
}

/** The declared tags of a `kind` other than `nav`, by name: what operation pages label. */
export function tagLabels(declared: unknown): Map<string, TagLabel> | undefined {
  const labels = new Map<string, TagLabel>()
  for (const tag of Array.isArray(declared) ? (declared as Raw[]) : []) {
    const kind = tag && typeof tag.name === 'string' ? otherKind(tag) : undefined
    if (kind)
      labels.set(tag.name as string, {
        name: tag.name as string,
        text: text(tag.summary) ?? (tag.name as string),
        kind,
      })
  }
  return labels.size ? labels : undefined
}

/** The labels of an operation's tags, in its order; undefined when it has none. */
export function operationLabels(
  tags: readonly string[],
  labels: ReadonlyMap<string, TagLabel> | undefined,
): TagLabel[] | undefined {
  const found = labels ? tags.flatMap((name) => labels.get(name) ?? []) : []
  return found.length ? found : undefined
}

/**
 * The tags of a spec, in their sections' order when it has sections (`x-tagGroups`). Where the
 * description has `x-tagGroups`, they lay the tags out and `parent` is not used: the two would
 * place a tag twice.
 */
export function specTags(
  document: LoadedSpec['document'],
  operations: readonly OperationLine[],
): Pick<SpecModel, 'tags' | 'tagSections'> {
  const tags = groupByTag(document.tags, operations)
  const nested = tags.some((tag) => tag.parent)
  const sections =
    tagSections(document['x-tagGroups'], tags) ?? (nested ? undefined : prefixSections(tags))
  if (!sections) return { tags }
  for (const tag of tags) delete tag.parent
  return { tags: orderBySections(tags, sections), tagSections: sections }
}

function groupByTag(declared: unknown, operations: readonly OperationLine[]): TagGroup[] {
  const groups = new Map<string, TagGroup>()
  // A `badge` tag is shown on its operations, never as a group (OpenAPI 3.2 `kind`).
  const badges = new Set<string>()
  for (const tag of Array.isArray(declared) ? (declared as Raw[]) : []) {
    if (typeof tag?.name !== 'string') continue
    const kind = otherKind(tag)
    if (kind === 'badge') {
      badges.add(tag.name)
      continue
    }
    const description = renderMarkdown(tag.description as string | undefined)
    const docs = externalDocs(tag.externalDocs)
    const summary = text(tag.summary)
    const parent = text(tag.parent)
    groups.set(tag.name, {
      name: tag.name,
      ...(summary ? { summary } : {}),
      ...(parent && parent !== tag.name ? { parent } : {}),
      ...(kind ? { kind } : {}),
      ...(description ? { description } : {}),
      ...(docs ? { externalDocs: docs } : {}),
      operations: [],
    })
  }
  for (const operation of operations) {
    // Webhooks have their own group, whatever their tags say.
    if (operation.webhook) continue
    const tagged = operation.tags.filter((name) => !badges.has(name))
    // Untagged operations are grouped by the resource their path names (./resource.ts).
    const names = tagged.length ? tagged : [pathResource(operation.path)]
    for (const name of names) {
      let group = groups.get(name)
      if (!group) groups.set(name, (group = { name, operations: [] }))
      group.operations.push(summarize(operation))
    }
  }
  return withParents([...groups.values()])
}

/**
 * The groups that list something, or hold a tag that does; a `parent` naming no group, or
 * closing a circle (which the specification forbids), is dropped so that every group shows.
 */
function withParents(all: TagGroup[]): TagGroup[] {
  const byName = new Map(all.map((group) => [group.name, group]))
  for (const group of all) if (group.parent && !byName.has(group.parent)) delete group.parent
  for (const group of all) {
    const seen = new Set([group.name])
    for (let up = group.parent; up !== undefined; up = byName.get(up)?.parent) {
      if (seen.has(up)) {
        delete group.parent
        break
      }
      seen.add(up)
    }
  }
  const shown = new Set<string>()
  for (const group of all) {
    if (!group.operations.length) continue
    for (
      let at: TagGroup | undefined = group;
      at && !shown.has(at.name);
      at = byName.get(at.parent ?? '')
    )
      shown.add(at.name)
  }
  return all.filter((group) => shown.has(group.name))
}
