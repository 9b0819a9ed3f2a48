import { resolve } from 'node:path'
import type { Plugin } from 'vitepress'
import { watchCommits } from '../changelog/git/commit-watch'
import type { ApiDocsContext, SiteState } from '../context'
import { pushSpecEdit, reloadPages, type DevServer } from '../pages/hot-update'
import { installSidebars } from '../site-hooks'
import { replaceRoutes } from '../vitepress/routes'
import {
  loadLazyModel,
  modelCacheDir,
  readSpecKey,
  type LoadedModel,
  type SpecSource,
} from '../specs/entries'
import { GeneratedPages, specRoutes } from '../pages/pages'
import { steadyFile } from '../dev/steady-file'

/**
 * `vitepress-api-docs:dev`: in `vitepress dev`, an edit of a description regenerates that
 * spec's pages, sidebar and search entries, and reaches the open pages as a hot update
 * (hot-update.ts); a commit refreshes the histories and reloads them. A save caught half-written
 * is read again once the file stops changing.
 */
export function devPlugin(context: ApiDocsContext): Plugin {
  return {
    name: 'vitepress-api-docs:dev',
    apply: 'serve',
    configureServer(server) {
      if (!context.isSetUp) return
      // The set-up starts once the server listens (its dependency optimizer has started by
      // then; the timer lets Vite's own work at that moment go first), or with the first
      // request if that comes sooner; every request waits for it. The URL is printed sooner,
      // and a broken description no longer stops the server (see `settle`).
      server.middlewares.use((_request, _response, next) => {
        context.begin()
        context.ready().then(
          () => next(),
          () => next(),
        )
      })
      if (server.httpServer)
        server.httpServer.once('listening', () => setTimeout(() => context.begin(), 0))
      else context.begin()
      void settle(context, server)
    },
  }
}

/**
 * Watches the specs once the site is set up. A set-up that failed (a broken description) is
 * reported in the terminal and over the page (Vite's error overlay), the plugin's modules answer
 * empty meanwhile (`context.moduleState`), and each save of a spec tries it again; the pages
 * reload once it works.
 */
async function settle(context: ApiDocsContext, server: DevServer): Promise<boolean> {
  let state: SiteState
  try {
    state = await context.ready()
  } catch (error) {
    const files = context.specFiles()
    const { message } = error as Error
    server.config.logger.error(
      `${message}\n  (tried again when ${files.length > 1 ? 'a description' : 'the description'} is saved)`,
    )
    // Over the page too, in Vite's error overlay: now, and to each page that connects later.
    const show = () =>
      server.ws.send({
        type: 'error',
        err: { message, stack: '', plugin: 'vitepress-api-docs', id: files.join(', ') },
      })
    show()
    server.ws.on('connection', show)
    server.watcher.add(files)
    const retry = (file: string) => {
      if (!files.includes(resolve(file))) return
      server.ws.off('connection', show)
      server.watcher.off('change', retry).off('add', retry)
      context.setUpAgain().catch(() => {})
      void settle(context, server).then((done) => done && reloadPages(server))
    }
    server.watcher.on('change', retry).on('add', retry)
    return false
  }
  watchSpecs(context, state, server)
  return true
}

/** How long after the dev server starts the models built for it are written into the cache. */
const SAVE_AFTER_START_MS = 5000

function watchSpecs(context: ApiDocsContext, state: SiteState, server: DevServer): void {
  const reloads = new Map<string, Promise<void>>()
  const pending = new Set<string>()
  server.watcher.add(state.sources.map((source) => source.file))
  // A file may be read by several specs: a spec and its locales' copies (specs/locale-copies.ts).
  const changed = (file: string) => {
    for (const source of state.sources) if (source.file === resolve(file)) schedule(source)
  }
  server.watcher.on('change', changed)
  // Saved by rename: some watchers see the old file go and a new one come.
  server.watcher.on('add', changed)
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

  // The cache key of the text each spec's pages show, once edited (before, the set-up's): an
  // event for a text already shown (an editor that writes twice, a save without a change, a
  // half-written save read whole) is dropped before the description is parsed again.
  const shown = new Map<string, string>()
  const showing = (name: string) => shown.get(name) ?? state.keys.get(name)?.()
  // Models built at start-up, and after each edit, are written into the cache a while later:
  // the write holds the event loop a few hundred ms (a JSON text of ~30 MB for GitHub's REST
  // API), which the first page of a cold start would otherwise wait for.
  const unsaved = state.unsaved
  const saveModels = () => {
    for (const save of unsaved.values()) save()
    unsaved.clear()
  }
  // Once the server closes, nothing of it waits: a timer would hold this set-up alive.
  const saving = setTimeout(saveModels, SAVE_AFTER_START_MS).unref()
  server.httpServer?.once('close', () => {
    clearTimeout(saving)
    saveModels()
  })

  async function reload(source: SpecSource): Promise<void> {
    const { site } = state
    const started = performance.now()
    const name = source.entry.name
    let loaded: LoadedModel | undefined
    for (let attempt = 0; !loaded; attempt++) {
      // Read at once (a save by rename is whole); only a read that fails waits for the file to
      // stop changing: an editor writing in place is seen half-way, and that is not the last word.
      if (attempt > 0) await steadyFile(source.file)
      try {
        const read = readSpecKey(source, site.root)
        if (read.key === showing(name)) return
        const places = { root: site.root, cacheDir: modelCacheDir(site.cacheDir) }
        loaded = await loadLazyModel(source, places, read)
      } catch (error) {
        if (attempt === 0) continue
        site.logger.error(
          `vitepress-api-docs: ${(error as Error).message}\n  (the pages of the last good version stay served until the file is fixed)`,
        )
        return
      }
    }
    const { model, key } = loaded
    shown.set(name, key)
    state.models.set(name, model)
    context.revision++
    const previous = state.routes.filter((route) => route.params.spec === name)
    const next = specRoutes(model, site.srcDir, context.client, { revision: context.revision })
    replaceRoutes(site, previous, next)
    state.routes = [...state.routes.filter((route) => route.params.spec !== name), ...next]
    state.byId = new Map(state.routes.map((route) => [route.fullPath, route]))
    state.pages = new GeneratedPages(state.models, state.history)
    // The site data carries the sidebars as the pages' HTML has them (the skeletons travel in
    // the sidebars module): it goes to the pages only when they changed. VitePress 2.0's client no longer takes the site data as a hot update (1.6's
    // client/app/data.ts accepted `/@siteData`; 2.0's does not), so there it reloads the page.
    const skeletons = () => JSON.stringify((site.site.themeConfig as { sidebar?: unknown }).sidebar)
    const before = skeletons()
    installSidebars(site, state.models)
    await pushSpecEdit(server, previous, next, { siteData: skeletons() !== before })
    context.info(
      site,
      `${source.file} changed, ${next.length} pages of ${name} regenerated in ${Math.round(performance.now() - started)} ms`,
    )
    // What the open pages do not wait for: the cache for the next start (written once the
    // browser has fetched the update, or as the server closes), the history.
    unsaved.set(name, loaded.save)
    setTimeout(saveModels, 1000).unref()
    state.histories = context.computeHistories(state, [source])
    state.histories.catch((error: Error) =>
      site.logger.error(`vitepress-api-docs: ${error.message}`),
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
