import { changelogLink, sidebarKeys } from '../../shared/links'
import type { OperationSummary } from '../../shared/model'
import { langOfPath, type SiteLanguages } from '../../shared/i18n/langOfPath'
import { operationTitle } from '../../shared/operation-title'
import { sidebarNamesFor } from '../../shared/i18n/sidebar-language'
import { SIDEBAR_NAMES, type SidebarNames } from '../../shared/i18n/sidebar-names'
import {
  expandSidebar,
  groupNumbers,
  lazySections,
  type CompactOperation,
  type CompactSidebar,
  type SectionTag,
  type SidebarItem,
} from '../../shared/sidebar'
import { SIDEBARS_UPDATED, VIRTUAL } from '../../shared/virtual'
import { specOutline, type SpecOutline } from '../model/outline'
import type { SpecModel } from '../model/spec'
import { objectModuleUpdatedInPlace } from '../dev/hot-object'
import { compareSchemaNames } from './schema-order'
import { copyGaps } from './copy-gaps'
import { reuse } from '../model/refs/reuse'

/** A spec's sidebar as compact data: tags with their operations, schemas, changelog. */
export function compactSidebar(whole: SpecOutline): CompactSidebar {
  const model = specOutline(whole)
  const webhooks = model.operations.filter((operation) => operation.webhook).map(compactOperation)
  const tagIndex = new Map(model.tags.map((tag, index) => [tag.name, index]))
  return {
    spec: model.ref.name,
    label: model.ref.label,
    prefix: model.ref.prefix,
    // A tag's `summary` (OpenAPI 3.2) is its display name.
    tags: model.tags.map((tag) => [tag.summary ?? tag.name, tag.operations.map(compactOperation)]),
    ...(model.tags.some((tag) => tag.parent)
      ? { parents: model.tags.map((tag) => (tag.parent ? tagIndex.get(tag.parent)! : -1)) }
      : {}),
    ...(model.tagSections
      ? {
          sections: model.tagSections.map((section): [string, number[]] => [
            section.name,
            section.tags.map((name) => tagIndex.get(name)!),
          ]),
        }
      : {}),
    ...(webhooks.length ? { webhooks } : {}),
    schemas: Object.keys(model.schemaSlugs)
      .sort(compareSchemaNames)
      .map((name) => [name, model.schemaSlugs[name]!]),
    changelog: changelogLink(model.ref.prefix),
  }
}

/** An operation's sidebar line: its title (`operationTitle`) beside its method's badge. */
function compactOperation(op: OperationSummary): CompactOperation {
  const label = operationTitle(op)
  return op.deprecated ? [op.method, op.slug, label, 1] : [op.method, op.slug, label]
}

/** The numbers of a spec's sidebar groups (see `groupNumbers`). */
export function specGroupNumbers(whole: SpecOutline): ReturnType<typeof groupNumbers> {
  const model = specOutline(whole)
  // Asked for by every schema page and sidebar group: made once per model, not once per ask.
  return reuse(model, 'groupNumbers', model, () =>
    groupNumbers({
      tags: model.tags.length,
      webhooks: model.operations.some((operation) => operation.webhook) ? 1 : 0,
      schemas: Object.keys(model.schemaSlugs).length,
      sections: lazySections(model.tags.length, model.tagSections?.length ?? 0),
    }),
  )
}

/**
 * What a spec's sidebar holds in every page's HTML (and in the browser until the page is
 * hydrated): its last item, the changelog's link. Its skeleton, the groups' names with their
 * markup, was 16 KB of each of GitHub's 2,193 pages, and none of it a link; the browser puts it in
 * from the sidebars module (`specEntry`).
 */
export function htmlSidebar(
  model: SpecOutline,
  names: SidebarNames = SIDEBAR_NAMES.en,
): SidebarItem[] {
  return expandSidebar(compactSidebar(model), true, names).slice(-1)
}

/** The names of a spec's last groups in its pages' language: its prefix's locale's, else the site's. */
export function specSidebarNames(site: SiteLanguages, model: SpecOutline): SidebarNames {
  return sidebarNamesFor(specLanguage(site, model))
}

/** The language of a spec's generated pages: their prefix's locale's, else the site's. */
export function specLanguage(site: SiteLanguages, model: SpecOutline): string {
  return langOfPath(site, `${model.ref.prefix.replace(/\/$/, '')}/`)
}

/** The names of each spec's last groups, by spec: English unless a site's languages say. */
export type SidebarNamesOf = (model: SpecOutline) => SidebarNames
const english: SidebarNamesOf = () => SIDEBAR_NAMES.en

/**
 * A spec's entry in the sidebars module, before its groups: keys, prefix, group numbers, and for
 * a locale's copy the pages it adds to its spec's or lacks (`copyGaps`, for the language menu).
 */
function specEntry(
  model: SpecOutline,
  groupNames: SidebarNames,
  models: ReadonlyMap<string, SpecOutline>,
): string {
  const { count, schemas, sections } = specGroupNumbers(model)
  // The names of the sections that load their tags, which the browser adds to the skeleton.
  const names = sections === undefined ? [] : (model.tagSections ?? []).map(({ name }) => name)
  // The skeleton (the groups' names, closed) the browser puts in the sidebar once the page is
  // hydrated; the pages' HTML has only its last link (see `htmlSidebar`).
  const skeleton = JSON.stringify(
    JSON.stringify(expandSidebar(compactSidebar(model), true, groupNames)),
  )
  const gaps = Object.entries(copyGaps(model, models)).map(
    ([key, ids]) => `, ${key}: ${JSON.stringify(ids)}`,
  )
  return `keys: ${JSON.stringify(sidebarKeys(model.ref.name, model.ref.prefix))}, prefix: ${JSON.stringify(model.ref.prefix)}${gaps.join('')}, schemas: ${schemas ?? -1}, sections: ${sections ?? -1}, sectionNames: ${JSON.stringify(names)}, count: ${count}, skeleton: JSON.parse(${skeleton})`
}

/** The models by their spec's name, in their order. */
function byName<T extends SpecOutline>(models: Iterable<T>): Map<string, T> {
  return new Map([...models].map((model) => [model.ref.name, model]))
}

/**
 * The code of the sidebars module in dev: each spec's sidebar keys and a loader per group. An
 * edit's new module updates the object the client already holds (./hot-object.ts), so that its
 * loaders then import the groups made from the new model.
 */
export function sidebarsModule(
  models: Iterable<SpecOutline>,
  namesOf: SidebarNamesOf = english,
): string {
  const all = byName(models)
  const specs = [...all.values()].map((model) => {
    const spec = model.ref.name
    const groups = Array.from(
      { length: specGroupNumbers(model).count },
      (_, index) => `() => import(${JSON.stringify(sidebarGroupId(spec, index))})`,
    )
    return `${JSON.stringify(spec)}: { ${specEntry(model, namesOf(model), all)}, groups: [${groups.join(', ')}] }`
  })
  return objectModuleUpdatedInPlace('sidebars', `{${specs.join(',\n')}}`, SIDEBARS_UPDATED)
}

/**
 * The sidebars module of a build: per spec, the URL of the folder that holds its groups as JSON
 * files (`<index>.json`; `folder` gives the expression), not a loader per group. Every page
 * loads this module, and Microsoft Graph's 1,450 loaders made it 20 KB (gzip).
 */
export function builtSidebarsModule(
  models: Iterable<SpecModel>,
  folder: (model: SpecModel) => string,
  namesOf: SidebarNamesOf = english,
): string {
  const all = byName(models)
  const specs = [...all.values()].map(
    (model) =>
      `${JSON.stringify(model.ref.name)}: { ${specEntry(model, namesOf(model), all)}, files: ${folder(model)} }`,
  )
  return `export default {${specs.join(',\n')}}`
}

/** Each group of a spec's sidebar as JSON, by its number (see `groupNumbers`). */
export function sidebarGroupFiles(model: SpecModel): string[] {
  return Array.from({ length: specGroupNumbers(model).count }, (_, index) =>
    JSON.stringify(groupData(model, index)),
  )
}

/** The module id of one sidebar group (Rollup names its chunk after the last segment). */
export function sidebarGroupId(spec: string, index: number): string {
  return `${VIRTUAL.sidebar}${spec}/sidebar-${spec}-${index}`
}

/**
 * The code of one sidebar group's module: a tag's compact operations, the webhooks, the compact
 * schema list, or a section's tags (numbered as `groupNumbers` says); undefined for an id that
 * names no group.
 */
export function sidebarGroupModule(
  id: string,
  models: ReadonlyMap<string, SpecOutline>,
): string | undefined {
  const match = /^([^/]+)\/sidebar-.*-(\d+)$/.exec(id.slice(VIRTUAL.sidebar.length))
  const model = match && models.get(match[1]!)
  if (!model) return undefined
  const data = groupData(model, Number(match![2]))
  if (!data) return undefined
  return `export default JSON.parse(${JSON.stringify(JSON.stringify(data))})`
}

/** The data of one sidebar group, numbered as `groupNumbers` says; undefined past the last. */
function groupData(
  whole: SpecOutline,
  index: number,
): CompactOperation[] | CompactSidebar['schemas'] | SectionTag[] | undefined {
  const model = specOutline(whole)
  // Asked once per group: Microsoft Graph beta has 937, and its whole sidebar takes 3 ms to make.
  const compact = reuse(model, 'sidebar', model, () => compactSidebar(model))
  const numbers = specGroupNumbers(model)
  return index < compact.tags.length
    ? compact.tags[index]![1]
    : index === numbers.webhooks
      ? compact.webhooks
      : index === numbers.schemas
        ? compact.schemas
        : numbers.sections !== undefined && index >= numbers.sections
          ? sectionTags(compact, index - numbers.sections)
          : undefined
}

/**
 * The tags of a section that loads them, by their group numbers; undefined past the last. Under
 * a section named `users`, the tag `users.calendar` reads `calendar`.
 */
function sectionTags(compact: CompactSidebar, position: number): SectionTag[] | undefined {
  const section = compact.sections?.[position]
  if (!section) return undefined
  const [name, tags] = section
  return tags.map((index) => {
    const tag = compact.tags[index]![0]
    return [index, tag.startsWith(`${name}.`) ? tag.slice(name.length + 1) : tag]
  })
}

/**
 * For each operation slug of a spec, the sidebar groups (tag indexes, Webhooks) that list it, in
 * the order they load: a section that loads its tags comes before each of its tags.
 */
export function operationGroups(whole: SpecOutline): Map<string, number[]> {
  const model = specOutline(whole)
  const groups = new Map<string, number[]>()
  const { webhooks, sections } = specGroupNumbers(model)
  for (const operation of model.operations)
    if (operation.webhook && webhooks !== undefined) groups.set(operation.slug, [webhooks])
  const sectionOf = new Map<string, number>()
  if (sections !== undefined)
    model.tagSections?.forEach((section, position) => {
      for (const name of section.tags) sectionOf.set(name, sections + position)
    })
  model.tags.forEach((tag, index) => {
    const section = sectionOf.get(tag.name)
    for (const operation of tag.operations) {
      const list = groups.get(operation.slug) ?? []
      if (section !== undefined && !list.includes(section)) list.push(section)
      list.push(index)
      groups.set(operation.slug, list)
    }
  })
  return groups
}
