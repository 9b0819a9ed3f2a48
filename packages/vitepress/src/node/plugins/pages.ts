import { join } from 'node:path'
import type { Plugin } from 'vitepress'
import { VIRTUAL } from '../../shared/virtual'
import { atThisBuildEnd } from '../vitepress/build-end'
import { collectGarbage } from '../build/collect-garbage'
import type { ApiDocsContext } from '../context'
import { CopiedPages, type BundleChunk } from '../pages/copied-pages'
import { PLACEHOLDERS } from '../pages/page-copies'
import { dataFileText, PageDataFiles } from '../build/page-data-files'
import { lookUpCopiesAsBundled } from '../vitepress/bundle/page-imports'
import { PageCopyFiles } from '../vitepress/bundle/server-copies'
import { shareKindModule, SharedPageModules, writeAsAsset } from '../vitepress/page-map'
import type { GeneratedPageKind } from '../../shared/page'
import type { GeneratedRoute } from '../pages/pages'
import { emptyWritten, type WrittenFile } from '../vitepress/bundle/written-output'

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
    return `\nimport { load as __apiDocsLoad } from ${store}\n__apiDocsLoad(__pageData, ${JSON.stringify(mode.file)}, import.meta.url)\n`
  return `\nimport { put as __apiDocsPut } from ${store}\n__apiDocsPut(__pageData.params, JSON.parse(${JSON.stringify(mode.data)}))\n`
}

/**
 * What a generated page's module gets appended in dev so that a hot update re-renders the open
 * page instead of mounting it again. plugin-vue's update code mounts a component afresh unless
 * the module says only its template changed (`_rerender_only`), and the page's `__pageData`, in
 * its script, changes with every edit of the spec; mounted afresh, the page lost what the reader
 * had typed into its try-it panel. A generated page's own template is its kind's, which an edit
 * never changes: its new data reaches the page through the store, which the module fills.
 */
export function rerenderOnly(code: string): string {
  return code.includes('import.meta.hot') && !/\bexport const _rerender_only\b/.test(code)
    ? '\nexport const _rerender_only = true\n'
    : ''
}

/**
 * `vitepress-api-docs:pages`: the generated pages' modules and data. In dev, each page's module
 * names its page and carries its data. In a build, one page of each kind is bundled and copied
 * for the others (see copied-pages.ts), each with a JSON data file beside it. Also shares the
 * page chunks' hashes per spec and collects garbage once the bundles are written.
 */
export function pagesPlugin(context: ApiDocsContext): Plugin {
  let files: PageDataFiles | undefined
  // The generated pages' chunks of the bundle just written (see vitepress/bundle/written-output.ts).
  let written: WrittenFile[] = []
  // Each kind's shared module in the browser build, by kind (see vitepress/page-map.ts).
  let kindModules: Map<GeneratedPageKind, string> | undefined
  // On VitePress 2, the server build's page modules, written with its bundle (vitepress/bundle/server-copies.ts).
  let serverCopies: PageCopyFiles | undefined
  return {
    name: 'vitepress-api-docs:pages',
    async options(options) {
      if (context.command !== 'build' || !context.isSetUp) return
      const state = await context.ready()
      // Made afresh for each client build; the server build that follows reuses its page data.
      if (!context.ssrBuild || !context.copies)
        context.copies = new CopiedPages(state.site, state.routes)
      if (!context.ssrBuild) {
        context.pageFiles = undefined
        context.sharedPages = undefined
      }
      const copies = context.copies
      const input = options.input
      if (!input || typeof input !== 'object' || Array.isArray(input)) return
      const kept = Object.entries(input).filter(([, file]) => copies.keepsInput(file, state.byId))
      return { ...options, input: Object.fromEntries(kept) }
    },
    resolveId(id) {
      // A real module of the client side, under a stable id that page modules can import.
      if (id === VIRTUAL.pages) return context.client.pagesStore
    },
    async transform(code, id, options) {
      if (!context.isSetUp || id.includes('?')) return
      const state = await context.readyOrFailed()
      const route = state?.byId.get(id)
      if (!state || !route) return
      if (context.command === 'build' && !context.copies) {
        // Every page bundled as itself: its data file is written as its module is made.
        if (options?.ssr) return
        const data = state.pages.data(route.params)
        context.onPageData?.(route.params, data)
        files ??= new PageDataFiles(join(state.site.cacheDir, 'api-docs-page-data'))
        const text = JSON.stringify(state.pages.forBrowser(data))
        return code + pageModuleTail({ file: `./${files.write(route.params, text)}` })
      }
      if (context.command === 'build') {
        const marked = context.copies?.placeholders(code, id) ?? code
        return options?.ssr ? marked : marked + pageModuleTail({ file: PLACEHOLDERS.file })
      }
      if (options?.ssr) return
      if (route.params.apiDocsPage === 'changelog') await state.histories
      return (
        code +
        pageModuleTail({ data: JSON.stringify(state.pages.data(route.params)) }) +
        rerenderOnly(code)
      )
    },
    generateBundle: {
      // Before VitePress records each page's hash from its file name.
      order: 'pre',
      async handler(_, bundle) {
        if (context.command !== 'build' || !context.isSetUp) return
        if (!context.copies) return
        const state = await context.ready()
        const chunks = bundle as unknown as Record<string, BundleChunk | { type: 'asset' }>
        if (context.ssrBuild) {
          if (context.line === 2) serverCopies = new PageCopyFiles()
          await context.copies.addCopies(chunks, serverCopies?.add)
          const undo = lookUpCopiesAsBundled(
            state.site,
            state.routes,
            context.copies.bundled.values(),
          )
          atThisBuildEnd(state.site, undo)
          // The last use of the pages' data: rendering needs none of it.
          context.copies = undefined
          return
        }
        const written = (files ??= new PageDataFiles(
          join(state.site.cacheDir, 'api-docs-page-data'),
        ))
        const kinds = await context.copies.shareKinds(chunks, (route, pageData) => {
          const data = state.pages.data(route.params)
          context.onPageData?.(route.params, data)
          const text = dataFileText(JSON.stringify(state.pages.forBrowser(data)), pageData)
          written.writeInGroup(route.params, text, route.params.spec, dataFileName(route))
        })
        kindModules = new Map()
        for (const [kind, { chunk, code }] of kinds) {
          kindModules.set(kind, shareKindModule(chunk, code, kind, state.site.assetsDir))
          if (context.line === 2) writeAsAsset(this, bundle, chunk)
        }
      },
    },
    async writeBundle(output, bundle) {
      if (context.command !== 'build' || !context.isSetUp) return
      if (serverCopies && output.dir) serverCopies.writeInto(output.dir)
      serverCopies = undefined
      const state = await context.ready()
      const { site, byId } = state
      written = Object.values(
        bundle as unknown as Record<string, BundleChunk | WrittenFile>,
      ).filter((file) => file.type === 'chunk' && byId.has((file as BundleChunk).facadeModuleId!))
      if (!files || context.ssrBuild) return
      // Page chunks sit in the assets folder, and their data files' paths are relative to them.
      await files.publish(join(site.outDir, site.assetsDir))
      context.pageFiles = files
      if (kindModules)
        context.sharedPages = sharedPages(state.routes, kindModules, files, site.assetsDir)
      kindModules = undefined
    },
    // Between writing the bundles and rendering the pages: the render reads the pages' data from
    // their files, so the models go (unless no browser build wrote them), and the pages' chunks,
    // then their garbage (see collect-garbage.ts).
    closeBundle() {
      if (context.command !== 'build') return
      emptyWritten(written)
      written = []
      if (context.ssrBuild && context.pageFiles) context.release()
      collectGarbage()
    },
  }
}

/** A generated page's data file in its spec's folder: its slug in lower case (see page-map.ts). */
function dataFileName(route: GeneratedRoute): string {
  const name = route.params.key.toLowerCase()
  return route.params.apiDocsPage === 'schema' ? `schemas/${name}` : name
}

/** The way from the assets folder up to the output's root: `../` for `assets`. */
const upFrom = (assetsDir: string) =>
  assetsDir
    .split('/')
    .filter(Boolean)
    .map(() => '../')
    .join('')

/** Where the browser finds each generated page's module and data (see vitepress/page-map.ts). */
function sharedPages(
  routes: readonly GeneratedRoute[],
  kinds: ReadonlyMap<GeneratedPageKind, string>,
  files: PageDataFiles,
  assetsDir: string,
): SharedPageModules {
  const modules = new SharedPageModules()
  for (const route of routes) {
    const { apiDocsPage, spec, key } = route.params
    const module = kinds.get(apiDocsPage)
    const folder = files.groupFolder(spec)
    if (module === undefined || folder === undefined) continue
    modules.add({
      path: route.path,
      slug: key,
      module,
      dataFile: `${folder}/${dataFileName(route)}`,
      html: `${upFrom(assetsDir)}${route.path.slice(0, -'.md'.length)}`,
      alone: apiDocsPage === 'changelog',
    })
  }
  return modules
}
