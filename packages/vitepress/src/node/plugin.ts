import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import type { PageData, Plugin, SiteConfig } from 'vitepress'
import type { ChangelogEntry } from '../shared/changelog'
import { EMBEDS_KEY, isGeneratedPageRef } from '../shared/page'
import { expandSidebar, VIRTUAL, type SidebarItem } from '../shared/sidebar'
import { watchCommits } from './changelog/commit-watch'
import { refreshHistories, specHistories } from './changelog/spec-histories'
import { findEmbeds, resolveEmbeds } from './embeds'
import type { SpecModel } from './model/spec'
import type { ApiDocsOptions, ResolvedSpecEntry } from './options'
import {
  sharePageHashes,
  slimMetadataChunks,
  type PageChunk,
  type SharedPageHash,
} from './page-map'
import { pageModuleTail, pagesStoreModule, serveToServerRender } from './page-modules'
import { GeneratedPages, specRoutes, type GeneratedRoute, type PageTemplates } from './pages'
import { compactSidebar, sidebarGroupModule, sidebarKeys, sidebarsModule } from './sidebar'
import { isSearchModule, searchModule } from './search/modules'
import { collectGarbage } from './collect-garbage'
import { loadModels } from './specs'

/** `1 schema`, `2 schemas`. */
const count = (n: number, noun: string): string => `${n} ${noun}${n === 1 ? '' : 's'}`

const RESOLVED_PREFIX = '\0'
/** Pages rendered between two full garbage collections (a few hundred ms each, on GitHub's API). */
const PAGES_BETWEEN_COLLECTIONS = 500

// VitePress brings its own Vite; its types are the ones this plugin must match.
type DevServer = Parameters<
  Extract<NonNullable<Plugin['configureServer']>, (...args: never[]) => unknown>
>[0]

/** The state the plugin keeps between Vite's hooks (and between the client and server builds). */
interface State {
  site: SiteConfig
  models: Map<string, SpecModel>
  files: string[]
  routes: GeneratedRoute[]
  /** The generated routes by their module id (`fullPath`). */
  byId: Map<string, GeneratedRoute>
  pages: GeneratedPages
  histories: Map<string, ChangelogEntry[]>
}

/** The Vite plugin that adds the generated pages, sidebars and embed data to a VitePress site. */
export function apiDocsVitePlugin(
  entries: readonly ResolvedSpecEntry[],
  options: ApiDocsOptions,
  templates: PageTemplates,
): Plugin {
  let state: Promise<State> | undefined
  let command: 'build' | 'serve' = 'build'
  // The same plugin serves VitePress's client build, then its server build.
  let ssrBuild = false
  let sharedHashes: Map<string, SharedPageHash> | undefined

  async function setUp(site: SiteConfig): Promise<State> {
    const { models, files, report } = await loadModels(entries, site.root)
    if (options.log !== false) {
      for (const spec of report.specs)
        site.logger.info(
          `vitepress-api-docs: ${spec.name}: ${count(spec.operations, 'operation')}, ${count(spec.schemas, 'schema')} (${Math.round(spec.ms)} ms)`,
        )
    }
    const histories = await specHistories(entries, site.root, models, site.cacheDir)
    const routes = [...models.values()].flatMap((model) =>
      specRoutes(model, site.srcDir, templates),
    )
    const next: State = {
      site,
      models,
      files,
      routes,
      byId: new Map(routes.map((route) => [route.fullPath, route])),
      pages: new GeneratedPages(models, histories),
      histories,
    }
    install(next)
    if (options.log !== false)
      site.logger.info(
        `vitepress-api-docs: ${routes.length} pages generated in ${Math.round(report.ms)} ms`,
      )
    return next
  }

  return {
    name: 'vitepress-api-docs',
    /** For the plugins beside this one (llms/plugin.ts): the specs' models, once loaded. */
    api: {
      models: async () => (await (state ?? Promise.reject(new Error('not set up')))).models,
    },
    async config(config) {
      const site = (config as { vitepress?: SiteConfig }).vitepress
      if (!site)
        throw new Error(
          'vitepress-api-docs: this plugin runs inside VitePress (use `extends: await apiDocs(...)`)',
        )
      state ??= setUp(site)
      const { routes } = await state
      // VitePress fixed the build's entry list before plugins ran; the generated pages join it here.
      const input = config.build?.rollupOptions?.input
      if (input && typeof input === 'object' && !Array.isArray(input)) {
        for (const route of routes)
          (input as Record<string, string>)[route.path.replace(/\//g, '_')] = route.fullPath
      }
    },
    configResolved(config) {
      command = config.command
      ssrBuild = Boolean(config.build.ssr)
    },
    resolveId(id) {
      if (id === VIRTUAL.sidebars || id.startsWith(VIRTUAL.sidebar)) return RESOLVED_PREFIX + id
      if (id === VIRTUAL.pages || isSearchModule(id)) return RESOLVED_PREFIX + id
    },
    async load(id, loadOptions) {
      if (!id.startsWith(RESOLVED_PREFIX + 'virtual:vitepress-api-docs/')) return
      const { models, site } = await state!
      const name = id.slice(RESOLVED_PREFIX.length)
      if (name === VIRTUAL.pages) return pagesStoreModule(loadOptions?.ssr === true)
      if (isSearchModule(name)) return searchModule(name, models, options, site)
      if (name === VIRTUAL.sidebars) return sidebarsModule(models.values())
      return sidebarGroupModule(name, models)
    },
    // A generated page's module names its page; its data joins it here, by where it runs.
    async transform(code, id, transformOptions) {
      if (!state || id.includes('?')) return
      const { byId, pages } = await state
      const route = byId.get(id)
      if (!route) return
      if (transformOptions?.ssr) return
      const data = JSON.stringify(pages.data(route.params))
      if (command === 'serve') return code + pageModuleTail({ ssr: false, data })
      const file = this.emitFile({ type: 'asset', name: `${route.params.key}.json`, source: data })
      return code + pageModuleTail({ ssr: false, fileUrl: `import.meta.ROLLUP_FILE_URL_${file}` })
    },
    generateBundle: {
      // Before VitePress records each page's hash from its file name.
      order: 'pre',
      async handler(_, bundle) {
        if (command !== 'build' || ssrBuild || !state) return
        const { byId } = await state
        sharedHashes = sharePageHashes(
          bundle as unknown as Record<string, PageChunk | { type: 'asset' }>,
          (id) => {
            const route = byId.get(id)
            return route && { group: route.params.spec, slug: route.params.key }
          },
        )
      },
    },
    // Between writing the bundles and rendering the pages: see collect-garbage.ts.
    closeBundle() {
      if (command === 'build') collectGarbage()
    },
    configureServer(server) {
      void state?.then(({ files }) => watchSpecs(server, files))
    },
  }

  function install({ site, models, routes, pages }: State): void {
    const taken = new Set(site.pages)
    for (const route of routes) {
      if (taken.has(route.path))
        throw new Error(
          `vitepress-api-docs: the generated page ${route.path} would replace ${join(site.srcDir, route.path)}; rename that file or change the spec's prefix`,
        )
    }
    // Arrays are changed in place: VitePress's own plugins hold references to them.
    site.dynamicRoutes.routes.push(...(routes as unknown as SiteConfig['dynamicRoutes']['routes']))
    site.pages.push(...routes.map((route) => route.path))
    for (const template of Object.values(templates))
      site.dynamicRoutes.fileToModulesMap[resolve(template)] ??= new Set()
    installSidebars(site, models)
    serveToServerRender((ref) => pages.data(ref))
    const end = site.buildEnd
    site.buildEnd = async (config) => {
      if (sharedHashes)
        slimMetadataChunks(join(site.outDir, site.assetsDir, 'chunks'), sharedHashes)
      await end?.(config)
    }
    // Rendering thousands of pages piles up garbage the same way: see collect-garbage.ts.
    const html = site.transformHtml
    let rendered = 0
    site.transformHtml = (code, id, context) => {
      if (++rendered % PAGES_BETWEEN_COLLECTIONS === 0) collectGarbage()
      return html?.(code, id, context)
    }
    const own = site.transformPageData
    site.transformPageData = async (pageData, context) => {
      const current = await state!
      const ours = transformPageData(pageData, site, current.models, current.pages)
      const theirs = await own?.({ ...pageData, ...ours }, context)
      return { ...ours, ...(theirs ?? {}) }
    }
  }

  function transformPageData(
    pageData: PageData,
    site: SiteConfig,
    models: Map<string, SpecModel>,
    pages: GeneratedPages,
  ): Partial<PageData> | undefined {
    const params = pageData.params
    if (isGeneratedPageRef(params)) {
      const label = models.get(params.spec)?.ref.label ?? params.spec
      const operation = pages.operation(params)
      if (operation)
        return {
          title: operation.summary ?? operation.operationId,
          description: `${operation.method.toUpperCase()} ${operation.path} · ${label}`,
        }
      const schema = pages.schemaName(params)
      if (schema) return { title: schema, description: `Schema · ${label}` }
      return { title: `Changelog · ${label}` }
    }
    if (pageData.params || !pageData.filePath.endsWith('.md')) return undefined
    const file = join(site.srcDir, pageData.filePath)
    let source: string
    try {
      source = readFileSync(file, 'utf8')
    } catch {
      return undefined
    }
    const tags = findEmbeds(source)
    if (!tags.length) return undefined
    const { data, broken } = resolveEmbeds(tags, models)
    for (const { tag, message } of broken) {
      const text = `${file}:${tag.line}:${tag.column}: ${message}`
      if (options.onBrokenEmbed === 'warn') site.logger.warn(`vitepress-api-docs: ${text}`)
      else throw new Error(text)
    }
    return { [EMBEDS_KEY]: data } as Partial<PageData>
  }

  function watchSpecs(server: DevServer, files: string[]): void {
    server.watcher.add(files)
    server.watcher.on('change', (file) => void onChange(file, false))
    // A commit changes no spec file, but the histories: the pages are regenerated as for one.
    void state?.then(({ site }) =>
      watchCommits(site.root, () => void onChange('git HEAD', true)).then((stop) =>
        server.httpServer?.once('close', stop),
      ),
    )

    async function onChange(file: string, commit: boolean): Promise<void> {
      if ((!commit && !files.includes(resolve(file))) || !state) return
      const previous = await state
      try {
        const { models } = await loadModels(entries, previous.site.root)
        const { root, cacheDir } = previous.site
        await refreshHistories(
          previous.histories,
          entries,
          root,
          models,
          cacheDir,
          commit ? undefined : resolve(file),
        )
        const routes = [...models.values()].flatMap((model) =>
          specRoutes(model, previous.site.srcDir, templates),
        )
        // Replace the generated routes (operations may have been added, renamed or removed).
        const own = new Set(previous.routes.map((route) => route.path))
        const dynamic = previous.site.dynamicRoutes.routes
        for (let i = dynamic.length - 1; i >= 0; i--)
          if (own.has(dynamic[i]!.path)) dynamic.splice(i, 1)
        const pages = previous.site.pages
        for (let i = pages.length - 1; i >= 0; i--) if (own.has(pages[i]!)) pages.splice(i, 1)
        dynamic.push(...(routes as unknown as SiteConfig['dynamicRoutes']['routes']))
        pages.push(...routes.map((route) => route.path))
        installSidebars(previous.site, models)
        previous.models.clear()
        for (const [name, model] of models) previous.models.set(name, model)
        previous.routes = routes
        previous.byId = new Map(routes.map((route) => [route.fullPath, route]))
        previous.pages = new GeneratedPages(models, previous.histories)
        for (const module of server.moduleGraph.idToModuleMap.values()) {
          if (
            module.id &&
            (module.id.endsWith('.md') ||
              module.id.startsWith(RESOLVED_PREFIX + 'virtual:vitepress-api-docs/'))
          )
            server.moduleGraph.invalidateModule(module)
        }
        server.config.logger.info(
          `vitepress-api-docs: ${file} changed, ${routes.length} pages regenerated`,
        )
        server.ws.send({ type: 'full-reload' })
      } catch (error) {
        server.config.logger.error(`vitepress-api-docs: ${(error as Error).message}`)
      }
    }
  }
}

/** Puts each spec's skeleton sidebar under its prefixes; the full one loads in the browser. */
function installSidebars(site: SiteConfig, models: Map<string, SpecModel>): void {
  const themeConfig = (site.site.themeConfig ??= {}) as { sidebar?: unknown }
  const current = themeConfig.sidebar
  const sidebar: Record<string, SidebarItem[] | { base: string; items: SidebarItem[] }> =
    Array.isArray(current)
      ? { '/': current }
      : { ...((current as Record<string, SidebarItem[]>) ?? {}) }
  for (const model of models.values()) {
    const skeleton = expandSidebar(compactSidebar(model), true)
    for (const key of sidebarKeys(model)) sidebar[key] = skeleton
  }
  themeConfig.sidebar = sidebar
}
