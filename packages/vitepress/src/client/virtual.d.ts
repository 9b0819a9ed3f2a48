declare module 'virtual:vitepress-api-docs/sidebars' {
  import type { SidebarItem } from '../shared/sidebar'
  const sidebars: Record<
    string,
    { keys: string[]; load: () => Promise<{ default: SidebarItem[] }> }
  >
  export default sidebars
}
