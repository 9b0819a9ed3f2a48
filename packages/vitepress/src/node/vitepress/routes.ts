// The generated pages as VitePress's routes. VitePress has no public API to add pages from a
// plugin: a dynamic route needs a `[param].md` file and a paths loader in the site's source
// folder, and a loader's routes are made again on every edit of the site's Markdown. The plugin
// adds its routes to the site config's page list and dynamic routes instead, whose shape differs
// between the two lines (vitepress/src/node/plugins/dynamicRoutesPlugin.ts, `resolvePages`):
// - 1.6: `dynamicRoutes` is `{ routes, fileToModulesMap }`; `resolvePages` makes new arrays with
//   only the site's own pages, and dev assigns them over the config on every Markdown file added
//   or deleted (vitepress/src/node/plugin.ts, `onFileAddDelete`).
// - 2.0: `dynamicRoutes` is the array itself; `resolvePages` keeps the routes it did not find
//   itself ("external" routes, meant for plugins) and sets `__dirty` so that its path cache is
//   made again (vitepress/src/node/plugins/localSearchPlugin.ts and markdownToVue.ts read it).
import { resolve } from 'node:path'
import type { SiteConfig } from 'vitepress'
import type { GeneratedRoute } from '../pages/pages'

/** What 1.6 and 2.0 keep of the dynamic routes, as far as the plugin reads or writes them. */
type DynamicRoutes =
  { routes: GeneratedRoute[]; fileToModulesMap: Record<string, Set<string>> } | GeneratedRoute[]

interface RoutedSite {
  pages: string[]
  dynamicRoutes: DynamicRoutes
  __dirty?: boolean
}

const routed = (site: SiteConfig): RoutedSite => site as unknown as RoutedSite

/** The site's dynamic routes, on either line: an array VitePress holds on to. */
function routeArray(dynamic: DynamicRoutes): GeneratedRoute[] {
  return Array.isArray(dynamic) ? dynamic : dynamic.routes
}

/** What the plugin has put into each site: its routes and its page templates. */
interface Installed {
  routes: readonly GeneratedRoute[]
  templates: readonly string[]
}

const installed = new WeakMap<object, Installed>()

function installedIn(site: RoutedSite): Installed {
  let own = installed.get(site)
  if (!own) installed.set(site, (own = { routes: [], templates: [] }))
  return own
}

/** Replaces generated routes in VitePress's page list and dynamic routes (arrays it holds on to). */
export function replaceRoutes(
  site: SiteConfig,
  previous: readonly GeneratedRoute[],
  next: readonly GeneratedRoute[],
): void {
  const target = routed(site)
  keepAcrossResolves(target)
  const old = new Set(previous.map((route) => route.path))
  // One spec's routes are replaced at a time (an edit in dev): the other specs' stay installed.
  const own = installedIn(target)
  own.routes = [...own.routes.filter((route) => !old.has(route.path)), ...next]
  if (old.size) {
    // Changed in place: VitePress's own plugins hold references to these arrays.
    const dynamic = routeArray(target.dynamicRoutes)
    for (let i = dynamic.length - 1; i >= 0; i--)
      if (old.has(dynamic[i]!.path)) dynamic.splice(i, 1)
    const { pages } = target
    for (let i = pages.length - 1; i >= 0; i--) if (old.has(pages[i]!)) pages.splice(i, 1)
  }
  routeArray(target.dynamicRoutes).push(...next)
  target.pages.push(...next.map((route) => route.path))
  target.__dirty = true
}

/**
 * Tells VitePress 1.6 that a page template's module depends on nothing but itself, so that an
 * edit of the template reloads its pages (2.0 keeps a module graph of its own instead).
 */
export function watchTemplates(site: SiteConfig, templates: readonly string[]): void {
  const target = routed(site)
  installedIn(target).templates = templates.map((template) => resolve(template))
  addTemplates(target.dynamicRoutes, installedIn(target).templates)
}

function addTemplates(dynamic: DynamicRoutes, templates: readonly string[]): void {
  if (Array.isArray(dynamic)) return
  for (const template of templates) dynamic.fileToModulesMap[template] ??= new Set()
}

const KEPT = Symbol('vitepress-api-docs: routes kept')

/**
 * VitePress 1.6's dev server assigns freshly resolved pages over the config whenever a Markdown
 * file is added or deleted, without the generated ones: each generated page then answered 404
 * until a restart. The page list and dynamic routes become accessors that put the generated
 * ones back into whatever VitePress assigns. On 2.0, whose `resolvePages` keeps routes it did not
 * discover, they are already there and nothing is added twice.
 */
function keepAcrossResolves(site: RoutedSite): void {
  const own = site as RoutedSite & { [KEPT]?: true }
  if (own[KEPT]) return
  own[KEPT] = true
  let pages = site.pages
  let dynamic = site.dynamicRoutes
  Object.defineProperty(site, 'pages', {
    configurable: true,
    enumerable: true,
    get: () => pages,
    set(value: string[]) {
      const present = new Set(value)
      for (const route of installedIn(site).routes)
        if (!present.has(route.path)) value.push(route.path)
      pages = value
    },
  })
  Object.defineProperty(site, 'dynamicRoutes', {
    configurable: true,
    enumerable: true,
    get: () => dynamic,
    set(value: DynamicRoutes) {
      const routes = routeArray(value)
      const present = new Set(routes.map((route) => route.path))
      for (const route of installedIn(site).routes) if (!present.has(route.path)) routes.push(route)
      addTemplates(value, installedIn(site).templates)
      dynamic = value
    },
  })
}
