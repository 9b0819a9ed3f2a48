import { apiDocsDev, apiDocsDevVitepress2 } from './api-docs-dev'
import { apiDocsGithub } from './api-docs-github'
import { apiDocsVitepress2 } from './api-docs-vitepress2'
import { bundleSize } from './bundle-size'
import { changelog } from './changelog'
import { componentSize } from './component-size'
import { largeBody } from './large-body'
import { eventStream } from './event-stream'
import { graph } from './graph'
import { graphVitepress2 } from './graph-vitepress2'
import { appSize } from './app-size'
import { selectBenchmarks } from './select'
import { coreLimits } from './core-limits'
import { searchIndex } from './search'
import type { Benchmark } from './types'

const benchmarks: Benchmark[] = [
  appSize,
  bundleSize,
  componentSize,
  largeBody,
  eventStream,
  apiDocsGithub,
  apiDocsVitepress2,
  apiDocsDev,
  apiDocsDevVitepress2,
  coreLimits,
  changelog,
  searchIndex,
  graph,
  graphVitepress2,
]

// Prints every figure with its budget; exits non-zero when any is over budget.
// `npm run bench -- <id>...` runs only those (e.g. `api-docs`, which takes minutes).
let failed = 0
for (const bench of selectBenchmarks(benchmarks, process.argv.slice(2))) {
  console.log(`\n${bench.name}`)
  const figures = await bench.run()
  for (const figure of figures) {
    const { budget, floor } = figure
    const over =
      (budget !== undefined && figure.value > budget) ||
      (floor !== undefined && figure.value < floor)
    if (over) failed++
    const limit =
      budget !== undefined
        ? ` (budget ${figure.format(budget)})`
        : floor !== undefined
          ? ` (at least ${figure.format(floor)})`
          : ''
    console.log(
      `  ${over ? 'OVER' : 'ok  '} ${figure.label}: ${figure.format(figure.value)}${limit}`,
    )
  }
}
if (failed) {
  console.error(`\n${failed} figure(s) over budget`)
  process.exit(1)
}
