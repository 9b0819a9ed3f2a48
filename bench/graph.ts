import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { timedBuild, type BuildResult } from './site/build'
import { mb, seconds, tail } from './site/format'
import { folderSize, htmlSizes, median, pluginMs } from './site/output'
import { outputFiles } from '../packages/vitepress/src/node/build/output-summary'
import { ownWeight } from './site/page-weight'
import { GITHUB_SPEC, plainSite, writeSite } from './site/sites'
import { loadsOf } from './site/weight'
import { APPLICATION_GATEWAY, GRAPH_FILES, directoryFiles } from './graph/directory'
import { devFirstPage } from './graph/dev-page'
import { pluginPart } from './graph/plugin-part'
import { searchFigures } from './graph/search'
import { kb } from './measure'
import type { Benchmark, Figure } from './types'

const out = fileURLToPath(new URL('./.out/graph/', import.meta.url))
const dist = (root: string) => join(root, '.vitepress', 'dist')
const ms = (value: number) => `${value.toFixed(2)} ms`

/** The config of a site with Microsoft Graph v1.0 at `/graph` and beta at `/beta`. */
export const graphConfig = (
  graph: string,
  beta: string,
): string => `import { defineConfig } from 'vitepress'
import { apiDocs } from 'vitepress-api-docs/node'

export default defineConfig({
  title: 'Microsoft Graph',
  extends: await apiDocs({
    specs: [
      { name: 'graph', spec: ${JSON.stringify(graph)}, prefix: '/graph', label: 'v1.0' },
      { name: 'beta', spec: ${JSON.stringify(beta)}, prefix: '/beta', label: 'beta' },
    ],
  }),
})
`

/** Microsoft Graph v1.0 at `/graph` and beta at `/beta`, set up as the plugin's README says. */
function graphSite(graph: string, beta: string): string {
  return writeSite(
    'site',
    {
      '.vitepress/config.ts': graphConfig(graph, beta),
      '.vitepress/theme/index.ts': `import DefaultTheme from 'vitepress/theme'
import { withApiDocs } from 'vitepress-api-docs/client'

export default withApiDocs(DefaultTheme)
`,
      'index.md': '# Microsoft Graph\n',
    },
    out,
  )
}

/**
 * Microsoft Graph v1.0 (20 MB, 11,422 operations) and beta (47 MB, 22,361 operations) side by
 * side, built with Node's default heap: the figures and budgets of issue 17. `BENCH_GRAPH_PART=1`
 * stops after the plugin's own part (a minute), leaving out the build (many minutes).
 */
export const graph: Benchmark = {
  id: 'graph',
  name: 'graph: Microsoft Graph v1.0 and beta side by side with vitepress-api-docs',
  async run() {
    const [graphFile, betaFile, gateway] = directoryFiles([
      GRAPH_FILES.graph,
      GRAPH_FILES.beta,
      APPLICATION_GATEWAY,
    ])
    // The plugin's own part, in this process: per page, GitHub's API against Graph beta's.
    const github = await pluginPart({ github: GITHUB_SPEC })
    const small = await pluginPart({ gateway: gateway! })
    const both = await pluginPart({ graph: graphFile!, beta: betaFile! })
    const search = searchFigures(both.models)
    // Only names are kept from here on: the models would weigh on the machine during the build.
    const { slug, operationId } = both.models.find((model) => model.ref.name === 'beta')!
      .operations[0]!
    both.models.length = 0
    const betaAlone = await pluginPart({ beta: betaFile! })
    betaAlone.models.length = 0
    const perPage = (part: { ms: number; pages: number }) => part.ms / part.pages
    const figures: Figure[] = [
      {
        label: `the plugin's own part, both specs, in this process (${both.pages} pages)`,
        value: both.ms,
        budget: 20_000,
        format: seconds,
      },
      {
        label: `its cost per page: GitHub (${github.pages} pages)`,
        value: perPage(github),
        format: ms,
      },
      {
        label: `its cost per page: Graph beta (${betaAlone.pages} pages), budget 1.5 × GitHub's`,
        value: perPage(betaAlone),
        budget: 1.5 * perPage(github),
        format: ms,
      },
      {
        label: "the plugin's own part: azure.com/network-applicationGateway.json (0.2 MB)",
        value: small.ms,
        budget: 500,
        format: ms,
      },
      {
        label: 'search index of both specs, gzip',
        value: search.gzip,
        budget: 1024 * 1024,
        format: kb,
      },
      { label: 'search: the index read when the dialog opens', value: search.load, format: ms },
      { label: 'search: 200 reader queries, p95', value: search.p95, budget: 5, format: ms },
    ]
    if (process.env.BENCH_GRAPH_PART === '1') return figures
    const root = graphSite(graphFile!, betaFile!)
    const page = `/beta/${slug}`
    figures.push({
      label: `vitepress dev: ${page} served with its data, after start`,
      value: await devFirstPage(root, page, operationId, 120_000),
      budget: 5_000,
      format: seconds,
    })
    // Node's default heap, as a site's own build would run.
    // `BENCH_GRAPH_MINUTES` bounds the build (40 minutes unless set).
    const build = await timedBuild(root, { timeoutMs: graphBuildMinutes() * 60_000 })
    figures.push(...graphBuildFigures(build))
    if (!build.ok) {
      console.log(`  the build failed; its log ends with:\n${tail(build.log, 8)}`)
      return figures
    }
    const own = pluginMs(build.log)
    const operations = ['graph', 'beta'].flatMap((spec) =>
      htmlSizes(join(dist(root), spec), ['changelog.html']),
    )
    const plainRoot = plainSite()
    const plain = await timedBuild(plainRoot, { timeoutMs: 5 * 60_000 })
    if (!plain.ok) throw new Error(`the plain VitePress build failed: ${plain.failure}`)
    const extra =
      ownWeight(await loadsOf(dist(root), page)) - ownWeight(await loadsOf(dist(plainRoot), '/'))
    figures.push(
      {
        label: "the plugin's own part in the build (its log line)",
        value: own ?? Infinity,
        budget: 20_000,
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
        budget: 1.5 * 2 ** 30,
        format: mb,
      },
      ...hostFigures(dist(root)),
      {
        label: `${page} loads beyond plain VitePress (JS, CSS, data; gzip)`,
        value: extra,
        budget: 60 * 1024,
        format: kb,
      },
    )
    return figures
  },
}

/** How long a Graph build may take: `BENCH_GRAPH_MINUTES`, 40 unless set. */
export const graphBuildMinutes = (): number => Number(process.env.BENCH_GRAPH_MINUTES ?? 40)

/** A Graph build's wall time, CPU time and peak memory, with their budgets (issue 17). */
export function graphBuildFigures(build: BuildResult): Figure[] {
  return [
    {
      label: build.ok ? 'vitepress build, wall time' : `vitepress build: ${build.failure}`,
      value: build.ok ? build.ms : Infinity,
      budget: 600_000,
      format: (value) => (Number.isFinite(value) ? seconds(value) : seconds(build.ms)),
    },
    { label: 'vitepress build, CPU time (user + system)', value: build.cpuMs, format: seconds },
    ...phaseFigures(build),
    {
      label: 'vitepress build, peak memory (process tree RSS)',
      value: build.peakRss,
      budget: 2 * 2 ** 30,
      format: mb,
    },
  ]
}

/**
 * When the build's phases ended, read off its log: the bundles (the render threads start), the
 * render (VitePress's check mark), and what follows it (the plugin's build-end work).
 */
function phaseFigures(build: BuildResult): Figure[] {
  const at = (pattern: RegExp) => build.lines.find((line) => pattern.test(line.text))?.ms
  const rendering = at(/rendering \d+ generated pages/)
  const rendered = at(/✓.*rendering pages/)
  if (rendering === undefined || rendered === undefined) return []
  return [
    { label: '  of which before the render (set-up, bundles)', value: rendering, format: seconds },
    { label: '  of which the render', value: rendered - rendering, format: seconds },
    { label: '  of which after the render', value: build.ms - rendered, format: seconds },
  ]
}

/**
 * Issue 32: what the hosts count (Cloudflare Pages: 100,000 files on paid plans; Netlify: 54,000
 * files in one folder), and the output over the generated pages.
 */
export function hostFigures(dir: string): Figure[] {
  const files = outputFiles(dir)
  const folders = new Map<string, number>()
  for (const file of files) {
    const folder = file.path.slice(0, Math.max(0, file.path.lastIndexOf('/')))
    folders.set(folder, (folders.get(folder) ?? 0) + 1)
  }
  const [largest, count] = [...folders].sort((a, b) => b[1] - a[1])[0] ?? ['', 0]
  const pages = files.filter((file) => /^(graph|beta|schemas)\/.*\.html$/.test(file.path)).length
  const bytes = files.reduce((sum, file) => sum + file.size, 0)
  return [
    { label: 'files in the output', value: files.length, budget: 100_000, format: String },
    {
      label: `files in one folder (${largest || '.'})`,
      value: count,
      budget: 54_000,
      format: String,
    },
    { label: `output a generated page (${pages} pages)`, value: bytes / pages, format: kb },
    {
      label: 'files a generated page, twins included',
      value: files.length / pages,
      budget: 2.5,
      format: (n) => n.toFixed(2),
    },
  ]
}
