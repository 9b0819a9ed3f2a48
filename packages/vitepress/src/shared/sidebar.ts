import { operationLink, schemaLink } from './links'

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
  schemas: [name: string, slug: string][]
  changelog: string
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

function operationItem(
  prefix: string,
  [method, slug, label, deprecated]: CompactOperation,
): SidebarItem {
  const badge = method === 'delete' ? 'DEL' : method.toUpperCase()
  return {
    text: `<span class="vpad-sb-method vpad-sb-${escapeHtml(method)}">${badge}</span><span class="vpad-sb-text${deprecated ? ' vpad-sb-deprecated' : ''}">${escapeHtml(label)}</span>`,
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

/**
 * The sidebar of a spec: its tags with their operations, then Schemas, then Changelog. With
 * `skeleton`, groups carry no items: that is what every page's HTML holds, while each group's
 * items load in the browser when the group is opened or holds the current page. Groups are
 * numbered in that order: the tags, then Schemas (`tags.length`).
 */
export function expandSidebar(sidebar: CompactSidebar, skeleton = false): SidebarItem[] {
  const groups: SidebarItem[] = [
    {
      text: escapeHtml(sidebar.label),
      items: sidebar.tags.map(([name, operations], index) => ({
        text: groupText(sidebar.spec, index, name),
        collapsed: true,
        items: skeleton ? [] : operationItems(sidebar.prefix, operations),
      })),
    },
  ]
  if (sidebar.schemas.length) {
    groups.push({
      text: groupText(sidebar.spec, sidebar.tags.length, 'Schemas'),
      collapsed: true,
      items: skeleton ? [] : schemaItems(sidebar.spec, sidebar.schemas),
    })
  }
  groups.push({
    text: 'Changelog',
    collapsed: false,
    items: [{ text: 'History', link: sidebar.changelog }],
  })
  return groups
}
