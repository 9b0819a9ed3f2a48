import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build, type Metafile } from 'esbuild'
import { beforeAll, describe, expect, it } from 'vitest'
import type { readCurlPaste } from '../src/components/ApiRequest/curlPaste'

// The built package (run `npm run build`), read as a bundler reads it.
const dist = fileURLToPath(new URL('../dist/', import.meta.url))
const READER_COPY = 'lazy/curl-reader.js'

let inputs: Metafile['inputs'] = {}

/** Package-relative paths of the files `file` imports with `kind`. */
function importsOf(file: string, kind: 'import-statement' | 'dynamic-import'): string[] {
  return (inputs[file]?.imports ?? [])
    .filter((record) => record.kind === kind && !record.external)
    .map((record) => record.path)
}

/** The files a module loads before it runs: itself and its static imports, transitively. */
function staticClosure(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen
  seen.add(file)
  for (const imported of importsOf(file, 'import-statement')) staticClosure(imported, seen)
  return seen
}

beforeAll(async () => {
  if (!existsSync(join(dist, READER_COPY)))
    throw new Error('build the package first: npm run build')
  // Only the module graph is wanted: esbuild's metafile lists every file with its import records.
  const { metafile } = await build({
    entryPoints: ['index.js', 'core.js', 'curl.js'].map((entry) => join(dist, entry)),
    absWorkingDir: dist,
    bundle: true,
    splitting: true,
    format: 'esm',
    outdir: join(dist, '../.graph'),
    write: false,
    metafile: true,
    external: ['vue'],
    logLevel: 'silent',
  })
  inputs = metafile.inputs
})

// issue 6: the module the main entry re-exports must never be the one the Paste cURL panel loads
// on demand, or esbuild's code splitting loads it up front in every app.
describe('the Paste cURL panel’s copy of the reader (dist/lazy/curl-reader.js)', () => {
  it('imports nothing, so it shares no module with the entries', () => {
    expect(inputs[READER_COPY]).toBeDefined()
    expect(inputs[READER_COPY]?.imports).toEqual([])
  })

  it.each(['index.js', 'core.js', 'curl.js'])('is not statically reachable from %s', (entry) => {
    const closure = staticClosure(entry)
    expect(closure.has('core/curl/parse-curl.js')).toBe(true)
    expect(closure.has(READER_COPY)).toBe(false)
  })

  it('is what the panel loads on demand', () => {
    const loaders = Object.keys(inputs).filter((file) =>
      importsOf(file, 'dynamic-import').includes(READER_COPY),
    )
    expect(loaders).toEqual(['components/ApiRequest/curlReader.js'])
    expect(staticClosure('index.js').has(loaders[0]!)).toBe(false)
  })

  it('reads a command into a form patch', async () => {
    const copy = (await import(/* @vite-ignore */ join(dist, READER_COPY))) as {
      readCurlPaste: typeof readCurlPaste
    }
    const patch = copy.readCurlPaste(`curl https://api.test/items -u ann:pw -d 'name=x'`, {
      url: 'https://api.test/items',
      method: 'get',
      items: [],
      auth: { type: 'none' },
    })
    expect(patch).toMatchObject({
      method: 'post',
      auth: { type: 'basic', username: 'ann', password: 'pw' },
      contentType: 'application/x-www-form-urlencoded',
      extraItems: [{ name: 'name', value: 'x' }],
    })
  })
})
