import type { Plugin } from 'vitepress'
import { RESOLVED, VIRTUAL } from '../../shared/virtual'
import type { GeneratedRoute } from './pages'

/** Vite's dev server, as VitePress (which brings its own Vite) hands it to this plugin. */
export type DevServer = Parameters<
  Extract<NonNullable<Plugin['configureServer']>, (...args: never[]) => unknown>
>[0]
type ModuleNode = NonNullable<ReturnType<DevServer['moduleGraph']['getModuleById']>>

/** VitePress's module of the site data, which holds the sidebars' skeletons. */
export const SITE_DATA = '/@siteData'

/** What Vite made from the models: pages, the site data, the plugin's virtual modules. */
function madeFromModels(id: string | null): boolean {
  return (
    !!id &&
    (id.endsWith('.md') ||
      id === SITE_DATA ||
      id.startsWith(`${RESOLVED}virtual:vitepress-api-docs/`))
  )
}

/**
 * Forgets what Vite made from the old models, marked as a hot update: a module imported again
 * afterwards gets a new URL (`?t=`), so the browser does not answer it from its module map.
 */
function invalidateAll(server: DevServer, timestamp: number): void {
  const seen = new Set<ModuleNode>()
  for (const module of server.moduleGraph.idToModuleMap.values())
    if (madeFromModels(module.id))
      server.moduleGraph.invalidateModule(module, seen, timestamp, true)
}

/** Reloads every open page from scratch: for what a hot update cannot carry (a commit's histories). */
export function reloadPages(server: DevServer): void {
  invalidateAll(server, Date.now())
  server.ws.send({ type: 'full-reload' })
}

/**
 * VitePress's page data, as its markdown plugin writes it into a page module
 * (`export const __pageData = JSON.parse("…")`).
 */
export function pageDataOfModule(code: string): unknown {
  const match = /export const __pageData = JSON\.parse\(("(?:[^"\\]|\\.)*")\)/.exec(code)
  return match ? JSON.parse(JSON.parse(match[1]!) as string) : undefined
}

/**
 * Carries an edit of one spec to the open pages without reloading them: each open page of the
 * spec gets its new page data (title, params) as VitePress's own markdown edits do
 * (`vitepress:pageData`) and its module again (which puts the new data in the store), and the
 * sidebar loaders are updated in place, and the site data when `changed.siteData` says the
 * sidebars' skeletons in it changed. A page whose operation is gone, or a module Vite cannot
 * update, reloads the page instead.
 */
export async function pushSpecEdit(
  server: DevServer,
  previous: readonly GeneratedRoute[],
  next: readonly GeneratedRoute[],
  changed: { siteData: boolean } = { siteData: true },
): Promise<void> {
  const graph = server.moduleGraph
  const open = previous
    .map((route) => graph.getModuleById(route.fullPath))
    .filter((module): module is ModuleNode => !!module?.id)
  invalidateAll(server, Date.now())
  const nextByFile = new Map(next.map((route) => [route.fullPath, route]))
  if (open.some((module) => !nextByFile.has(module.id!))) {
    server.ws.send({ type: 'full-reload' })
    return
  }
  for (const module of open) {
    const result = await server.transformRequest(module.url)
    const pageData = result && pageDataOfModule(result.code)
    if (!pageData) continue
    server.ws.send({
      type: 'custom',
      event: 'vitepress:pageData',
      data: { path: `/${nextByFile.get(module.id!)!.path}`, pageData },
    })
  }
  // The page reloads its sidebar groups on the sidebars' update, and again on the site data's
  // when it comes (client/sidebar.ts): Vite's client may run separate updates in any order. The search module
  // tells the dialog to load the new index (client/search/searchIndex.ts).
  const modules = [RESOLVED + VIRTUAL.sidebars, RESOLVED + VIRTUAL.search]
  if (changed.siteData) modules.splice(1, 0, SITE_DATA)
  for (const id of modules) {
    const module = graph.getModuleById(id)
    if (module) await server.reloadModule(module)
  }
  for (const module of open) await server.reloadModule(module)
}
