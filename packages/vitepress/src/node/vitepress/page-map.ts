import { createHash } from 'node:crypto'
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

// VitePress's browser router finds a page's module through a map of every page to the hash in
// its file name (`__VP_HASH_MAP__`), which every page loads. With thousands of generated pages,
// that map outweighs the page itself. So the generated pages of a spec share one hash (made from
// all their code, so that any change still renames them all), and the map every page loads lists
// only the other pages plus, per spec, a name prefix and that hash. The full map stays in
// `hashmap.json`, which VitePress's router fetches when a page fails to load.

/** The hash-map keys of a spec's generated pages, and the hash their files now share. */
export interface SharedPageHash {
  hash: string
  /** Each page's key in VitePress's map (its chunk name, lower case), with its prefix. */
  pages: { key: string; prefix: string }[]
}

/** A page chunk as the bundle holds it (the part of Rollup's `OutputChunk` used here). */
export interface PageChunk {
  type: 'chunk'
  name: string
  fileName: string
  code: string
  isEntry: boolean
  facadeModuleId: string | null
}

const HASH_IN_NAME = /\.([-\w]+)\.js$/

/**
 * Renames the chunks of generated pages so that the pages of one group (a spec) share one hash.
 * `groupOf` names a page's group and its slug, or nothing for other chunks. Runs on the client
 * bundle before VitePress records the page hashes.
 */
export function sharePageHashes(
  bundle: Record<string, PageChunk | { type: 'asset' }>,
  groupOf: (facadeModuleId: string) => { group: string; slug: string } | undefined,
): Map<string, SharedPageHash> {
  const groups = new Map<string, { chunk: PageChunk; slug: string }[]>()
  for (const output of Object.values(bundle)) {
    if (output.type !== 'chunk' || !output.isEntry || !output.facadeModuleId) continue
    const page = groupOf(output.facadeModuleId)
    if (!page || !HASH_IN_NAME.test(output.fileName)) continue
    const list = groups.get(page.group) ?? []
    list.push({ chunk: output, slug: page.slug })
    groups.set(page.group, list)
  }
  const shared = new Map<string, SharedPageHash>()
  for (const [group, pages] of groups) {
    pages.sort((a, b) => (a.chunk.name < b.chunk.name ? -1 : 1))
    const digest = createHash('sha256')
    for (const { chunk } of pages) digest.update(chunk.name).update('\0').update(chunk.code)
    const hash = digest.digest('base64url').slice(0, 8)
    const entries: SharedPageHash['pages'] = []
    for (const { chunk, slug } of pages) {
      chunk.fileName = chunk.fileName.replace(HASH_IN_NAME, `.${hash}.js`)
      const key = chunk.name.toLowerCase()
      const tail = `${slug}.md`.toLowerCase()
      if (key.endsWith(tail)) entries.push({ key, prefix: key.slice(0, -tail.length) })
    }
    shared.set(group, { hash, pages: entries })
  }
  return shared
}

const MAP_START = 'window.__VP_HASH_MAP__=JSON.parse('

/**
 * Rewrites VitePress's metadata script: the generated pages leave the page map, and a lookup by
 * prefix answers for them. Returns undefined when the script is not in the expected shape.
 */
export function slimHashMap(
  script: string,
  shared: ReadonlyMap<string, SharedPageHash>,
): string | undefined {
  if (!script.startsWith(MAP_START)) return undefined
  const literalStart = MAP_START.length
  let end = literalStart + 1
  while (end < script.length && script[end] !== '"') end += script[end] === '\\' ? 2 : 1
  if (script.slice(end + 1, end + 3) !== ');') return undefined
  const map = JSON.parse(JSON.parse(script.slice(literalStart, end + 1)) as string) as Record<
    string,
    string
  >
  const prefixes: Record<string, string> = {}
  for (const { hash, pages } of shared.values()) {
    for (const { key, prefix } of pages) {
      if (map[key] !== hash) continue
      delete map[key]
      prefixes[prefix] = hash
    }
  }
  // Longest prefix first, should one spec's prefix start another's.
  const ordered = Object.entries(prefixes).sort(([a], [b]) => b.length - a.length)
  const lookup = `new Proxy(JSON.parse(${JSON.stringify(JSON.stringify(map))}),{get(map,key){if(Object.prototype.hasOwnProperty.call(map,key))return map[key];if(typeof key==="string")for(const [prefix,hash] of ${JSON.stringify(ordered)})if(key.startsWith(prefix))return hash}})`
  return `window.__VP_HASH_MAP__=${lookup};${script.slice(end + 3)}`
}

/**
 * Slims the metadata chunk(s) VitePress wrote into `chunksDir`, in place: the file keeps its
 * name, a hash of what it held, from which what it now holds follows.
 */
export function slimMetadataChunks(
  chunksDir: string,
  shared: ReadonlyMap<string, SharedPageHash>,
): number {
  let slimmed = 0
  let names: string[]
  try {
    names = readdirSync(chunksDir)
  } catch {
    return 0
  }
  for (const name of names) {
    if (!/^metadata\.[\w-]+\.js$/.test(name)) continue
    const file = join(chunksDir, name)
    const slim = slimHashMap(readFileSync(file, 'utf8'), shared)
    if (slim === undefined) continue
    writeFileSync(file, slim)
    slimmed++
  }
  return slimmed
}
