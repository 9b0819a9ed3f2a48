import { mkdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { packedSite, writeFiles } from '../e2e/packed-site'
import { HEAP_MB, perPageFigures } from './api-docs-github'
import { timedBuild } from './site/build'
import { mb, seconds, tail } from './site/format'
import { folderSize, htmlSizes, median, pluginMs } from './site/output'
import { GITHUB_SPEC } from './site/sites'
import { weightFigures } from './site/weight'
import { kb } from './measure'
import type { Benchmark, Figure } from './types'

/** The VitePress 2.0 the plugin is measured on: the newest that installs from the registry here. */
export const VITEPRESS_2 = '2.0.0-alpha.20'

const out = fileURLToPath(new URL('./.out/api-docs-vitepress2/', import.meta.url))
const dist = (root: string) => join(root, '.vitepress', 'dist')

/**
 * GitHub's REST API built on VitePress 2.0 (Vite 8, Rolldown), in a fresh site that installs the
 * packed packages as a user would, against plain VitePress 2.0 with one page: the same budgets as
 * on 1.6 (`api-docs`).
 */
export const apiDocsVitepress2: Benchmark = {
  id: 'api-docs-vitepress2',
  name: "api-docs-vitepress2: GitHub's REST API built with vitepress-api-docs on VitePress 2.0",
  async run() {
    mkdirSync(out, { recursive: true })
    const root = await packedSite(
      out,
      `import { defineConfig } from 'vitepress'
import { apiDocs } from 'vitepress-api-docs/node'

export default defineConfig({
  title: 'GitHub REST API',
  extends: await apiDocs({
    specs: [{ name: 'github', spec: ${JSON.stringify(GITHUB_SPEC)}, prefix: '/github' }],
  }),
})
`,
      { 'index.md': '# GitHub REST API\n' },
      VITEPRESS_2,
    )
    const bin = join(root, 'node_modules/.bin/vitepress')
    const version = (
      JSON.parse(readFileSync(join(root, 'node_modules/vitepress/package.json'), 'utf8')) as {
        version: string
      }
    ).version
    console.log(`  VitePress ${version}`)
    const build = await timedBuild(root, { timeoutMs: 20 * 60_000, heapMb: HEAP_MB, bin })
    if (!build.ok) {
      console.log(`  our build failed; its log ends with:\n${tail(build.log, 8)}`)
      const failure = `failed after ${seconds(build.ms)}: ${build.failure}`
      return [
        {
          label: 'vitepress build',
          value: Infinity,
          budget: 125_000,
          format: (ms) => (Number.isFinite(ms) ? seconds(ms) : failure),
        },
      ]
    }
    // Plain VitePress 2.0 with one page, built by the same binary; beside the site, not in it.
    const plainRoot = join(out, 'plain')
    writeFiles(plainRoot, {
      '.vitepress/config.mjs': "export default { title: 'Plain VitePress' }\n",
      'index.md': '# Plain VitePress\n\nOne page.\n',
    })
    const plain = await timedBuild(plainRoot, { timeoutMs: 5 * 60_000, heapMb: HEAP_MB, bin })
    if (!plain.ok) throw new Error(`the plain VitePress 2.0 build failed: ${plain.failure}`)
    const weight = await weightFigures(dist(root), dist(plainRoot), '/github/repos-get')
    const operations = htmlSizes(join(dist(root), 'github'), ['changelog.html'])
    const figures: Figure[] = [
      { label: 'vitepress build, wall time', value: build.ms, budget: 125_000, format: seconds },
      { label: 'plain VitePress 2.0 (one page), wall time', value: plain.ms, format: seconds },
      { label: 'vitepress build, CPU time (user + system)', value: build.cpuMs, format: seconds },
      {
        label: 'vitepress build, peak memory (process tree RSS)',
        value: build.peakRss,
        budget: 1.5 * 2 ** 30,
        format: mb,
      },
      {
        label: "the plugin's own part (load, model, page data)",
        value: pluginMs(build.log) ?? Infinity,
        budget: 5000,
        format: seconds,
      },
      {
        label: `operation page HTML, median of ${operations.length}`,
        value: median(operations),
        budget: 150 * 1024,
        format: kb,
      },
      { label: 'whole output (dist)', value: folderSize(dist(root)), format: mb },
      ...perPageFigures(root, build.log),
      ...weight.figures,
    ]
    return figures
  },
}
