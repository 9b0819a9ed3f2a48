import { join } from 'node:path'
import type { Plugin } from 'vitepress'
import { VIRTUAL } from '../../shared/virtual'
import { collectGarbage } from '../collect-garbage'
import type { ApiDocsContext } from '../context'
import { PageDataFiles } from '../page-data-files'
import { sharePageHashes, type PageChunk } from '../page-map'

/**
 * What a generated page's module gets appended, by where it runs: in a build's browser code, it
 * starts fetching its data file (`file`, relative to the module) as it is evaluated, which
 * VitePress's router waits for before it shows the page; in dev, it carries its data. The server
 * render needs nothing: the store asks the plugin (client/pages-store.ts).
 */
export function pageModuleTail(mode: { file: string } | { data: string }): string {
  const store = JSON.stringify(VIRTUAL.pages)
  // Not `new URL('…', import.meta.url)` here: Vite would look for that file at build time.
  if ('file' in mode)
    return `\nimport { load as __apiDocsLoad } from ${store}\n__apiDocsLoad(__pageData.params, ${JSON.stringify(`./${mode.file}`)}, import.meta.url)\n`
  return `\nimport { put as __apiDocsPut } from ${store}\n__apiDocsPut(__pageData.params, JSON.parse(${JSON.stringify(mode.data)}))\n`
}

/**
 * `vitepress-api-docs:pages`: the generated pages' data. Each page's module names its page and
 * gets its data here: a JSON file beside it in a build, inline in dev. Also shares the page
 * chunks' hashes per spec and collects garbage once the bundles are written.
 */
export function pagesPlugin(context: ApiDocsContext): Plugin {
  let files: PageDataFiles | undefined
  return {
    name: 'vitepress-api-docs:pages',
    resolveId(id) {
      // A real module of the client side, under a stable id that page modules can import.
      if (id === VIRTUAL.pages) return context.client.pagesStore
    },
    async transform(code, id, options) {
      if (!context.isSetUp || id.includes('?') || options?.ssr) return
      const state = await context.ready()
      const route = state.byId.get(id)
      if (!route) return
      if (route.params.apiDocsPage === 'changelog') await state.histories
      const data = JSON.stringify(state.pages.data(route.params))
      if (context.command === 'serve') return code + pageModuleTail({ data })
      files ??= new PageDataFiles(join(state.site.cacheDir, 'api-docs-page-data'))
      const file = await files.write(route.params.spec, route.params.key, data)
      return code + pageModuleTail({ file })
    },
    generateBundle: {
      // Before VitePress records each page's hash from its file name.
      order: 'pre',
      async handler(_, bundle) {
        if (context.command !== 'build' || context.ssrBuild || !context.isSetUp) return
        const { byId } = await context.ready()
        context.sharedHashes = sharePageHashes(
          bundle as unknown as Record<string, PageChunk | { type: 'asset' }>,
          (id) => {
            const route = byId.get(id)
            return route && { group: route.params.spec, slug: route.params.key }
          },
        )
      },
    },
    // Page chunks sit in the assets folder, and their data files' paths are relative to them.
    async writeBundle() {
      if (!files || context.command !== 'build' || context.ssrBuild) return
      const { site } = await context.ready()
      files.publish(join(site.outDir, site.assetsDir))
    },
    // Between writing the bundles and rendering the pages: see collect-garbage.ts.
    closeBundle() {
      if (context.command === 'build') collectGarbage()
    },
  }
}
