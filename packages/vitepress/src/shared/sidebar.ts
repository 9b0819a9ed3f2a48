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

/** Names of the virtual modules the node side serves and the client imports. */
export const VIRTUAL = {
  /** `{ [specName]: { keys, load } }`: each spec's sidebar keys and a loader for its sidebar. */
  sidebars: 'virtual:vitepress-api-docs/sidebars',
  /** Prefix of one spec's full sidebar module. */
  sidebar: 'virtual:vitepress-api-docs/sidebar/',
} as const

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
    link: `${prefix}/${slug}`,
  }
}

/**
 * The sidebar of a spec: its tags with their operations, then Schemas, then Changelog. With
 * `skeleton`, groups carry no items: that is what every page's HTML holds, while the full list
 * loads once per spec in the browser.
 */
export function expandSidebar(sidebar: CompactSidebar, skeleton = false): SidebarItem[] {
  const groups: SidebarItem[] = [
    {
      text: escapeHtml(sidebar.label),
      items: sidebar.tags.map(([name, operations]) => ({
        text: escapeHtml(name),
        collapsed: true,
        items: skeleton
          ? []
          : operations.map((operation) => operationItem(sidebar.prefix, operation)),
      })),
    },
  ]
  if (sidebar.schemas.length) {
    groups.push({
      text: 'Schemas',
      collapsed: true,
      items: skeleton
        ? []
        : sidebar.schemas.map(([name, slug]) => ({
            text: escapeHtml(name),
            link: `/schemas/${sidebar.spec}/${slug}`,
          })),
    })
  }
  groups.push({
    text: 'Changelog',
    collapsed: false,
    items: [{ text: 'History', link: sidebar.changelog }],
  })
  return groups
}
