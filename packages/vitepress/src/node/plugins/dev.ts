import { resolve } from 'node:path'
import type { Plugin } from 'vitepress'
import { RESOLVED } from '../../shared/virtual'
import { watchCommits } from '../changelog/commit-watch'
import type { ApiDocsContext, SiteState } from '../context'
import { installSidebars, replaceRoutes } from '../site-hooks'
import { loadModel, modelCacheDir, type SpecSource } from '../specs'
import { GeneratedPages, specRoutes } from '../pages'
import { steadyFile } from '../steady-file'

// VitePress brings its own Vite; its types are the ones this plugin must match.
type DevServer = Parameters<
  Extract<NonNullable<Plugin['configureServer']>, (...args: never[]) => unknown>
>[0]

/** VitePress's module of the site data, which holds the sidebars. */
const SITE_DATA = '/@siteData'

/**
 * `vitepress-api-docs:dev`: in `vitepress dev`, an edit of a description regenerates that
 * spec's pages, sidebar and search entries, and the open page reloads; a commit refreshes the
 * histories. A save caught half-written is read again once the file stops changing.
 */
export function devPlugin(context: ApiDocsContext): Plugin {
  return {
    name: 'vitepress-api-docs:dev',
    apply: 'serve',
    configureServer(server) {
      if (!context.isSetUp) return
      void context.ready().then((state) => watchSpecs(context, state, server))
    },
  }
}

function watchSpecs(context: ApiDocsContext, state: SiteState, server: DevServer): void {
  const reloads = new Map<string, Promise<void>>()
  const pending = new Set<string>()
  server.watcher.add(state.sources.map((source) => source.file))
  server.watcher.on('change', (file) => {
    const source = state.sources.find((candidate) => candidate.file === resolve(file))
    if (source) schedule(source)
  })
  // Saved by rename: some watchers see the old file go and a new one come.
  server.watcher.on('add', (file) => {
    const source = state.sources.find((candidate) => candidate.file === resolve(file))
    if (source) schedule(source)
  })
  // A commit changes no description, but the histories: the pages are reloaded as for an edit.
  void watchCommits(state.site.root, () => void refreshHistories()).then((stop) =>
    server.httpServer?.once('close', stop),
  )

  // One reload of a spec at a time; a change during one starts another after it.
  function schedule(source: SpecSource): void {
    const name = source.entry.name
    if (reloads.has(name)) {
      pending.add(name)
      return
    }
    const run = reload(source).finally(() => {
      reloads.delete(name)
      if (pending.delete(name)) schedule(source)
    })
    reloads.set(name, run)
  }

  async function reload(source: SpecSource): Promise<void> {
    const { site } = state
    const started = performance.now()
    let loaded: Awaited<ReturnType<typeof loadModel>> | undefined
    for (let attempt = 0; !loaded; attempt++) {
      await steadyFile(source.file)
      try {
        loaded = await loadModel(source, {
          root: site.root,
          cacheDir: modelCacheDir(site.cacheDir),
        })
      } catch (error) {
        // Read while an editor was still writing it: once it is whole, it is read again.
        if (attempt === 0) continue
        site.logger.error(
          `vitepress-api-docs: ${(error as Error).message}\n  (the pages of the last good version stay served until the file is fixed)`,
        )
        return
      }
    }
    const { model } = loaded
    const name = source.entry.name
    state.models.set(name, model)
    context.revision++
    const previous = state.routes.filter((route) => route.params.spec === name)
    const next = specRoutes(model, site.srcDir, context.client, { revision: context.revision })
    replaceRoutes(site, previous, next)
    state.routes = [...state.routes.filter((route) => route.params.spec !== name), ...next]
    state.byId = new Map(state.routes.map((route) => [route.fullPath, route]))
    state.pages = new GeneratedPages(state.models, state.history)
    installSidebars(site, state.models)
    state.histories = context.computeHistories(state, [source])
    state.histories.catch((error: Error) =>
      site.logger.error(`vitepress-api-docs: ${error.message}`),
    )
    reloadPages(server)
    context.info(
      site,
      `${source.file} changed, ${next.length} pages of ${name} regenerated in ${Math.round(performance.now() - started)} ms`,
    )
  }

  async function refreshHistories(): Promise<void> {
    state.histories = context.computeHistories(state, state.sources)
    try {
      await state.histories
    } catch (error) {
      state.site.logger.error(`vitepress-api-docs: ${(error as Error).message}`)
      return
    }
    reloadPages(server)
  }
}

/** Drops what Vite made from the old models and reloads the open pages. */
function reloadPages(server: DevServer): void {
  for (const module of server.moduleGraph.idToModuleMap.values()) {
    const id = module.id
    if (
      id &&
      (id.endsWith('.md') ||
        id === SITE_DATA ||
        id.startsWith(`${RESOLVED}virtual:vitepress-api-docs/`))
    )
      server.moduleGraph.invalidateModule(module)
  }
  server.ws.send({ type: 'full-reload' })
}
