import { readFileSync } from 'node:fs'
import { extname } from 'node:path'
import type { Plugin } from 'vitepress'
import { internalPaths, removePaths } from '../model/internal'
import { downloadPath, specFile, type ResolvedSpecEntry } from '../options'
import { emptyWritten, type WrittenFile } from '../vitepress/bundle/written-output'
import { yaml } from '../description/yaml'
import { downloadHref, minifyJson } from '../description/download'

type Raw = Record<string, unknown>

/** A description file as readers download it: its media type and text. */
export interface Download {
  type: string
  text: string
}

/**
 * The configured description file as it is, less what `x-internal` hides (unless the entry keeps
 * hidden parts). A JSON file is served without the whitespace between its tokens (the same
 * document, about half the bytes of a pretty-printed one: GitHub's 13.0 MB are 6.9 MB); a YAML
 * file keeps its comments and layout, only the hidden nodes go.
 */
export function downloadOf(
  entry: ResolvedSpecEntry,
  root: string,
  text = readFileSync(specFile(entry, root), 'utf8'),
): Download {
  const file = specFile(entry, root)
  const ext = extname(file).toLowerCase()
  const json = ext === '.json' || (ext !== '.yaml' && ext !== '.yml' && text.trimStart()[0] === '{')
  // RFC 9512 registers application/yaml.
  const type = json ? 'application/json' : 'application/yaml'
  if (entry.includeInternal || !/x-internal|x-scalar-ignore/.test(text))
    return { type, text: json ? minifyJson(text) : text }
  if (json) {
    const document = JSON.parse(text) as Raw
    const paths = internalPaths(document)
    if (!paths.length) return { type, text: minifyJson(text) }
    return { type, text: JSON.stringify(removePaths(document, paths)) }
  }
  const document = yaml().parseDocument(text)
  const paths = internalPaths(document.toJS() as Raw)
  if (!paths.length) return { type, text }
  for (const path of paths) document.deleteIn(path)
  return { type, text: String(document) }
}

/**
 * Serves each spec's description at its download path: emitted into the build, answered by the
 * dev server (read again on every request, so an edit shows at once).
 */
export function apiDocsDownloadPlugin(entries: readonly ResolvedSpecEntry[]): Plugin {
  let siteRoot: string | undefined
  let root = process.cwd()
  let base = '/'
  let serverBuild = false
  // The descriptions just written (see vitepress/bundle/written-output.ts).
  let written: WrittenFile[] = []
  return {
    name: 'vitepress-api-docs:download',
    config(config) {
      // Inside VitePress, spec paths are relative to the site's root (Vite's root is its srcDir).
      siteRoot = (config as { vitepress?: { root: string } }).vitepress?.root
    },
    configResolved(config) {
      root = siteRoot ?? config.root
      base = config.base
      serverBuild = Boolean(config.build.ssr)
    },
    generateBundle() {
      if (serverBuild) return
      for (const entry of entries) {
        const source = readFileSync(specFile(entry, root), 'utf8')
        const href = downloadHref(entry, source)
        if (href === downloadPath(entry))
          this.emitFile({
            type: 'asset',
            fileName: decodeURIComponent(href).slice(1),
            source: downloadOf(entry, root, source).text,
          })
        else if (entry.download === undefined)
          this.warn(
            `${entry.name}: the description is not offered for download, larger than 20 MiB (hosts refuse a file over 25 MiB: Cloudflare Pages); \`download: '<url>'\` links it where it is hosted, \`download: true\` writes it anyway`,
          )
      }
    },
    writeBundle(_, bundle) {
      if (serverBuild) return
      const names = entries.map((entry) => decodeURIComponent(downloadPath(entry)).slice(1))
      written = names.flatMap((name) => (bundle[name] ? [bundle[name] as WrittenFile] : []))
    },
    // The build's result holds every description's text until the pages are rendered.
    closeBundle() {
      emptyWritten(written)
      written = []
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const path = (request.url ?? '').split('?')[0]!
        const entry = entries.find((candidate) => base + downloadPath(candidate).slice(1) === path)
        if (!entry) return next()
        try {
          // Read once a request: the check and the answer are of the same text.
          const source = readFileSync(specFile(entry, root), 'utf8')
          if (downloadHref(entry, source) !== downloadPath(entry)) return next()
          const { type, text } = downloadOf(entry, root, source)
          response.setHeader('Content-Type', `${type}; charset=utf-8`)
          response.end(text)
        } catch (error) {
          next(error)
        }
      })
    },
  }
}
