import { existsSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import type { Plugin, SiteConfig } from 'vitepress'
import { atThisBuildEnd } from '../vitepress/build-end'
import type { ApiDocsContext } from '../context'
import type { SpecModel } from '../model/spec'
import { llmsFullHead, llmsFullPart, llmsTxt, type SiteSummary } from './llms-txt'
import { TwinWriter } from './twin-writer'
import type { TwinLinks } from './page-markdown'
import { twinLinks, twinPages, type TwinPage } from './twins'

/** The Markdown of the site: `llms.txt`, `llms-full.txt` and each page's twin, by file path. */
export interface LlmsFiles {
  /** Every twin page of every spec, in the specs' order. */
  pages: TwinPage[]
  /** Each spec's links between its twins, by the spec's name. */
  links: Map<string, TwinLinks>
  llmsTxt: () => string
  /** The start of `llms-full.txt`, which each twin's part then follows (`llmsFullPart`). */
  llmsFullHead: () => string
}

/** The Markdown files of the site that `models` make, under its `base`. */
export function llmsFiles(site: SiteSummary, models: Iterable<SpecModel>, base: string): LlmsFiles {
  const specs = [...models].map((model) => ({ model, pages: twinPages(model, base) }))
  const pages = specs.flatMap((spec) => spec.pages)
  return {
    pages,
    links: new Map(specs.map(({ model }) => [model.ref.name, twinLinks(model, base)])),
    llmsTxt: () => llmsTxt(site, specs),
    llmsFullHead: () => llmsFullHead(site),
  }
}

const summary = (site: SiteConfig): SiteSummary => ({
  title: site.site.title || 'API reference',
  ...(site.site.description ? { description: site.site.description } : {}),
})

// VitePress's dev client imports a page's module from the page's `.md` path with `?import` (Vite
// adds it to dynamic imports), and a browser fetches a script with `Sec-Fetch-Dest: script` (Fetch
// Standard, "request destination"): both are left to Vite. Anything else asking for a twin's path
// (a program, `fetch()`, the address bar) gets the Markdown.
const isModuleRequest = (url: string, headers: Record<string, string | string[] | undefined>) =>
  url.includes('?') || headers['sec-fetch-dest'] === 'script'

/**
 * The Vite plugin that writes `llms.txt`, `llms-full.txt` and a Markdown twin of each generated
 * page into the built site, and serves the same in `vitepress dev`.
 */
export function llmsPlugin(context: ApiDocsContext): Plugin {
  const { llms } = context.options

  async function files(): Promise<{ site: SiteConfig } & LlmsFiles> {
    const { site, models } = await context.ready()
    return { site, ...llmsFiles(summary(site), models.values(), site.site.base) }
  }

  // A build's files, from the browser build's start of output to its written bundle.
  let building: { site: SiteConfig; writer: TwinWriter } | undefined

  return {
    name: 'vitepress-api-docs:llms',
    // Before the browser build makes the pages' data files (pages.ts), each twin written from
    // its page's data as it is made. The server build writes into VitePress's temporary folder:
    // only the site's own counts.
    async renderStart(output) {
      building = undefined
      if (!llms || context.command !== 'build' || context.ssrBuild || !context.isSetUp) return
      const { site, models } = await context.ready()
      if (!output.dir || resolve(output.dir) !== resolve(site.outDir)) return
      const { pages, links } = llmsFiles(summary(site), models.values(), site.site.base)
      const writer = new TwinWriter(pages, links, site.outDir)
      building = { site, writer }
      context.onPageData = (ref, data) => writer.fromData(ref, data)
    },
    // After the browser build is written (VitePress empties the folder before it).
    async writeBundle() {
      if (!building) return
      const { site, writer } = building
      building = undefined
      context.onPageData = undefined
      const started = performance.now()
      const made = await files()
      // A file of the site's own public folder wins over the generated one.
      const own = (name: string) => existsSync(join(site.srcDir, 'public', name))
      if (!own('llms.txt')) writeFileSync(join(site.outDir, 'llms.txt'), made.llmsTxt())
      writer.ms += performance.now() - started
      writer.writeMissing(made.pages)
      // Every twin on disk before the build goes on: a write that failed fails it here.
      await writer.flush()
      const full =
        llms && llms.full && !own('llms-full.txt')
          ? { file: join(site.outDir, 'llms-full.txt'), head: made.llmsFullHead() }
          : undefined
      writeFullAtBuildEnd(context, site, writer, full, made.pages.length)
    },
    configureServer(server) {
      if (!llms) return
      server.middlewares.use((request, response, next) => {
        if (!context.isSetUp) return next()
        const base = server.config.base
        const url = request.url ?? ''
        if (request.method !== 'GET' && request.method !== 'HEAD') return next()
        if (!url.startsWith(base) || isModuleRequest(url, request.headers)) return next()
        let path: string
        try {
          path = decodeURIComponent(url.slice(base.length))
        } catch {
          return next()
        }
        if (path !== 'llms.txt' && path !== 'llms-full.txt' && !path.endsWith('.md')) return next()
        void files()
          .then((made) => {
            const text =
              path === 'llms.txt'
                ? made.llmsTxt()
                : path === 'llms-full.txt'
                  ? llms.full
                    ? made.llmsFullHead() +
                      made.pages.map((page) => llmsFullPart(page.url, page.markdown())).join('')
                    : undefined
                  : made.pages.find((page) => page.file === path)?.markdown()
            if (text === undefined) return next()
            response.setHeader(
              'Content-Type',
              `${path.endsWith('.md') ? 'text/markdown' : 'text/plain'}; charset=utf-8`,
            )
            response.end(request.method === 'HEAD' ? undefined : text)
          })
          .catch(next)
      })
    },
  }
}

/**
 * Writes llms-full.txt once the pages are rendered (from the twins' files) and reports the
 * twins. Apart from the rest of the plugin: what VitePress's `buildEnd` keeps through the render
 * is this function's arguments, no model.
 */
function writeFullAtBuildEnd(
  context: ApiDocsContext,
  site: SiteConfig,
  writer: TwinWriter,
  full: { file: string; head: string } | undefined,
  count: number,
): void {
  atThisBuildEnd(site, async () => {
    if (full) await writer.writeFull(full.file, full.head)
    context.info(
      site,
      `llms.txt and ${count} Markdown pages written in ${Math.round(writer.ms)} ms`,
    )
  })
}
