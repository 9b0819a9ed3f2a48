import { existsSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { kb, measureEntry } from './measure'
import type { Benchmark } from './types'

const dist = fileURLToPath(new URL('../packages/playground/dist/', import.meta.url))

/**
 * What `export *` takes from the main entry (all but `default`), but parseCurl: the cURL reader
 * is exported there too, and an app pays for it only when it imports it (the per-export figures
 * print its cost). Kept in step with the entry by bundle-size.test.ts.
 */
export const MAIN_EXPORTS_BUT_PARSE_CURL = [
  'ApiRequest',
  'ApiResponse',
  'MethodBadge',
  'SNIPPET_LANGUAGES',
  'VueApiPlayground',
  'VueApiPlaygroundPlugin',
  'buildRequest',
  'formatSize',
  'loadRequestBuilder',
  'playgroundMessagesKey',
  'toApiResponseProps',
  'toCurl',
  'useApiRequest',
  'useMessages',
]

/** The library's client bundle: everything the main entry exports, Vue excluded. */
export const bundleSize: Benchmark = {
  id: 'bundle-size',
  name: 'bundle size (vue-api-playground, built package, as an app bundles it)',
  async run() {
    if (!existsSync(dist + 'index.js')) throw new Error('build the package first: npm run build')
    const names = MAIN_EXPORTS_BUT_PARSE_CURL.join(', ')
    const main = await measureEntry(
      'main',
      `export { ${names} } from ${JSON.stringify(dist + 'index.js')}\n`,
    )
    const core = await measureEntry('core', `export * from ${JSON.stringify(dist + 'core.js')}\n`)
    const css = gzipSync(readFileSync(dist + 'style.css'), { level: 9 }).byteLength
    return [
      {
        label: 'main entry JS up front (all but parseCurl), min+gzip',
        value: main.upFront.gzip,
        budget: 14 * 1024,
        format: kb,
      },
      {
        label: 'main entry JS up front (all but parseCurl), minified',
        value: main.upFront.min,
        format: kb,
      },
      {
        label: 'on demand (request builder, cURL reader, viewers, editors), min+gzip',
        value: main.onDemand.gzip,
        format: kb,
      },
      {
        label: 'core entry JS, min+gzip',
        value: core.upFront.gzip + core.onDemand.gzip,
        format: kb,
      },
      { label: 'style.css, gzip', value: css, budget: 5 * 1024, format: kb },
    ]
  },
}
