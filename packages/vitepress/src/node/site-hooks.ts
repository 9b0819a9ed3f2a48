import { readFileSync, rmdirSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import type { PageData, SiteConfig } from 'vitepress'
import { sidebarKeys } from '../shared/links'
import { pageKindNamesFor } from '../shared/i18n/page-kinds'
import { operationTitle } from '../shared/operation-title'
import { EMBEDS_KEY, isGeneratedPageRef, type GeneratedPageRef } from '../shared/page'
import type { SidebarItem } from '../shared/sidebar'
import { SERVER_PAGES } from '../shared/virtual'
import type { ApiDocsContext, SiteState } from './context'
import { ApiDocsError } from './errors'
import { findEmbeds, modelsForPage, resolveEmbeds } from './pages/embeds'
import { takeOwnScripts } from './vitepress/head-scripts'
import type { SpecModel } from './model/spec'
import { installPageMap, preloadSharedModule } from './vitepress/page-map'
import { RenderCollections } from './build/render-collections'
import { PAGE_DATA_FOLDER } from './build/page-data-files'
import { plainQuotes } from './build/plain-text'
import { outputFiles, summarizeOutput } from './build/output-summary'
import { htmlSidebar, specLanguage, specSidebarNames } from './pages/sidebar'
import { themeProblem } from './pages/theme-check'
import { localeSidebars } from './pages/locale-sidebars'
import { replaceRoutes, watchTemplates } from './vitepress/routes'

/**
 * Hands the generated pages to VitePress: its page list and dynamic routes, the sidebars, and
 * its own hooks (page data, HTML, build end), which VitePress reads from the site config.
 */
export function installIntoSite(context: ApiDocsContext, state: SiteState): void {
  const { site } = state
  const taken = new Set(site.pages)
  for (const route of state.routes) {
    if (taken.has(route.path))
      throw new ApiDocsError(
        `vitepress-api-docs: the generated page ${route.path} would replace ${join(site.srcDir, route.path)}; rename that file or change the spec's prefix`,
      )
  }
  replaceRoutes(site, [], state.routes)
  const theme = themeProblem(site.root, site.themeDir)
  if (theme) site.logger.warn(`vitepress-api-docs: ${theme}`)
  watchTemplates(site, [context.client.operation, context.client.schema, context.client.changelog])
  installSidebars(site, state.models)
  // The server render reads pages' data from this process (client/pages-store.ts); a later
  // set-up replaces the reader, and with it the only hold on this context.
  ;(globalThis as Record<symbol, unknown>)[Symbol.for(SERVER_PAGES)] = (ref: GeneratedPageRef) =>
    context.serverPageData(ref)

  const end = site.buildEnd
  site.buildEnd = async (config) => {
    if (context.sharedPages)
      installPageMap(site.outDir, join(site.outDir, site.assetsDir, 'chunks'), context.sharedPages)
    await end?.(config)
    // The pages' HTML carries their data now (see the HTML hook below).
    const assets = join(site.outDir, site.assetsDir)
    for (const folder of context.sharedPages?.dataFolders() ?? [])
      rmSync(join(assets, folder), { recursive: true, force: true })
    removeIfEmpty(join(assets, PAGE_DATA_FOLDER))
    reportOutput(context, site)
  }
  // Rendering thousands of pages piles up garbage: see render-collections.ts.
  const html = site.transformHtml
  const collections = new RenderCollections()
  // Started now, settled long before the first page renders (after the bundles).
  const ownScripts = context.command === 'build' ? takeOwnScripts(site) : undefined
  site.transformHtml = async (code, id, pageContext) => {
    if (context.command === 'build') collections.pageRendered()
    const restore = await ownScripts
    const shared = context.sharedPages
    const restored = (restore ?? ((text: string) => text))(code)
    const page = pageContext.page
    // A generated page: its kind's module preloaded, its text's quotes plain (build/plain-text.ts),
    // then its data in it.
    let own = restored
    if (shared?.has(page)) {
      own = preloadSharedModule(own, page, site.site.base, site.assetsDir, shared)
      own = plainQuotes(own, Math.max(0, own.indexOf('<div id="app">')))
      own = shared.withPageData(own, page, join(site.outDir, site.assetsDir))
    }
    const theirs = await html?.(own, id, pageContext)
    return theirs ?? (own !== code ? own : undefined)
  }
  const own = site.transformPageData
  site.transformPageData = async (pageData, pageContext) => {
    context.copies?.seePageData(pageData)
    const ours = pageDataOf(context, await context.ready(), pageData)
    const theirs = await own?.({ ...pageData, ...ours }, pageContext)
    return { ...ours, ...(theirs ?? {}) }
  }
}

/** Removes a folder if it is empty. */
function removeIfEmpty(folder: string): void {
  try {
    rmdirSync(folder)
  } catch {
    // Not empty (data files of pages that are no shared module's), or not there.
  }
}

/**
 * Says, once everything is written (the site's own `buildEnd` included), the output's size, file
 * count and largest file, and warns of each host limit it passes (build/output-summary.ts); the
 * warnings print even with `log: false`.
 */
function reportOutput(context: ApiDocsContext, site: SiteConfig): void {
  const { line, warnings } = summarizeOutput(outputFiles(site.outDir))
  context.info(site, line)
  for (const warning of warnings) site.logger.warn(`vitepress-api-docs: ${warning}`)
}

/**
 * Puts each spec's sidebar as the pages' HTML has it under its prefixes; the browser puts in the
 * skeleton once hydrated and loads each group's items (client/sidebar.ts).
 */
export function installSidebars(site: SiteConfig, models: ReadonlyMap<string, SpecModel>): void {
  const themeConfig = (site.site.themeConfig ??= {}) as { sidebar?: unknown }
  const current = themeConfig.sidebar
  const sidebar: Record<string, SidebarItem[] | { base: string; items: SidebarItem[] }> =
    Array.isArray(current)
      ? { '/': current }
      : { ...((current as Record<string, SidebarItem[]>) ?? {}) }
  Object.assign(sidebar, localeSidebars(site.site, models.keys()))
  for (const model of models.values()) {
    const items = htmlSidebar(model, specSidebarNames(site.site, model))
    for (const key of sidebarKeys(model.ref.name, model.ref.prefix)) sidebar[key] = items
  }
  themeConfig.sidebar = sidebar
}

/** The title and description of a generated page; the embeds' data of a markdown page. */
function pageDataOf(
  context: ApiDocsContext,
  { site, models, pages }: SiteState,
  pageData: PageData,
): Partial<PageData> | undefined {
  const params = pageData.params
  if (isGeneratedPageRef(params)) {
    const model = models.get(params.spec)
    const label = model?.ref.label ?? params.spec
    // In the page's language, as its sidebar names it (a locale's copy is in the locale's).
    const kinds = pageKindNamesFor(model ? specLanguage(site.site, model) : 'en')
    const operation = pages.operation(params)
    if (operation)
      return operation.webhook
        ? { title: operation.path, description: `${kinds.webhook} · ${label}` }
        : {
            title: operationTitle(operation),
            description: `${operation.method.toUpperCase()} ${operation.path} · ${label}`,
          }
    const schema = pages.schemaName(params)
    if (schema) return { title: schema, description: `${kinds.schema} · ${label}` }
    const changelog = model ? specSidebarNames(site.site, model).changelog : 'Changelog'
    return { title: `${changelog} · ${label}` }
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
  const { data, broken } = resolveEmbeds(tags, modelsForPage(models, pageData.relativePath))
  for (const { tag, message } of broken) {
    const text = `${file}:${tag.line}:${tag.column}: ${message}`
    if (context.options.onBrokenEmbed === 'warn') site.logger.warn(`vitepress-api-docs: ${text}`)
    else throw new ApiDocsError(text)
  }
  return { [EMBEDS_KEY]: data } as Partial<PageData>
}
