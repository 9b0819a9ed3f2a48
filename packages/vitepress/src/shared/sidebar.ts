/** A VitePress default-theme sidebar item (the subset the plugin writes). */
export interface SidebarItem {
  /** HTML: VitePress renders it with v-html, so the node side escapes what it puts in. */
  text: string
  link?: string
  collapsed?: boolean
  items?: SidebarItem[]
}

/** Names of the virtual modules the node side serves and the client imports. */
export const VIRTUAL = {
  /** `{ [specName]: () => import(full sidebar) }` plus each spec's sidebar keys. */
  sidebars: 'virtual:vitepress-api-docs/sidebars',
  /** Prefix of one spec's full sidebar module. */
  sidebar: 'virtual:vitepress-api-docs/sidebar/',
} as const
