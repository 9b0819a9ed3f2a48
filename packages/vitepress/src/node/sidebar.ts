import { changelogLink, sidebarKeys } from '../shared/links'
import type { CompactSidebar } from '../shared/sidebar'
import { VIRTUAL } from '../shared/virtual'
import type { SpecModel } from './model/spec'

/** A spec's sidebar as compact data: tags with their operations, schemas, changelog. */
export function compactSidebar(model: SpecModel): CompactSidebar {
  return {
    spec: model.ref.name,
    label: model.ref.label,
    prefix: model.ref.prefix,
    tags: model.tags.map((tag) => [
      tag.name,
      tag.operations.map((op) => {
        const label = op.summary ?? `${op.method.toUpperCase()} ${op.path}`
        return op.deprecated ? [op.method, op.slug, label, 1] : [op.method, op.slug, label]
      }),
    ]),
    schemas: Object.keys(model.schemas).map((name) => [name, model.schemaSlugs[name]!]),
    changelog: changelogLink(model.ref.prefix),
  }
}

/** The code of the sidebars module: each spec's sidebar keys and a loader per group. */
export function sidebarsModule(models: Iterable<SpecModel>): string {
  const specs = [...models].map((model) => {
    const spec = model.ref.name
    const count = model.tags.length + (Object.keys(model.schemas).length ? 1 : 0)
    const groups = Array.from(
      { length: count },
      (_, index) => `() => import(${JSON.stringify(sidebarGroupId(spec, index))})`,
    )
    return `${JSON.stringify(spec)}: { keys: ${JSON.stringify(sidebarKeys(model.ref.name, model.ref.prefix))}, prefix: ${JSON.stringify(model.ref.prefix)}, groups: [${groups.join(', ')}] }`
  })
  return `export default {${specs.join(',\n')}}`
}

/** The module id of one sidebar group (Rollup names its chunk after the last segment). */
export function sidebarGroupId(spec: string, index: number): string {
  return `${VIRTUAL.sidebar}${spec}/sidebar-${spec}-${index}`
}

/**
 * The code of one sidebar group's module: a tag's compact operations, or (the index after the
 * last tag) the compact schema list; undefined for an id that names no group.
 */
export function sidebarGroupModule(
  id: string,
  models: ReadonlyMap<string, SpecModel>,
): string | undefined {
  const match = /^([^/]+)\/sidebar-.*-(\d+)$/.exec(id.slice(VIRTUAL.sidebar.length))
  const model = match && models.get(match[1]!)
  if (!model) return undefined
  const index = Number(match![2])
  const compact = compactSidebar(model)
  const data = index < compact.tags.length ? compact.tags[index]![1] : compact.schemas
  return `export default JSON.parse(${JSON.stringify(JSON.stringify(data))})`
}

/** For each operation slug of a spec, the sidebar groups (tag indexes) that list it. */
export function operationGroups(model: SpecModel): Map<string, number[]> {
  const groups = new Map<string, number[]>()
  model.tags.forEach((tag, index) => {
    for (const operation of tag.operations) {
      const list = groups.get(operation.slug) ?? []
      list.push(index)
      groups.set(operation.slug, list)
    }
  })
  return groups
}
