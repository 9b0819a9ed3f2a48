declare module 'virtual:vitepress-api-docs/sidebars' {
  import type { CompactSidebar } from '../shared/sidebar'
  const sidebars: Record<
    string,
    { keys: string[]; load: () => Promise<{ default: CompactSidebar }> }
  >
  export default sidebars
}
