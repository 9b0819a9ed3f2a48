import { existsSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { Plugin, SiteConfig } from 'vitepress'
import { atThisBuildEnd } from '../vitepress/build-end'
import type { ApiDocsContext } from '../context'
import { hookRenderExport, RENDER_HOOK, type RenderHook } from '../vitepress/render-entry'
import { RenderPool } from '../render-threads/pool'

/** Below this many generated pages, starting threads (a second or so each) is not worth it. */
export const THREADS_FROM_PAGES = 1000

/** How many render threads a build of `pages` generated pages gets, `configured` or not. */
export function renderThreadCount(configured: number | undefined, pages: number): number {
  if (configured !== undefined) return configured
  return pages >= THREADS_FROM_PAGES ? availableParallelism() : 0
}

// The worker's module, built beside this one (build.mjs); from the sources (unit tests) there is
// none, and the pages render on VitePress's thread.
const WORKER = new URL('./render-worker.js', import.meta.url)

const hooks = globalThis as Record<symbol, RenderHook | undefined>

/**
 * `vitepress-api-docs:render-threads`: in `vitepress build`, the generated pages are rendered in
 * worker threads (see render-threads/entry-hook.ts); VitePress still renders the site's own
 * pages, and writes every page's HTML.
 */
export function renderThreadsPlugin(context: ApiDocsContext): Plugin {
  let planned: { site: SiteConfig; routes: Set<string>; threads: number } | undefined
  return {
    name: 'vitepress-api-docs:render-threads',
    apply: 'build',
    async generateBundle(_, bundle) {
      if (!context.ssrBuild) return
      // Whatever an earlier build in this process left, this one decides afresh.
      delete hooks[Symbol.for(RENDER_HOOK)]
      planned = undefined
      if (!context.isSetUp || !context.pageFiles || !existsSync(WORKER)) return
      const state = await context.ready()
      const threads = renderThreadCount(context.options.renderThreads, state.routes.length)
      const entry = Object.values(bundle).find(
        (file) => file.type === 'chunk' && file.isEntry && file.fileName === 'app.js',
      )
      if (!threads || entry?.type !== 'chunk') return
      entry.code = hookRenderExport(entry.code)
      const routes = new Set(state.routes.map((route) => `/${route.path.replace(/\.md$/, '')}`))
      planned = { site: state.site, routes, threads }
    },
    closeBundle() {
      if (!planned || !context.ssrBuild) return
      const { site, routes, threads } = planned
      planned = undefined
      const pageFiles = context.pageFiles?.whereabouts()
      if (!pageFiles) return
      const entry = pathToFileURL(join(site.tempDir, 'app.js')).href
      const pool = new RenderPool(WORKER, threads, { entry, pageFiles })
      hooks[Symbol.for(RENDER_HOOK)] = (own) => (path) =>
        routes.has(path) ? pool.render(path) : own(path)
      context.info(site, `rendering ${routes.size} generated pages in ${threads} threads`)
      atThisBuildEnd(site, () => {
        delete hooks[Symbol.for(RENDER_HOOK)]
        return pool.close()
      })
    },
  }
}
