import type { CompactSidebar } from '../shared/sidebar'
import type { SpecModel } from './model/spec'
import { CHANGELOG_SLUG } from './model/spec'

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
    changelog: `${model.ref.prefix}/${CHANGELOG_SLUG}`,
  }
}

/** The sidebar keys (path prefixes) a spec's pages live under. */
export function sidebarKeys(model: SpecModel): string[] {
  return [`${model.ref.prefix}/`, `/schemas/${model.ref.name}/`]
}
