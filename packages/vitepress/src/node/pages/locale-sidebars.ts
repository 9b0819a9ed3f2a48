import type { SiteData } from 'vitepress'
import { localeCopyOf } from '../../shared/links'

/** A sidebar by path prefix, as VitePress takes it. */
export type Sidebars = Record<string, unknown>

/**
 * The own sidebars of the locales that hold specs' copies, each keyed under its locale's prefix,
 * taken out of the locale's `themeConfig`: VitePress gives a locale's pages its `themeConfig`
 * over the root's (`resolveSiteDataByRoute`), so a locale's sidebar would hide the copies'
 * sidebars, and the browser fills the one sidebar of the root's (client/sidebar.ts). Under the
 * root's, each key keeps the pages it had: the deepest key that starts a path wins (VitePress's
 * `getSidebar`).
 */
export function localeSidebars(site: Pick<SiteData, 'locales'>, specs: Iterable<string>): Sidebars {
  const locales = (site.locales ?? {}) as Record<string, { themeConfig?: { sidebar?: unknown } }>
  const used = new Set([...specs].flatMap((name) => localeCopyOf(name)?.locale ?? []))
  const hoisted: Sidebars = {}
  for (const [key, locale] of Object.entries(locales)) {
    const own = locale.themeConfig?.sidebar
    const path = `/${key.replace(/^\/+|\/+$/g, '')}/`
    if (key === 'root' || own === undefined || !used.has(path.slice(1, -1))) continue
    // A locale's pages that its own sidebar left without one stay without the root's.
    hoisted[path] = []
    if (Array.isArray(own)) hoisted[path] = own
    else Object.assign(hoisted, own as Sidebars)
    locale.themeConfig = { ...locale.themeConfig }
    delete locale.themeConfig.sidebar
  }
  return hoisted
}
