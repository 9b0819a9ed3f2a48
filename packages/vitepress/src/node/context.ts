import type { SiteConfig } from 'vitepress'
import type { VitePressLine } from './vitepress/version'
import type { ChangelogEntry } from '../shared/changelog'
import { pageRefId, type GeneratedPageData, type GeneratedPageRef } from '../shared/page'
import { specHistories } from './changelog/spec-histories'
import type { CopiedPages } from './pages/copied-pages'
import { ApiDocsError } from './errors'
import type { SpecModel } from './model/spec'
import type { ResolvedOptions } from './options'
import { specSources, translationGaps } from './specs/locale-copies'
import type { PageDataFiles } from './build/page-data-files'
import { GeneratedPages, specRoutes, type GeneratedRoute, type PageTemplates } from './pages/pages'
import type { SharedPageModules } from './vitepress/page-map'
import {
  loadLazyModel,
  loadModel,
  loadModels,
  modelCacheDir,
  type LoadReport,
  type SpecSource,
} from './specs/entries'

/** Files of the plugin's client side that the node side points Vite at. */
export interface ClientFiles extends PageTemplates {
  /** The generated pages' data store (`client/pages-store`), served as a virtual module. */
  pagesStore: string
  /** The client as one bundle for `vitepress dev`, where the site can use it (client-bundle.ts). */
  devBundle: () => string | undefined
}

/** What the plugin made of the site's specs: the models and everything derived from them. */
export interface SiteState {
  site: SiteConfig
  sources: SpecSource[]
  models: Map<string, SpecModel>
  routes: GeneratedRoute[]
  /** The generated routes by their module id (`fullPath`). */
  byId: Map<string, GeneratedRoute>
  pages: GeneratedPages
  /** Each spec's history; filled once `histories` below has settled. */
  history: Map<string, ChangelogEntry[]>
  /** Settles when the histories are known (at once in a build; in the background in dev). */
  histories: Promise<void>
  /** In dev, the models not yet written into the cache, by spec (see plugins/dev.ts). */
  unsaved: Map<string, () => void>
  /** Each spec's cache key of the text its model was made from (hashed when first asked). */
  keys: Map<string, () => string>
}

/**
 * The state the plugin's sub-plugins share: the resolved options, what Vite is doing, and the
 * site's models once set up. One context per `apiDocs()` call; nothing of it is global, so a
 * restarted dev server or a second build in the same process keeps nothing of the first.
 */
export class ApiDocsContext {
  command: 'build' | 'serve' = 'build'
  /** The VitePress line the site runs (vitepress/version.ts), known once VitePress hands over. */
  line: VitePressLine = 1
  /** The server build of `vitepress build`, which follows its client build. */
  ssrBuild = false
  /** In a build, the generated pages bundled once per kind and copied (see copied-pages.ts). */
  copies: CopiedPages | undefined
  /** Where the browser finds each generated page's shared module and data (see page-map.ts). */
  sharedPages: SharedPageModules | undefined
  /**
   * In dev, bumped at every reload of a spec: it joins the generated pages' params, so that
   * VitePress's markdown cache (keyed by a page's source and params) renders them again.
   */
  revision = 0
  /**
   * Told of each generated page's data as the browser build makes it for the page's data file
   * (the llms plugin writes the page's twin from it); set only while that build writes.
   */
  onPageData: ((ref: GeneratedPageRef, data: GeneratedPageData) => void) | undefined
  /** The browser build's page data files, once published: what the server render reads. */
  pageFiles: PageDataFiles | undefined
  private state: Promise<SiteState> | undefined
  /** The same state once settled, for the server render's synchronous reads. */
  private settled: SiteState | undefined
  /** The first set-up asked for, to try again (`setUpAgain`). */
  private asked: { site: SiteConfig; install?: (state: SiteState) => void } | undefined
  /** What a deferred set-up waits for (see `deferSetUp`). */
  private gate: { opened: Promise<void>; open: () => void } | undefined

  constructor(
    readonly options: ResolvedOptions,
    readonly client: ClientFiles,
  ) {}

  /**
   * Sets the site up once (VitePress's config hook may run more than once), then `install`s it
   * into the site; deferred, it starts at `begin()`.
   */
  setUp(site: SiteConfig, install?: (state: SiteState) => void): Promise<SiteState> {
    this.asked ??= { site, install }
    return (this.state ??= (this.gate?.opened ?? Promise.resolve())
      .then(() => this.load(site))
      .then((state) => {
        install?.(state)
        return (this.settled = state)
      }))
  }

  /**
   * Makes the next set-up wait for `begin()`: `vitepress dev` starts its server (and Vite's
   * dependency optimizer with it) while the descriptions load, instead of after.
   */
  deferSetUp(): void {
    let open = () => {}
    const opened = new Promise<void>((resolve) => (open = resolve))
    this.gate = { opened, open }
  }

  /** Lets a deferred set-up start; nothing if it has started or was never deferred. */
  begin(): void {
    this.gate?.open()
  }

  /** Sets the site up again, at once, as first asked: after a set-up that failed. */
  setUpAgain(): Promise<SiteState> {
    if (!this.asked) return this.ready()
    this.state = undefined
    this.settled = undefined
    this.gate = undefined
    return this.setUp(this.asked.site, this.asked.install)
  }

  /** The spec files of the site (once `setUp` has been asked). */
  specFiles(): string[] {
    return this.asked ? this.sources(this.asked.site).map((source) => source.file) : []
  }

  /** Each spec and locale copy with its file, under the site's root. */
  private sources(site: SiteConfig): SpecSource[] {
    return specSources(this.options.specs, site.site, site.root)
  }

  /**
   * Lets go of the models and all made of them, once a build has written its bundles: the render
   * that follows reads the pages' data from their files, and holding Microsoft Graph's models
   * made it run on a 1.5 GB heap (a third of its time in garbage collection). A later set-up
   * (a second build with the same plugins) loads them again.
   */
  release(): void {
    this.state = undefined
    this.settled = undefined
    this.asked = undefined
  }

  /**
   * A generated page's data for the server render: from its data file once the browser build has
   * published them, made from the model otherwise (a build without a browser bundle).
   */
  serverPageData(ref: GeneratedPageRef): GeneratedPageData {
    const read = this.pageFiles?.read(ref)
    if (read) return read
    if (!this.settled)
      throw new ApiDocsError(`vitepress-api-docs: no data for the generated page ${pageRefId(ref)}`)
    return this.settled.pages.data(ref)
  }

  /** The set-up state; throws when Vite asks for a module before VitePress's config ran. */
  ready(): Promise<SiteState> {
    if (!this.state)
      throw new ApiDocsError(
        'vitepress-api-docs: this plugin runs inside VitePress (use `extends: await apiDocs(...)`)',
      )
    return this.state
  }

  /**
   * The set-up state, or undefined if the set-up failed: for hooks that see every module or
   * page, which must not fail with it (plugins/dev.ts reports the failure).
   */
  async readyOrFailed(): Promise<SiteState | undefined> {
    try {
      return await this.ready()
    } catch {
      return undefined
    }
  }

  /**
   * The set-up state for a module of the plugin; in dev, undefined if the set-up failed: the
   * failure is reported once (plugins/dev.ts, in the terminal and over the page), and the module
   * answers empty meanwhile instead of failing a second time in Vite's log.
   */
  async moduleState(): Promise<SiteState | undefined> {
    return this.command === 'serve' ? this.readyOrFailed() : this.ready()
  }

  /** The site the first set-up was asked for, if any. */
  get site(): SiteConfig | undefined {
    return this.asked?.site
  }

  /** Whether the site is set up (for hooks that have nothing to do otherwise). */
  get isSetUp(): boolean {
    return this.state !== undefined
  }

  /** Derives the routes and page data from the models, for the site as it is now. */
  derive(state: Omit<SiteState, 'routes' | 'byId' | 'pages'>): SiteState {
    const routes = [...state.models.values()].flatMap((model) =>
      specRoutes(model, state.site.srcDir, this.client, this.revisionParam()),
    )
    return {
      ...state,
      routes,
      byId: new Map(routes.map((route) => [route.fullPath, route])),
      pages: new GeneratedPages(state.models, state.history, this.command === 'build'),
    }
  }

  /** Computes the histories of `sources` into `history`; links point at the current models. */
  async computeHistories(state: SiteState, sources: readonly SpecSource[]): Promise<void> {
    const computed = await specHistories(sources, state.models, state.site.cacheDir)
    for (const [name, entries] of computed) state.history.set(name, entries)
  }

  /** Prints one line of what the plugin did, unless `log: false`. */
  info(site: SiteConfig, message: string): void {
    if (this.options.log) site.logger.info(`vitepress-api-docs: ${message}`)
  }

  /** Reports a load: per spec, its counts and time. */
  report(site: SiteConfig, report: LoadReport): void {
    for (const spec of report.specs)
      this.info(
        site,
        `${spec.name}: ${count(spec.operations, 'operation')}, ${count(spec.schemas, 'schema')} (${Math.round(spec.ms)} ms${spec.cached ? ', from the cache' : ''})`,
      )
  }

  private revisionParam(): { revision?: number } {
    return this.command === 'serve' ? { revision: this.revision } : {}
  }

  private async load(site: SiteConfig): Promise<SiteState> {
    const sources = this.sources(site)
    const dev = this.command === 'serve'
    const { models, report, unsaved, keys } = await loadModels(
      sources,
      {
        root: site.root,
        cacheDir: modelCacheDir(site.cacheDir),
        // Dev writes them once the first page has been served (plugins/dev.ts).
        saveLater: dev,
      },
      // Dev makes each page as it is asked for; a build makes them all, from whole models.
      dev ? loadLazyModel : loadModel,
    )
    this.report(site, report)
    // Printed even with `log: false`: a reader would meet a missing page.
    for (const gap of translationGaps(sources, models))
      site.logger.warn(`vitepress-api-docs: ${gap}`)
    const state = this.derive({
      site,
      sources,
      models,
      history: new Map(),
      histories: Promise.resolve(),
      unsaved,
      keys,
    })
    // A build renders every changelog page, so it waits; dev computes them while the reader
    // opens the first pages, and a changelog page waits for them when it is asked for.
    state.histories = this.computeHistories(state, sources)
    if (this.command === 'build') await state.histories
    else
      state.histories.catch((error: Error) =>
        site.logger.error(`vitepress-api-docs: ${error.message}`),
      )
    this.info(site, `${state.routes.length} pages generated in ${Math.round(report.ms)} ms`)
    return state
  }
}

/** `1 schema`, `2 schemas`. */
export function count(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`
}
