import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { build, type Metafile } from 'esbuild'
import type { AppCost } from './types'

const out = fileURLToPath(new URL('./.out/esbuild/', import.meta.url))
const root = fileURLToPath(new URL('../', import.meta.url))

/** The files an output loads before it runs: itself and its static imports, transitively. */
function staticClosure(outputs: Metafile['outputs'], file: string, seen = new Set<string>()) {
  if (seen.has(file)) return seen
  seen.add(file)
  for (const { path, kind, external } of outputs[file]?.imports ?? []) {
    if (kind === 'import-statement' && !external) staticClosure(outputs, path, seen)
  }
  return seen
}

// Each file is fetched and decompressed on its own, so each is gzipped on its own.
const gzipped = (files: string[]) =>
  files.reduce(
    (sum, file) => sum + gzipSync(readFileSync(join(root, file)), { level: 9 }).byteLength,
    0,
  )

/**
 * Bundles `source`, an app's entry module, the way an app does with esbuild: minified ES modules,
 * code splitting on, Vue external, the package resolved through its `exports` as installed.
 */
export async function measureEsbuildApp(name: string, source: string): Promise<AppCost> {
  const dir = join(out, name)
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(dir, { recursive: true })
  const entry = join(dir, 'entry.js')
  writeFileSync(entry, source)
  const { metafile } = await build({
    entryPoints: [entry],
    absWorkingDir: root,
    nodePaths: [join(root, 'node_modules')],
    bundle: true,
    splitting: true,
    format: 'esm',
    minify: true,
    target: 'es2022',
    outdir: join(dir, 'dist'),
    external: ['vue'],
    metafile: true,
    // The workspace's tsconfig maps the package to its sources; an app gets the built package.
    tsconfigRaw: {},
    logLevel: 'silent',
  })
  const js = Object.keys(metafile.outputs).filter((file) => file.endsWith('.js'))
  // Chunks behind `import()` are entry points too: pick the app's own by its name.
  const entryOut = join(relative(root, dir), 'dist', 'entry.js')
  if (!metafile.outputs[entryOut]) throw new Error(`esbuild produced no ${entryOut}`)
  const upFront = staticClosure(metafile.outputs, entryOut)
  const onDemand = js.filter((file) => !upFront.has(file))
  const modules = [...upFront].flatMap((file) =>
    Object.entries(metafile.outputs[file]?.inputs ?? {})
      .filter(([, input]) => input.bytesInOutput > 0)
      .map(([path]) => path),
  )
  return {
    upFront: { gzip: gzipped([...upFront]), files: upFront.size, modules },
    onDemand: { gzip: gzipped(onDemand), files: onDemand.length },
  }
}
