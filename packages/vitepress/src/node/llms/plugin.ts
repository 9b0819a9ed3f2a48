import { existsSync, rmSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import type { Plugin, SiteConfig } from 'vitepress'
import { atThisBuildEnd } from '../vitepress/build-end'
import type { ApiDocsContext } from '../context'
import { localeCopyOf } from '../../shared/links'
import type { SpecModel } from '../model/spec'
import { llmsFullHead, llmsFullPart, llmsTxt, type FullText, type SiteSummary } from './llms-txt'
import { TwinWriter, type FullTextSpec, type WrittenFullText } from './twin-writer'
import { TwinThread } from './thread/twin-thread'
import { twinLinkFacts, twinPages, type TwinLinkFacts, type TwinPage } from './twins'

/** The Markdown of the site: `llms.txt`, each spec's full text and each page's twin. */
export interface LlmsFiles {
  /** Every twin page of every spec, in the specs' order. */
  pages: TwinPage[]
  /** What each spec's links between its twins are made of, by the spec's name. */
  links: Map<string, TwinLinkFacts>
  /** `llms.txt`, linking each spec's full text as `full` says. */
  llmsTxt: (full?: ReadonlyMap<string, FullText>) => string
  /** Each spec's full text: its folder (its prefix) and the heading of each part. */
  fullTexts: (FullTextSpec & { pages: TwinPage[] })[]
}

/**
 * The Markdown files of the site that `models` make, under its `base`; `ext` ends the links to
 * pages (`.md`, the twins'; see `twinLinks`).
 */
export function llmsFiles(
  site: SiteSummary,
  models: Iterable<SpecModel>,
  base: string,
  ext = '.md',
): LlmsFiles {
  // Programs read one copy of each spec: locales' copies (specs/locale-copies.ts) get no twin.
  const specs = [...models]
    .filter((model) => !localeCopyOf(model.ref.name))
    .map((model) => ({ model, pages: twinPages(model, base, ext) }))
  const pages = specs.flatMap((spec) => spec.pages)
  return {
    pages,
    links: new Map(specs.map(({ model }) => [model.ref.name, twinLinkFacts(model, base, ext)])),
    llmsTxt: (full) => llmsTxt(site, specs, full),
    fullTexts: specs.map(({ model, pages }) => ({
      name: model.ref.name,
      folder: model.ref.prefix.slice(1),
      head: (n: number) => llmsFullHead(site, model.ref.label, n),
      pages,
    })),
  }
}

// The twin thread's module, built beside this one (build.mjs).
const TWIN_WORKER = new URL('./twin-worker.js', import.meta.url)

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
  // Without twins in the output, links go to the HTML pages (VitePress's `cleanUrls` drops `.html`).
  const ext = (site: SiteConfig) => (!llms || llms.twins ? '.md' : site.cleanUrls ? '' : '.html')

  async function files(): Promise<{ site: SiteConfig } & LlmsFiles> {
    const { site, models } = await context.ready()
    return { site, ...llmsFiles(summary(site), models.values(), site.site.base, ext(site)) }
  }

  // A build's files, from the browser build's start of output to its written bundle.
  let building:
    { site: SiteConfig; writer?: TwinWriter; thread?: TwinThread; twins: string } | undefined

  return {
    name: 'vitepress-api-docs:llms',
    // Before the browser build makes the pages' data files (pages.ts), each twin written from
    // its page's data as it is made. The server build writes into VitePress's temporary folder:
    // only the site's own counts.
    async renderStart(output) {
      void building?.writer?.stop()
      building = undefined
      if (!llms || context.command !== 'build' || context.ssrBuild || !context.isSetUp) return
      const { site, models } = await context.ready()
      if (!output.dir || resolve(output.dir) !== resolve(site.outDir)) return
      // Twins left out of the output are still made for the full texts, in a folder of the build.
      const twins = llms.twins ? site.outDir : join(site.cacheDir, 'api-docs-twins')
      building = { site, twins }
      if (!llms.twins && !llms.full) return
      if (!llms.twins) rmSync(twins, { recursive: true, force: true })
      const { pages, links } = llmsFiles(summary(site), models.values(), site.site.base, ext(site))
      // From the sources (unit tests) there is no thread's module: the twins are made here.
      const thread = existsSync(TWIN_WORKER) ? new TwinThread(TWIN_WORKER, links) : undefined
      const writer = new TwinWriter(pages, links, twins, thread)
      building.writer = writer
      context.onPageData = (ref, data) => writer.fromData(ref, data)
    },
    // After the browser build is written (VitePress empties the folder before it).
    async writeBundle() {
      if (!building || !llms) return
      const { site, writer, twins } = building
      building = undefined
      context.onPageData = undefined
      const started = performance.now()
      const made = await files()
      // A file of the site's own public folder wins over the generated one.
      const own = (name: string) => existsSync(join(site.srcDir, 'public', name))
      let full = new Map<string, WrittenFullText>()
      if (writer) {
        writer.ms += performance.now() - started
        writer.writeMissing(made.pages)
        // Every twin on disk before the build goes on: a write that failed fails it here.
        await writer.flush()
        if (llms.full) {
          const specs = made.fullTexts.filter(
            (spec) =>
              !own(`${spec.folder}/llms-full.txt`) && !own(`${spec.folder}/llms-full-1.txt`),
          )
          full = await writer.writeFullTexts(specs, site.outDir, llms)
        }
        if (!llms.twins) rmSync(twins, { recursive: true, force: true })
      }
      const base = site.site.base
      const links = new Map<string, FullText>(
        [...full].map(([name, text]) => [
          name,
          'files' in text ? { urls: text.files.map((file) => base + file) } : text,
        ]),
      )
      const textStarted = performance.now()
      if (!own('llms.txt')) writeFileSync(join(site.outDir, 'llms.txt'), made.llmsTxt(links))
      const ms = (writer?.ms ?? 0) + performance.now() - textStarted
      reportAtBuildEnd(context, site, {
        twins: llms.twins ? made.pages.length : 0,
        ms,
        leftOut: [...full].flatMap(([name, text]) =>
          'leftOut' in text ? [{ name, bytes: text.leftOut }] : [],
        ),
        maxBytes: llms.maxBytes,
      })
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
        const fullText = /^(.+)\/llms-full\.txt$/.exec(path)
        if (path !== 'llms.txt' && !fullText && !path.endsWith('.md')) return next()
        void files()
          .then((made) => {
            const text =
              path === 'llms.txt'
                ? made.llmsTxt(llms.full ? devFullTexts(made, base) : undefined)
                : fullText
                  ? llms.full
                    ? devFullText(made, fullText[1]!)
                    : undefined
                  : llms.twins
                    ? made.pages.find((page) => page.file === path)?.markdown()
                    : undefined
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
 * Reports the twins and full texts at the build's end, with the other reports. Apart from the
 * rest of the plugin: what VitePress's `buildEnd` keeps through the render is these arguments.
 */
function reportAtBuildEnd(
  context: ApiDocsContext,
  site: SiteConfig,
  report: {
    twins: number
    ms: number
    leftOut: { name: string; bytes: number }[]
    maxBytes: number
  },
): void {
  atThisBuildEnd(site, () => {
    context.info(
      site,
      `llms.txt and ${report.twins} Markdown pages written in ${Math.round(report.ms)} ms`,
    )
    for (const { name, bytes } of report.leftOut)
      context.info(
        site,
        `${name}: llms-full.txt left out, ${bytes} bytes over \`llms.fullMaxSize\` (${report.maxBytes}); \`llms: { fullMaxSize: Infinity }\` keeps it`,
      )
  })
}

// `vitepress dev` serves each spec's full text whole, as `<prefix>/llms-full.txt`: no host
// limits a file there, and splitting would make every twin to answer `llms.txt`.

/** The link to each spec's full text in `vitepress dev`. */
function devFullTexts(made: LlmsFiles, base: string): Map<string, FullText> {
  return new Map(
    made.fullTexts.map((spec) => [spec.name, { urls: [`${base}${spec.folder}/llms-full.txt`] }]),
  )
}

/** The full text of the spec under `folder` in `vitepress dev`, if there is one. */
function devFullText(made: LlmsFiles, folder: string): string | undefined {
  const spec = made.fullTexts.find((text) => text.folder === folder)
  return (
    spec &&
    spec.head(1) + spec.pages.map((page) => llmsFullPart(page.url, page.markdown())).join('')
  )
}
