import type { PageData, SiteConfig } from 'vitepress'
import type { GeneratedPageKind } from '../../shared/page'
import { fillPage, pageChunkName, placeholderModule } from './page-copies'
import type { GeneratedRoute } from './pages'

/** A chunk of the bundle as Rollup hands it to `generateBundle` (the part used here). */
export interface BundleChunk {
  type: 'chunk'
  name: string
  fileName: string
  preliminaryFileName?: string
  code: string
  isEntry: boolean
  facadeModuleId: string | null
  moduleIds: string[]
  modules: Record<string, unknown>
}

/**
 * In a build, the generated pages bundled once per kind and copied for every other page (see
 * page-copies.ts): which pages are bundled, their modules with placeholders, and the copies.
 */
export class CopiedPages {
  /** The page bundled for each kind, by its module id. */
  readonly bundled = new Map<string, GeneratedRoute>()
  private readonly templates = new Map<GeneratedPageKind, PageData>()
  private readonly pageData = new Map<string, string>()

  constructor(
    private readonly site: SiteConfig,
    private readonly routes: readonly GeneratedRoute[],
  ) {
    const kinds = new Set<GeneratedPageKind>()
    for (const route of routes) {
      if (kinds.has(route.params.apiDocsPage)) continue
      kinds.add(route.params.apiDocsPage)
      this.bundled.set(route.fullPath, route)
    }
  }

  /** Whether Rollup should bundle this input (anything but a generated page not bundled). */
  keepsInput(file: string, generated: ReadonlyMap<string, GeneratedRoute>): boolean {
    return !generated.has(file) || this.bundled.has(file)
  }

  /** The module of a bundled page with its own values as placeholders; others pass unchanged. */
  placeholders(code: string, id: string): string {
    const route = this.bundled.get(id)
    return route ? placeholderModule(code, route.path) : code
  }

  /**
   * Keeps the page data VitePress made for a bundled page before the site's hooks ran: the copies
   * start from it (VitePress's markdown of the same template gives every page of a kind the same).
   */
  seePageData(pageData: PageData): void {
    const route = this.bundled.get(`${this.srcDir}/${pageData.relativePath}`)
    if (route && !this.templates.has(route.params.apiDocsPage))
      this.templates.set(route.params.apiDocsPage, JSON.parse(JSON.stringify(pageData)) as PageData)
  }

  /**
   * In the server build, adds a chunk for every generated page to the bundle, each a copy of its
   * kind's bundled page with its own values (VitePress's render imports each page's module). The
   * bundled pages get their own values too. With `emit`, the pages' modules go to it instead, the
   * bundled pages' chunks taken out of the bundle (for Rolldown: vitepress/bundle/server-copies.ts).
   */
  async addCopies(
    bundle: Record<string, BundleChunk | { type: 'asset' }>,
    emit?: (fileName: string, code: string) => void,
  ): Promise<void> {
    const chunks = this.bundledChunks(bundle)
    if (emit)
      for (const [key, output] of Object.entries(bundle))
        if ([...chunks.values()].some(({ chunk }) => chunk === output)) delete bundle[key]
    for (const route of this.routes) {
      const bundled = chunks.get(route.params.apiDocsPage)
      if (!bundled)
        throw new Error(`vitepress-api-docs: no bundled ${route.params.apiDocsPage} page to copy`)
      const code = fillPage(bundled.code, {
        data: await this.dataOf(route),
        path: route.path,
      })
      const own = this.bundled.has(route.fullPath)
      const { name, file: base } = pageChunkName(route.path)
      const fileName = own ? bundled.chunk.fileName : `${base}.js`
      if (emit) emit(fileName, code)
      else if (own) bundled.chunk.code = code
      else
        bundle[fileName] = {
          ...bundled.chunk,
          name,
          fileName,
          preliminaryFileName: fileName,
          facadeModuleId: route.fullPath,
          moduleIds: [route.fullPath],
          modules: {},
          code,
        }
    }
  }

  /**
   * In the browser build, generated pages share their kind's module (src/node/vitepress/page-map.ts
   * says how the router finds it): the bundled page of each kind, returned with its code for
   * any page (its data an empty object and its path empty: each page's come from its data file),
   * and each page's data file written by `write`, given VitePress's page data (JSON).
   */
  async shareKinds(
    bundle: Record<string, BundleChunk | { type: 'asset' }>,
    write: (route: GeneratedRoute, pageData: string) => void,
  ): Promise<Map<GeneratedPageKind, { chunk: BundleChunk; code: string }>> {
    const chunks = this.bundledChunks(bundle)
    for (const route of this.routes) write(route, await this.dataOf(route))
    for (const bundled of chunks.values())
      bundled.code = fillPage(bundled.code, { data: '{}', path: '', file: '' })
    return chunks
  }

  /** The chunk of each kind's bundled page, with its code. */
  private bundledChunks(
    bundle: Record<string, BundleChunk | { type: 'asset' }>,
  ): Map<GeneratedPageKind, { chunk: BundleChunk; code: string }> {
    const chunks = new Map<GeneratedPageKind, { chunk: BundleChunk; code: string }>()
    for (const output of Object.values(bundle)) {
      const route =
        output.type === 'chunk' && output.facadeModuleId && this.bundled.get(output.facadeModuleId)
      if (!route || output.type !== 'chunk') continue
      // A module only this page imported would be bundled into it, and each copy would have one.
      if (output.moduleIds.length !== 1)
        throw new Error(
          `vitepress-api-docs: the bundled page ${route.path} holds other modules (${output.moduleIds.join(', ')})`,
        )
      chunks.set(route.params.apiDocsPage, { chunk: output, code: output.code })
    }
    return chunks
  }

  /** A page's `__pageData` as VitePress would make it: the template's, then the site's hooks. */
  private async dataOf(route: GeneratedRoute): Promise<string> {
    const known = this.pageData.get(route.fullPath)
    if (known !== undefined) return known
    const template = this.templates.get(route.params.apiDocsPage)
    if (!template)
      throw new Error(
        `vitepress-api-docs: VitePress made no page data for the bundled ${route.params.apiDocsPage} page`,
      )
    const base: PageData = { ...template, params: route.params, relativePath: route.path }
    const merge = await this.site.transformPageData?.(base, { siteConfig: this.site })
    const json = JSON.stringify(merge ? { ...base, ...merge } : base)
    this.pageData.set(route.fullPath, json)
    return json
  }

  private get srcDir(): string {
    return this.site.srcDir.replace(/\\/g, '/').replace(/\/$/, '')
  }
}
