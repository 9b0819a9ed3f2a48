import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import type { OutputChunk, RollupOutput } from 'rollup'
import { build } from 'vite'
import type { AppCost } from './types'

const out = fileURLToPath(new URL('./.out/vite/', import.meta.url))
const root = fileURLToPath(new URL('../', import.meta.url))

/** The chunks a chunk loads before it runs: itself and its static imports, transitively. */
function staticClosure(chunks: Map<string, OutputChunk>, name: string, seen = new Set<string>()) {
  const chunk = chunks.get(name)
  if (!chunk || seen.has(name)) return seen
  seen.add(name)
  for (const imported of chunk.imports) staticClosure(chunks, imported, seen)
  return seen
}

// Each file is fetched and decompressed on its own, so each is gzipped on its own.
const gzipped = (chunks: OutputChunk[]) =>
  chunks.reduce((sum, chunk) => sum + gzipSync(chunk.code, { level: 9 }).byteLength, 0)

/**
 * Bundles `source`, an app's entry module, as `vite build` does for an app (Rollup, minified, a
 * chunk per `import()`), Vue external, the package resolved through its `exports` as installed.
 */
export async function measureViteApp(name: string, source: string): Promise<AppCost> {
  const dir = join(out, name)
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(dir, { recursive: true })
  const entry = join(dir, 'entry.js')
  writeFileSync(entry, source)
  const result = (await build({
    root: dir,
    configFile: false,
    logLevel: 'silent',
    build: {
      write: false,
      target: 'es2022',
      // The preload helper Vite adds to each import() is the app's cost too, so it is kept.
      rollupOptions: { input: entry, external: ['vue'] },
    },
  })) as RollupOutput
  const chunks = new Map(
    result.output
      .filter((file): file is OutputChunk => file.type === 'chunk')
      .map((chunk) => [chunk.fileName, chunk]),
  )
  const entryChunk = [...chunks.values()].find((chunk) => chunk.isEntry)
  if (!entryChunk) throw new Error('vite produced no entry chunk')
  const upFront = staticClosure(chunks, entryChunk.fileName)
  const upFrontChunks = [...upFront].map((name) => chunks.get(name)!)
  const onDemand = [...chunks.values()].filter((chunk) => !upFront.has(chunk.fileName))
  return {
    upFront: {
      gzip: gzipped(upFrontChunks),
      files: upFront.size,
      modules: upFrontChunks.flatMap((chunk) =>
        Object.entries(chunk.modules)
          .filter(([, module]) => module.renderedLength > 0)
          .map(([id]) => relative(root, id)),
      ),
    },
    onDemand: { gzip: gzipped(onDemand), files: onDemand.length },
  }
}
