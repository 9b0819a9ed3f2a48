import { join } from 'node:path'
import { timedBuild, type BuildResult } from './site/build'
import { mb, seconds, tail } from './site/format'
import { folderSize, htmlSizes, llmsMs, median, pluginMs } from './site/output'
import { ourSite, plainSite } from './site/sites'
import { theirFigures } from './site/theirs'
import { weightFigures } from './site/weight'
import { kb } from './measure'
import { outputFiles } from '../packages/vitepress/src/node/build/output-summary'
import type { Benchmark, Figure } from './types'

/** Node's heap limit for every build here, ours and theirs alike. */
export const HEAP_MB = 4096

/** The operation page opened in Chromium (GitHub's `repos/get`). */
const PAGE = '/github/repos-get'

const dist = (root: string) => join(root, '.vitepress', 'dist')

/** What the issue asks of our build of GitHub's API, measured on a cold `vitepress build`. */
function buildFigures(build: BuildResult, root: string): Figure[] {
  const operations = htmlSizes(join(dist(root), 'github'), ['changelog.html'])
  const own = pluginMs(build.log)
  if (own === undefined)
    throw new Error(`no "pages generated in" line in the log:\n${tail(build.log)}`)
  return [
    { label: 'vitepress build, wall time', value: build.ms, budget: 125_000, format: seconds },
    { label: 'vitepress build, CPU time (user + system)', value: build.cpuMs, format: seconds },
    {
      label: 'vitepress build, peak memory (process tree RSS)',
      value: build.peakRss,
      budget: 1.5 * 2 ** 30,
      format: mb,
    },
    {
      label: "the plugin's own part (load, model, page data)",
      value: own,
      budget: 5000,
      format: seconds,
    },
    {
      label: `operation page HTML, median of ${operations.length}`,
      value: median(operations),
      budget: 150 * 1024,
      format: kb,
    },
    {
      label: 'whole output (dist)',
      value: folderSize(dist(root)),
      budget: 400 * 2 ** 20,
      format: mb,
    },
    ...perPageFigures(root, build.log),
    ...llmsFigures(build, root),
  ]
}

/**
 * Issue 32: what the output weighs and how many files it holds, over the generated pages (every
 * HTML page under the spec's prefix and its schemas), as the hosts' limits count them.
 */
export function perPageFigures(root: string, log = ''): Figure[] {
  const files = outputFiles(dist(root))
  const pages = files.filter((file) => /^(github|schemas)\/.*\.html$/.test(file.path)).length
  const bytes = files.reduce((sum, file) => sum + file.size, 0)
  const leftOut = leftOutFullText(log)
  return [
    // `llms-full.txt` is left out above 4 MiB by default (`llms.fullMaxSize`): what a page would
    // weigh with it, for an author who keeps it.
    ...(leftOut
      ? [
          {
            label: 'output a generated page, were llms-full.txt kept',
            value: (bytes + leftOut) / pages,
            format: kb,
          },
        ]
      : []),
    {
      label: `output a generated page (${pages} pages)`,
      value: bytes / pages,
      budget: 40 * 1024,
      format: kb,
    },
    {
      label: 'files a generated page, twins included',
      value: files.length / pages,
      budget: 2.5,
      format: (n) => n.toFixed(2),
    },
  ]
}

/** The bytes of the full texts the build left out (it says so in its log, one line a spec). */
function leftOutFullText(log: string): number {
  let bytes = 0
  for (const match of log.matchAll(/llms-full\.txt left out, (\d+) bytes/g))
    bytes += Number(match[1])
  return bytes
}

/** What llms.txt and the Markdown twins cost, unless the run left them out (`BENCH_NO_LLMS=1`). */
function llmsFigures(build: BuildResult, root: string): Figure[] {
  const ms = llmsMs(build.log)
  if (ms === undefined) return []
  const full = outputFiles(dist(root)).filter((file) =>
    /(^|\/)llms-full(-\d+)?\.txt$/.test(file.path),
  )
  return [
    // Issue 16: the docs for programs must not add more than 10 % to this build (50-53 s).
    { label: 'llms.txt and Markdown twins, written in', value: ms, budget: 5000, format: seconds },
    {
      label: `llms-full.txt (${full.length} file${full.length === 1 ? '' : 's'})`,
      value: full.reduce((sum, file) => sum + file.size, 0),
      format: mb,
    },
    ...(leftOutFullText(build.log)
      ? [
          {
            label: 'llms-full.txt left out, over `llms.fullMaxSize`',
            value: leftOutFullText(build.log),
            format: mb,
          },
        ]
      : []),
    {
      label: 'largest llms-full.txt part',
      value: Math.max(0, ...full.map((file) => file.size)),
      budget: 25 * 2 ** 20,
      format: mb,
    },
  ]
}

/**
 * GitHub's REST API description (13 MB, 1,223 operations, 969 schemas) built with our plugin,
 * then the same with `vitepress-openapi`, whose figures are printed as ratios to ours.
 */
export const apiDocsGithub: Benchmark = {
  id: 'api-docs',
  name: "api-docs: GitHub's REST API built with vitepress-api-docs (then vitepress-openapi)",
  async run() {
    const root = ourSite()
    // 15 minutes were not enough on a machine loaded 12-fold (2 cores, load average 25).
    const build = await timedBuild(root, { timeoutMs: 20 * 60_000, heapMb: HEAP_MB })
    if (!build.ok) {
      console.log(`  our build failed; its log ends with:\n${tail(build.log, 8)}`)
      // Infinity is over any budget: the run fails and the other benchmarks still run.
      const failure = `failed after ${seconds(build.ms)}, peak ${mb(build.peakRss)}: ${build.failure}`
      return [
        {
          label: 'vitepress build',
          value: Infinity,
          budget: 125_000,
          format: (ms) => (Number.isFinite(ms) ? seconds(ms) : failure),
        },
      ]
    }
    const plainRoot = plainSite()
    const plain = await timedBuild(plainRoot, { timeoutMs: 5 * 60_000, heapMb: HEAP_MB })
    if (!plain.ok) throw new Error(`the plain VitePress build failed: ${plain.failure}`)
    const weight = await weightFigures(dist(root), dist(plainRoot), PAGE)
    const ours = [...buildFigures(build, root), ...weight.figures]
    // `BENCH_SKIP_PEER=1` leaves out vitepress-openapi's build (up to 10 minutes) while iterating.
    if (process.env.BENCH_SKIP_PEER === '1') return ours
    return [...ours, ...(await theirFigures({ build, dist: dist(root), ...weight }, HEAP_MB))]
  },
}
