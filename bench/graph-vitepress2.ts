import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { packedSite, writeFiles } from '../e2e/packed-site'
import { VITEPRESS_2 } from './api-docs-vitepress2'
import { graphBuildFigures, graphBuildMinutes, graphConfig, hostFigures } from './graph'
import { GRAPH_FILES, directoryFiles } from './graph/directory'
import { timedBuild } from './site/build'
import { mb, seconds, tail } from './site/format'
import { folderSize, pluginMs } from './site/output'
import { ownWeight } from './site/page-weight'
import { loadsOf } from './site/weight'
import { kb } from './measure'
import type { Benchmark, Figure } from './types'

const out = fileURLToPath(new URL('./.out/graph-vitepress2/', import.meta.url))
const dist = (root: string) => join(root, '.vitepress', 'dist')

/**
 * Microsoft Graph v1.0 and beta built on VitePress 2.0 (Vite 8, Rolldown) in a fresh site that
 * installs the packed packages, against plain VitePress 2.0 with one page: the build's budgets
 * of the `graph` bench (the plugin's own part, search and `vitepress dev` do not depend on the
 * VitePress line and are measured there).
 */
export const graphVitepress2: Benchmark = {
  id: 'graph-vitepress2',
  name: 'graph-vitepress2: Microsoft Graph v1.0 and beta on VitePress 2.0',
  async run() {
    mkdirSync(out, { recursive: true })
    const [graphFile, betaFile] = directoryFiles([GRAPH_FILES.graph, GRAPH_FILES.beta])
    const root = await packedSite(
      out,
      graphConfig(graphFile!, betaFile!),
      { 'index.md': '# Microsoft Graph\n' },
      VITEPRESS_2,
    )
    const bin = join(root, 'node_modules/.bin/vitepress')
    const build = await timedBuild(root, { timeoutMs: graphBuildMinutes() * 60_000, bin })
    const figures: Figure[] = graphBuildFigures(build)
    if (!build.ok) {
      console.log(`  the build failed; its log ends with:\n${tail(build.log, 8)}`)
      return figures
    }
    // Plain VitePress 2.0 with one page, built by the same binary; beside the site, not in it.
    const plainRoot = join(out, 'plain')
    writeFiles(plainRoot, {
      '.vitepress/config.mjs': "export default { title: 'Plain VitePress' }\n",
      'index.md': '# Plain VitePress\n\nOne page.\n',
    })
    const plain = await timedBuild(plainRoot, { timeoutMs: 5 * 60_000, bin })
    if (!plain.ok) throw new Error(`the plain VitePress 2.0 build failed: ${plain.failure}`)
    const page = '/beta/accessReviewDecisions-accessReviewDecision-ListAccessReviewDecision'
    const extra =
      ownWeight(await loadsOf(dist(root), page)) - ownWeight(await loadsOf(dist(plainRoot), '/'))
    figures.push(
      { label: 'plain VitePress 2.0 (one page), wall time', value: plain.ms, format: seconds },
      {
        label: "the plugin's own part in the build (its log line)",
        value: pluginMs(build.log) ?? Infinity,
        budget: 20_000,
        format: seconds,
      },
      {
        label: 'whole output (dist)',
        value: folderSize(dist(root)),
        budget: 1.5 * 2 ** 30,
        format: mb,
      },
      ...hostFigures(dist(root)),
      {
        label: `${page} loads beyond plain VitePress 2.0 (JS, CSS, data; gzip)`,
        value: extra,
        budget: 60 * 1024,
        format: kb,
      },
    )
    return figures
  },
}
