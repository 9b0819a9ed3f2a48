import { reactive, type Ref } from 'vue'
import type { SiteData } from 'vitepress'
// Served by the node side: each spec's sidebar keys and a loader for its full sidebar.
import served from 'virtual:vitepress-api-docs/sidebars'
import { expandSidebar, type CompactSidebar } from '../shared/sidebar'

const sidebars = served as Record<
  string,
  { keys: string[]; load: () => Promise<{ default: CompactSidebar }> }
>

type Sidebar = Record<string, unknown>
let live: Sidebar | undefined
const loaded = new Set<string>()

/**
 * Makes the site's sidebar reactive in the browser, so that a spec's full sidebar can replace
 * its skeleton once loaded. Pages carry only the skeleton (tag names) in their HTML: a spec with a
 * thousand operations would otherwise put a thousand links into every page.
 */
export function makeSidebarReactive(siteData: Ref<SiteData>): void {
  const themeConfig = siteData.value.themeConfig as { sidebar?: Sidebar }
  if (!themeConfig.sidebar || Array.isArray(themeConfig.sidebar)) return
  live = reactive({ ...themeConfig.sidebar })
  themeConfig.sidebar = live
}

/** Loads the full sidebar of the spec a path belongs to, once per spec. */
export async function loadSidebarFor(path: string): Promise<void> {
  if (!live) return
  for (const [name, spec] of Object.entries(sidebars)) {
    if (loaded.has(name) || !spec.keys.some((key) => path.startsWith(key))) continue
    loaded.add(name)
    const { default: compact } = await spec.load()
    const items = expandSidebar(compact)
    for (const key of spec.keys) live[key] = items
  }
}
