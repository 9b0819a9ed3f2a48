import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { build } from 'esbuild'
import { loadSpec } from '../packages/vitepress/src/node/description/load'
import { buildSpecModel } from '../packages/vitepress/src/node/model/spec'
import { buildSearchIndex } from '../packages/vitepress/src/node/search/build-index'
import { readEntries } from '../packages/vitepress/src/shared/search/entries'
import { createSearcher } from '../packages/vitepress/src/shared/search/rank'
import { kb } from './measure'
import { readerQueries } from './search-queries'
import type { Benchmark } from './types'

const root = fileURLToPath(new URL('../', import.meta.url))
const SPEC = 'node_modules/@octokit/openapi/generated/api.github.com.json'
const QUERIES = 200
// Each query is timed on a fresh searcher (nothing cached) in several passes, and its fastest
// pass counts: the machine is shared, and a pass interrupted by another process says nothing
// about the code.
const PASSES = 7
const ms = (value: number) => `${value.toFixed(2)} ms`

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!
}

/** The search index of the GitHub REST API description: its size, and the time per query. */
export const searchIndex: Benchmark = {
  id: 'search',
  name: 'search (GitHub REST API description: 1,223 operations, 969 schemas)',
  async run() {
    const loaded = await loadSpec({ name: 'github', spec: SPEC, prefix: '/github' }, root)
    const data = buildSearchIndex([buildSpecModel(loaded)])
    const json = JSON.stringify(data)
    const entries = readEntries(data)
    const queries = readerQueries(entries, QUERIES)
    const times = queries.map(() => Infinity)
    let prepare = Infinity
    for (let pass = 0; pass < PASSES; pass++) {
      const started = performance.now()
      const searcher = createSearcher(readEntries(JSON.parse(json)))
      prepare = Math.min(prepare, performance.now() - started)
      queries.forEach((query, i) => {
        const start = performance.now()
        searcher.search(query)
        times[i] = Math.min(times[i]!, performance.now() - start)
      })
    }
    times.sort((a, b) => a - b)
    const ranker = await build({
      stdin: {
        contents: `export { createSearcher } from './rank'\nexport { readEntries } from './entries'\n`,
        resolveDir: fileURLToPath(
          new URL('../packages/vitepress/src/shared/search/', import.meta.url),
        ),
        loader: 'ts',
      },
      bundle: true,
      minify: true,
      format: 'esm',
      write: false,
    })
    return [
      {
        label: `index, gzip (${data.o.length} operations, ${data.c.length} schemas)`,
        value: gzipSync(json).byteLength,
        budget: 100 * 1024,
        format: kb,
      },
      { label: 'index, raw JSON', value: Buffer.byteLength(json), format: kb },
      {
        label: 'ranker code, min+gzip',
        value: gzipSync(ranker.outputFiles[0]!.contents).byteLength,
        format: kb,
      },
      { label: 'index load (parse and word lists)', value: prepare, format: ms },
      { label: `${QUERIES} queries, p50`, value: percentile(times, 50), format: ms },
      { label: `${QUERIES} queries, p95`, value: percentile(times, 95), budget: 2, format: ms },
      { label: `${QUERIES} queries, slowest`, value: times.at(-1)!, format: ms },
    ]
  },
}
