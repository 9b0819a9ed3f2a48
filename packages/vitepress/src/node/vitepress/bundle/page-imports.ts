import type { SiteConfig } from 'vitepress'
import type { GeneratedRoute } from '../../pages/pages'

// As VitePress writes a page's HTML it lists the modules the page imports, to preload them: its
// `resolvePageImports` finds the page's chunk with `result.output.find(...)` over the whole
// browser bundle, in which every generated page has a chunk. Over Microsoft Graph's 42,561 pages
// that is a search of 21,000 chunks a page, the largest part of the thread that writes the pages
// (59 s of 268 on 24,000 generated pages). A copied page imports what its kind's bundled page
// imports (copied-pages.ts), and that page's chunk is among the first of the bundle (Rollup's own
// entries come before the copies). VitePress looks a page up under the source file its rewrites
// name (`rewrites.inv`), which after the bundles nothing else reads but the sitemap (for the last
// commit date of a file, and a generated page has no file either way). So, for the render, each
// copied page is looked up as its kind's bundled page.

/**
 * Has VitePress look each copied page's imports up under its kind's bundled page (`bundled`, by
 * kind) until the returned function undoes it.
 */
export function lookUpCopiesAsBundled(
  site: SiteConfig,
  routes: readonly GeneratedRoute[],
  bundled: Iterable<GeneratedRoute>,
): () => void {
  const templates = new Map([...bundled].map((route) => [route.params.apiDocsPage, route.path]))
  const inv = site.rewrites.inv
  const added: string[] = []
  for (const route of routes) {
    const template = templates.get(route.params.apiDocsPage)
    if (template === undefined || template === route.path || route.path in inv) continue
    inv[route.path] = template
    added.push(route.path)
  }
  return () => {
    for (const path of added) delete inv[path]
  }
}
