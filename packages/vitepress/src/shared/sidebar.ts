import { SIDEBAR_NAMES, type SidebarNames } from './i18n/sidebar-names'
import { operationLink, schemaLink } from './links'
import { isFixedMethod, methodLabel } from './model'

/** A VitePress default-theme sidebar item (the subset the plugin writes). */
export interface SidebarItem {
  /** HTML: VitePress renders it with v-html, so every spec-supplied word is escaped first. */
  text: string
  link?: string
  collapsed?: boolean
  items?: SidebarItem[]
}

/** One operation in a compact sidebar: method, page slug, summary (or path), deprecated. */
export type CompactOperation = [method: string, slug: string, label: string, deprecated?: 1]

/**
 * A spec's sidebar as data rather than HTML: what travels to the browser for a large spec, where
 * a thousand items of repeated markup would cost several times more.
 */
export interface CompactSidebar {
  spec: string
  label: string
  prefix: string
  tags: [name: string, operations: CompactOperation[]][]
  /**
   * OpenAPI 3.2 tag `parent`s: for each tag, the index in `tags` of the tag it is nested under,
   * or -1 (present only when some tag has a parent).
   */
  parents?: number[]
  /** `x-tagGroups`: each section's name and the indexes of its tags in `tags`. */
  sections?: [name: string, tags: number[]][]
  /** The webhooks, each labelled by its name. */
  webhooks?: CompactOperation[]
  schemas: [name: string, slug: string][]
  changelog: string
}

/**
 * Above this many tags, a spec's sections (`x-tagGroups`, or made from dotted tag names) are
 * groups that load their tags when opened: every page's HTML holds the sidebar's skeleton, and
 * Microsoft Graph beta's 828 tag names made it 280 KB.
 */
export const LAZY_SECTIONS_OVER = 100

/** How many of a spec's sections are groups of their own (see `LAZY_SECTIONS_OVER`). */
export function lazySections(tags: number, sections: number): number {
  return tags > LAZY_SECTIONS_OVER ? sections : 0
}

/**
 * The numbers of a spec's sidebar groups, which the browser loads them by: the tags first
 * (`0` to `tags - 1`), then Webhooks when there are any, then Schemas when there are any, then
 * the sections that load their tags (`sections` is the first of them).
 */
export function groupNumbers(counts: {
  tags: number
  webhooks: number
  schemas: number
  /** Sections that are groups of their own (`lazySections`). */
  sections?: number
}): {
  webhooks?: number
  schemas?: number
  sections?: number
  count: number
} {
  let count = counts.tags
  const webhooks = counts.webhooks ? count++ : undefined
  const schemas = counts.schemas ? count++ : undefined
  const sections = counts.sections ? count : undefined
  count += counts.sections ?? 0
  return {
    ...(webhooks === undefined ? {} : { webhooks }),
    ...(schemas === undefined ? {} : { schemas }),
    ...(sections === undefined ? {} : { sections }),
    count,
  }
}

/** One tag of a section that loads its tags: its group number and name. */
export type SectionTag = [index: number, name: string]

/** The group of a sidebar (or any of its sub-items) whose title marks it as `spec`'s `index`. */
export function findGroup(
  items: readonly SidebarItem[],
  spec: string,
  index: number,
): SidebarItem | undefined {
  const marker = `${GROUP_ATTRIBUTE}="${escapeHtml(spec)}:${index}"`
  for (const item of items) {
    if (item.text.includes(marker)) return item
    const inner = item.items && findGroup(item.items, spec, index)
    if (inner) return inner
  }
  return undefined
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

/** Escapes text for HTML. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char]!)
}

/**
 * A label as sidebar HTML. A path (the label of an operation without a summary) may break after
 * each `/`: Stripe's `/v1/accounts/{account}/external_accounts/{id}` was cut at the sidebar's
 * edge, with no way to read the rest.
 */
function labelHtml(label: string): string {
  const html = escapeHtml(label)
  return label.startsWith('/') ? html.replace(/\//g, '/<wbr>') : html
}

function operationItem(
  prefix: string,
  [method, slug, label, deprecated]: CompactOperation,
): SidebarItem {
  const badge = method === 'delete' ? 'DEL' : escapeHtml(methodLabel(method))
  // An `additionalOperations` method (OpenAPI 3.2) is any token: one class for them all.
  const tone = isFixedMethod(method) ? method : 'other'
  return {
    text: `<span class="vpad-sb-method vpad-sb-${tone}">${badge}</span><span class="vpad-sb-text${deprecated ? ' vpad-sb-deprecated' : ''}">${labelHtml(label)}</span>`,
    link: operationLink(prefix, slug),
  }
}

/** The sidebar items of one tag's operations. */
export function operationItems(prefix: string, operations: CompactOperation[]): SidebarItem[] {
  return operations.map((operation) => operationItem(prefix, operation))
}

/** The sidebar items of a spec's schemas. */
export function schemaItems(spec: string, schemas: CompactSidebar['schemas']): SidebarItem[] {
  return schemas.map(([name, slug]) => ({
    text: escapeHtml(name),
    link: schemaLink(spec, slug),
  }))
}

/** The attribute naming a sidebar group (`<spec>:<index>`) in its title, for loading it on demand. */
export const GROUP_ATTRIBUTE = 'data-vpad-group'

/** A group's title: its escaped name, marked with the spec and the group's index. */
function groupText(spec: string, index: number, name: string): string {
  return `<span class="vpad-sb-group" ${GROUP_ATTRIBUTE}="${escapeHtml(spec)}:${index}">${escapeHtml(name)}</span>`
}

/** A closed group whose items load when it is opened. */
function skeletonGroup(spec: string, index: number, name: string): SidebarItem {
  return { text: groupText(spec, index, name), collapsed: true, items: [] }
}

/** The items of a section that loads its tags: each tag's group, closed, its items not loaded. */
export function sectionItems(spec: string, tags: readonly SectionTag[]): SidebarItem[] {
  return tags.map(([index, name]) => skeletonGroup(spec, index, name))
}

/**
 * The closed groups of a spec's sections that load their tags (numbered from `first`), which the
 * browser puts at the top of the spec's sidebar once the page is hydrated. Left out of the
 * skeleton in every page's HTML: Microsoft Graph beta's 118 sections were some 47 KB of each of
 * its 28,539 pages, and none of them is a link.
 */
export function sectionSkeleton(
  spec: string,
  first: number,
  names: readonly string[],
): SidebarItem[] {
  return names.map((name, position) => skeletonGroup(spec, first + position, name))
}

/**
 * The sidebar of a spec: its tags with their operations (under one heading, the spec's label, or
 * with sections under a heading per section, then the label's for the tags no section names),
 * then Webhooks, Schemas and Changelog. Above `LAZY_SECTIONS_OVER` tags, each section is a closed
 * group of its own instead of a heading (not in the skeleton: see `sectionSkeleton`). With
 * `skeleton`, groups carry no items: that is what
 * every page's HTML holds, while each group's items load in the browser when the group is opened
 * or holds the current page. Groups are numbered as `groupNumbers` says.
 */
export function expandSidebar(
  sidebar: CompactSidebar,
  skeleton = false,
  names: SidebarNames = SIDEBAR_NAMES.en,
): SidebarItem[] {
  const webhooks = sidebar.webhooks ?? []
  const sections = sidebar.sections ?? []
  const numbers = groupNumbers({
    tags: sidebar.tags.length,
    webhooks: webhooks.length,
    schemas: sidebar.schemas.length,
    sections: lazySections(sidebar.tags.length, sections.length),
  })
  const parents = sidebar.parents
  const tag = (index: number): SidebarItem => {
    const [name, operations] = sidebar.tags[index]!
    const group = {
      ...skeletonGroup(sidebar.spec, index, name),
      ...(skeleton ? {} : { items: operationItems(sidebar.prefix, operations) }),
    }
    if (!parents) return group
    // A tag's children (OpenAPI 3.2 `parent`) are groups inside its group, after its operations.
    const children = parents.flatMap((parent, child) => (parent === index ? [tag(child)] : []))
    return children.length ? { ...group, items: [...(group.items ?? []), ...children] } : group
  }
  const groups: SidebarItem[] = []
  const inSection = new Set<number>()
  sections.forEach(([name, tags], position) => {
    for (const index of tags) inSection.add(index)
    if (numbers.sections === undefined)
      groups.push({ text: escapeHtml(name), items: tags.map(tag) })
    // The skeleton leaves them to the browser (`sectionSkeleton`).
    else if (!skeleton)
      groups.push({
        ...skeletonGroup(sidebar.spec, numbers.sections + position, name),
        items: tags.map(tag),
      })
  })
  const rest = sidebar.tags
    .map((_, index) => index)
    .filter((index) => !inSection.has(index) && (parents?.[index] ?? -1) === -1)
  if (rest.length || !sections.length)
    groups.push({ text: escapeHtml(sidebar.label), items: rest.map(tag) })
  if (numbers.webhooks !== undefined) {
    groups.push({
      ...skeletonGroup(sidebar.spec, numbers.webhooks, names.webhooks),
      ...(skeleton ? {} : { items: operationItems(sidebar.prefix, webhooks) }),
    })
  }
  if (numbers.schemas !== undefined) {
    groups.push({
      ...skeletonGroup(sidebar.spec, numbers.schemas, names.schemas),
      ...(skeleton ? {} : { items: schemaItems(sidebar.spec, sidebar.schemas) }),
    })
  }
  // One link, named as its page is: a "Changelog" group holding one "History" item gave the page
  // two names.
  groups.push({ text: escapeHtml(names.changelog), link: sidebar.changelog })
  return groups
}
