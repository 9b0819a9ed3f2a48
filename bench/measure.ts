import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import vue from '@vitejs/plugin-vue'
import { transform } from 'esbuild'
import { build } from 'vite'

const out = fileURLToPath(new URL('./.out/', import.meta.url))

/** Minified and gzipped bytes of what a page loads up front, and of what it loads on demand. */
export interface EntryCost {
  upFront: { min: number; gzip: number }
  onDemand: { min: number; gzip: number }
}

/** The static import closure of a built chunk (dynamic imports load on demand). */
function staticClosure(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen
  seen.add(file)
  const code = readFileSync(file, 'utf8')
  const imports = /(?:^|[;}\s])(?:import|export)\s*(?:[\w*{}\s,$]*from\s*)?["'](\.[^"']+)["']/g
  for (const match of code.matchAll(imports)) staticClosure(join(dirname(file), match[1]!), seen)
  return seen
}

async function cost(files: string[]): Promise<{ min: number; gzip: number }> {
  // Vite keeps whitespace in ES library builds; minify fully, as an app's bundler would.
  const code = await Promise.all(
    files.map(async (f) => (await transform(readFileSync(f, 'utf8'), { minify: true })).code),
  )
  const joined = code.join('\n')
  return { min: Buffer.byteLength(joined), gzip: gzipSync(joined, { level: 9 }).byteLength }
}

/**
 * Builds `source` (an entry module's code) the way an app would, with Vite and Vue external,
 * and measures the chunks it loads up front and those behind `import()`.
 */
export async function measureEntry(name: string, source: string): Promise<EntryCost> {
  const dir = join(out, name)
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(dir, { recursive: true })
  const entry = join(dir, 'entry.ts')
  writeFileSync(entry, source)
  await build({
    configFile: false,
    logLevel: 'silent',
    plugins: [vue()],
    build: {
      outDir: join(dir, 'dist'),
      minify: 'esbuild',
      lib: { entry, formats: ['es'], fileName: 'entry' },
      rollupOptions: { external: ['vue'] },
    },
  })
  const built = join(dir, 'dist')
  const upFront = staticClosure(join(built, 'entry.js'))
  const all = readdirSync(built)
    .filter((f) => f.endsWith('.js'))
    .map((f) => join(built, f))
  return {
    upFront: await cost([...upFront]),
    onDemand: await cost(all.filter((f) => !upFront.has(f))),
  }
}

/** Formats bytes as KB with two decimals. */
export const kb = (bytes: number) => `${(bytes / 1024).toFixed(2)} KB`
