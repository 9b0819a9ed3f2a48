import { createHash } from 'node:crypto'
import { readFileSync, readdirSync, unlink, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { pageDataScript, withoutShownExample } from '../../shared/page-data-script'
import { withoutShownExamples } from '../../shared/shown-examples'
import { pageChunkName } from '../pages/page-copies'

// VitePress's browser router loads a page's module from `<base><assets>/<page>.<hash>.js`, the
// hash looked up in the map of every page (`__VP_HASH_MAP__`, by the page's chunk name in lower
// case; `pathToFile` in src/client/app/utils.ts), and on the first page the `.lean.js` beside it
// (src/client/app/index.ts). Its build records the hash of every page chunk in the browser bundle
// and writes a lean copy of each (src/node/plugin.ts, `generateBundle`): two files a page, and
// one entry a page in the map that every page loads. Both lines, 1.6 and 2.0, do the same.
//
// The generated pages of one kind run the same module but for their data. So a build keeps one
// module per kind, which VitePress does not take for a page, and the map answers for a
// generated page with a "hash" that leads the router to it:
// `/../api-docs-operation.<hash>.js?../<spec>/<slug>&` makes
// `assets/<page>.md./../api-docs-operation.<hash>.js?../<spec>/<slug>&.js` (or `&.lean.js`),
// which the browser resolves to the kind's module with the page's HTML (relative to the module,
// without `.html`) in its query. A distinct query makes a distinct module instance (its own
// component and `__pageData`), and the module reads both from the data the page's HTML carries
// (`inlinePageData`; client/pages-store.ts, `load`). The map every
// page loads lists no generated page: per spec and kind a name prefix and the head of the value
// answer for them. The full map stays in `hashmap.json`, which the router fetches when a page
// fails to load (after a new deploy).

/** A generated page's place: its route, its kind's module and its data file. */
export interface SharedPage {
  /** Source-relative path, e.g. `pets/listPets.md`. */
  path: string
  /** The page's slug, the last part of its path. */
  slug: string
  /** The kind's module, under the assets folder. */
  module: string
  /** The data file under the assets folder, without `.json`, which the page's HTML takes in. */
  dataFile: string
  /** The page's HTML relative to the assets folder, without `.html` (`../<spec>/<slug>`). */
  html: string
  /** Whether the page shares its name prefix with pages of another kind (the changelog). */
  alone?: boolean
}

/** The generated pages of a build as VitePress's page map sees them (see above). */
export class SharedPageModules {
  /** Each page's map key and value, its data file and its HTML, by its path. */
  private readonly pages = new Map<
    string,
    { key: string; value: string; dataFile: string; html: string }
  >()
  /** Pages the prefixes cannot answer for, by key. */
  private readonly explicit: Record<string, string> = {}
  /** By key prefix, the head of its pages' values. */
  private readonly prefixes = new Map<string, string>()

  /** Adds a page. */
  add(page: SharedPage): void {
    const key = `${pageChunkName(page.path).file}`.toLowerCase()
    const tail = `${page.slug.toLowerCase()}.md`
    const name = page.slug.toLowerCase()
    // The map's keys are in lower case, so a prefix answers for a slug in mixed case with its
    // name in lower case: the page's module finds the name in its case in the address the
    // router has gone to (client/pages-store.ts). Microsoft Graph's slugs are all in mixed case.
    if (!page.alone && key.endsWith(tail) && page.html.toLowerCase().endsWith(`/${name}`)) {
      const prefix = key.slice(0, -tail.length)
      const head = `/../${page.module}?${page.html.slice(0, -name.length)}`
      const value = `${head}${name}&`
      this.pages.set(page.path, { key, value, dataFile: page.dataFile, html: page.html })
      const known = this.prefixes.get(prefix)
      if (known === undefined) this.prefixes.set(prefix, head)
      if (known === undefined || known === head) return
    }
    const value = `/../${page.module}?${page.html}&`
    this.pages.set(page.path, { key, value, dataFile: page.dataFile, html: page.html })
    this.explicit[key] = value
  }

  /** Whether the page at `path` (source-relative) was added. */
  has(path: string): boolean {
    return this.pages.has(path)
  }

  /** How many pages were added. */
  get size(): number {
    return this.pages.size
  }

  /**
   * The URL of a page's module as the router imports it on a first load, for the page's
   * `modulepreload` link; undefined for a page not added.
   */
  leanUrl(path: string, base: string, assetsDir: string): string | undefined {
    const page = this.pages.get(path)
    return page && `${base}${assetsDir}${page.value.slice(3)}.lean.js`
  }

  /**
   * A page's HTML with the data its module reads in it (`inlinePageData`), read from its data
   * file under `assetsFolder`; unchanged for a page not added.
   */
  withPageData(html: string, path: string, assetsFolder: string): string {
    const page = this.pages.get(path)
    if (!page) return html
    // A schema page's example, and the JSON examples an operation page shows, are in its HTML
    // already (the render read them from the data file).
    const file = join(assetsFolder, `${page.dataFile}.json`)
    const text = readFileSync(file, 'utf8')
    // Nothing reads the file again: removed now, beside the render, rather than with the tens
    // of thousands of others at the build's end (`dataFolders`), which the build waited for.
    unlink(file, () => {})
    return inlinePageData(html, withoutShownExamples(withoutShownExample(text), html), page.html)
  }

  /**
   * The folders of the pages' data files under the assets folder, which no page fetches once
   * their HTML carries them: the build removes them after the render.
   */
  dataFolders(): Set<string> {
    // `pages/<spec>.<hash>/…`: each group's folder (build/page-data-files.ts).
    return new Set(
      [...this.pages.values()].map(({ dataFile }) => dataFile.split('/').slice(0, 2).join('/')),
    )
  }

  /** Every page's key and value, as the full map (`hashmap.json`) holds them. */
  entries(): Record<string, string> {
    return Object.fromEntries([...this.pages.values()].map(({ key, value }) => [key, value]))
  }

  /** The script that answers for the generated pages in the map every page loads. */
  lookup(map: Record<string, string>): string {
    // A page VitePress took for its own (the page bundled for a kind, on 2.0) is answered for.
    const own = { ...map }
    for (const { key } of this.pages.values()) delete own[key]
    Object.assign(own, this.explicit)
    // Longest prefix first, should one spec's prefix start another's.
    const ordered = [...this.prefixes].sort(([a], [b]) => b.length - a.length)
    return `new Proxy(JSON.parse(${JSON.stringify(JSON.stringify(own))}),{get(map,key){if(Object.prototype.hasOwnProperty.call(map,key))return map[key];if(typeof key==="string"&&key.endsWith(".md"))for(const [prefix,head] of ${JSON.stringify(ordered)})if(key.startsWith(prefix))return head+key.slice(prefix.length,-3)+"&"}})`
  }
}

const MAP_START = 'window.__VP_HASH_MAP__=JSON.parse('

/**
 * Rewrites VitePress's metadata script: the map answers for the generated pages (see above).
 * Returns undefined when the script is not in the expected shape.
 */
export function slimHashMap(script: string, modules: SharedPageModules): string | undefined {
  if (!script.startsWith(MAP_START)) return undefined
  const literalStart = MAP_START.length
  let end = literalStart + 1
  while (end < script.length && script[end] !== '"') end += script[end] === '\\' ? 2 : 1
  if (script.slice(end + 1, end + 3) !== ');') return undefined
  const map = JSON.parse(JSON.parse(script.slice(literalStart, end + 1)) as string) as Record<
    string,
    string
  >
  return `window.__VP_HASH_MAP__=${modules.lookup(map)};${script.slice(end + 3)}`
}

/**
 * Once VitePress has written the site: the metadata chunk(s) in `chunksDir` answer for the
 * generated pages (each file keeps its name, a hash of what it held, from which what it now
 * holds follows), and `hashmap.json` in `outDir` lists them. Returns how many chunks changed.
 */
export function installPageMap(
  outDir: string,
  chunksDir: string,
  modules: SharedPageModules,
): number {
  let slimmed = 0
  let names: string[] = []
  try {
    names = readdirSync(chunksDir)
  } catch {
    // No chunks folder: nothing to slim.
  }
  for (const name of names) {
    if (!/^metadata\.[\w-]+\.js$/.test(name)) continue
    const file = join(chunksDir, name)
    const slim = slimHashMap(readFileSync(file, 'utf8'), modules)
    if (slim === undefined) continue
    writeFileSync(file, slim)
    slimmed++
  }
  const full = join(outDir, 'hashmap.json')
  try {
    const map = JSON.parse(readFileSync(full, 'utf8')) as Record<string, string>
    writeFileSync(full, JSON.stringify({ ...map, ...modules.entries() }))
  } catch {
    // No full map written: nothing to add to.
  }
  return slimmed
}

/**
 * A generated page's HTML with its `modulepreload` link at its kind's module: VitePress writes
 * `<assets>/<page>.<hash>.lean.js` with the hash it recorded (src/node/build/render.ts), and it
 * recorded none for a generated page.
 */
export function preloadSharedModule(
  html: string,
  page: string,
  base: string,
  assetsDir: string,
  modules: SharedPageModules,
): string {
  const url = modules.leanUrl(page, base, assetsDir)
  if (url === undefined) return html
  const own = `${base}${assetsDir}/${pageChunkName(page).file}.`
  const start = html.indexOf(`href="${own}`)
  if (start < 0) return html
  const end = html.indexOf('"', start + 6)
  if (!html.slice(start + 6, end).endsWith('.lean.js')) return html
  return `${html.slice(0, start + 6)}${escapeAttribute(url)}${html.slice(end)}`
}

/**
 * A page's HTML with its data file's text (`text`) in a script element at the end of its body,
 * for the page named `page` in its module's query (shared/page-data-script.ts).
 */
export function inlinePageData(html: string, text: string, page: string): string {
  const end = html.lastIndexOf('</body>')
  if (end < 0) return html
  return `${html.slice(0, end)}${pageDataScript(text, page)}\n${html.slice(end)}`
}

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;')

/** A chunk of the browser bundle, as far as `shareKindModule` changes it. */
interface KindChunk {
  fileName: string
  preliminaryFileName?: string
  isEntry: boolean
  code: string
}

/**
 * Makes a bundled page's chunk (with `code` for any page of its kind) its kind's shared module,
 * `<assets>/api-docs-<kind>.<hash>.js`: no longer an entry, so that VitePress neither records it
 * as a page nor writes a lean copy (its `isPageChunk`), and without the markers of static content
 * VitePress takes out of page chunks (`staticRestoreRE`). Returns its file under the assets folder.
 */
export function shareKindModule(
  chunk: KindChunk,
  code: string,
  kind: string,
  assetsDir: string,
): string {
  chunk.code = code.replace(/__VP_STATIC_(START|END)__/g, '')
  const hash = createHash('sha256').update(chunk.code).digest('base64url').slice(0, 8)
  const file = `api-docs-${kind}.${hash.replace(/[^\w]/g, '_')}.js`
  chunk.fileName = `${assetsDir}/${file}`
  chunk.preliminaryFileName = chunk.fileName
  chunk.isEntry = false
  return file
}

/** The part of a plugin's context that emits a file. */
interface Emitter {
  emitFile(file: { type: 'asset'; fileName: string; source: string }): string
}

/**
 * On VitePress 2.0 (Rolldown), which writes a chunk under the name it gave it whatever the
 * chunk's `fileName` says, a kind's shared module goes into the bundle as an asset of its own
 * name and the page's chunk leaves it (so VitePress neither records it nor writes a lean copy).
 */
export function writeAsAsset(
  plugin: Emitter,
  bundle: Record<string, unknown>,
  chunk: KindChunk & { facadeModuleId: string | null },
): void {
  plugin.emitFile({ type: 'asset', fileName: chunk.fileName, source: chunk.code })
  for (const [key, output] of Object.entries(bundle)) {
    const other = output as { type?: string; facadeModuleId?: string | null }
    if (other.type === 'chunk' && other.facadeModuleId === chunk.facadeModuleId) delete bundle[key]
  }
}
