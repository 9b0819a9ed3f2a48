import { join } from 'node:path'
import type { Figure } from '../types'
import { timedBuild, type BuildResult } from './build'
import { mb, seconds, tail, times } from './format'
import { folderSize, htmlSizes, median } from './output'
import { ownWeight } from './page-weight'
import { theirSite } from './sites'
import { loadsOf } from './weight'
import { kb } from '../measure'

/** GitHub's `repos/get` in their `[operationId]` route. */
const PAGE = '/operations/repos/get'

/** Our build's results, which theirs are compared with. */
export interface OurResults {
  build: BuildResult
  dist: string
  /** What our operation page loads beyond plain VitePress, gzip. */
  extra: number
  /** What the plain VitePress page loads, gzip. */
  baseline: number
}

/**
 * The same GitHub site built with `vitepress-openapi` (one page per operation), as ratios to
 * ours (theirs / ours), or how its build failed. No budgets: these figures inform.
 */
export async function theirFigures(ours: OurResults, heapMb: number): Promise<Figure[]> {
  const root = theirSite()
  const build = await timedBuild(root, { timeoutMs: 10 * 60_000, heapMb })
  if (!build.ok) {
    console.log(`  vitepress-openapi build failed; its log ends with:\n${tail(build.log, 8)}`)
    return [
      {
        label: 'vitepress-openapi: same build',
        value: build.ms,
        format: (ms) =>
          `failed after ${seconds(ms)} (${times(ms / ours.build.ms)} our whole build), peak ${mb(build.peakRss)}: ${build.failure}`,
      },
    ]
  }
  const dist = join(root, '.vitepress', 'dist')
  const theirPages = median(htmlSizes(join(dist, 'operations')))
  const ourPages = median(htmlSizes(join(ours.dist, 'github'), ['changelog.html']))
  const loads = await loadsOf(dist, PAGE).catch((error: Error) => error)
  const ratio = (label: string, theirs: number, our: number, unit: (n: number) => string) => ({
    label: `vitepress-openapi / ours: ${label} (${unit(theirs)} vs ${unit(our)})`,
    value: theirs / our,
    format: times,
  })
  return [
    ratio('wall time', build.ms, ours.build.ms, seconds),
    ratio('CPU time', build.cpuMs, ours.build.cpuMs, seconds),
    ratio('peak memory', build.peakRss, ours.build.peakRss, mb),
    ratio('operation page HTML, median', theirPages, ourPages, kb),
    ratio('whole output', folderSize(dist), folderSize(ours.dist), mb),
    loads instanceof Error
      ? { label: `vitepress-openapi: ${PAGE}`, value: 0, format: () => loads.message }
      : ratio(
          'operation page loads beyond plain VitePress',
          ownWeight(loads) - ours.baseline,
          ours.extra,
          kb,
        ),
  ]
}
