import { existsSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { build } from 'esbuild'
import type { Benchmark } from './types'

const dist = fileURLToPath(new URL('../packages/playground/dist/', import.meta.url))

/** Minified + gzipped size of an entry of the built package, bundled with Vue external. */
async function gzippedSize(entry: string): Promise<{ min: number; gzip: number }> {
  const result = await build({
    entryPoints: [dist + entry],
    bundle: true,
    minify: true,
    format: 'esm',
    external: ['vue'],
    write: false,
    logLevel: 'silent',
  })
  const code = result.outputFiles[0]!.contents
  return { min: code.byteLength, gzip: gzipSync(code, { level: 9 }).byteLength }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(2)} KB`

/** The library's client bundle: everything the main entry exports, Vue excluded. */
export const bundleSize: Benchmark = {
  name: 'bundle size (vue-api-playground)',
  async run() {
    if (!existsSync(dist + 'index.js')) throw new Error('build the package first: npm run build')
    const main = await gzippedSize('index.js')
    const core = await gzippedSize('core.js')
    const css = gzipSync(readFileSync(dist + 'style.css'), { level: 9 }).byteLength
    return [
      { label: 'main entry JS, min+gzip', value: main.gzip, budget: 14 * 1024, format: kb },
      { label: 'main entry JS, minified', value: main.min, format: kb },
      { label: 'core entry JS, min+gzip', value: core.gzip, format: kb },
      { label: 'style.css, gzip', value: css, budget: 5 * 1024, format: kb },
    ]
  },
}
