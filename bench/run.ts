import { apiDocsGithub } from './api-docs-github'
import { bundleSize } from './bundle-size'
import { componentSize } from './component-size'
import { largeBody } from './large-body'
import { selectBenchmarks } from './select'
import type { Benchmark } from './types'

const benchmarks: Benchmark[] = [bundleSize, componentSize, largeBody, apiDocsGithub]

// Prints every figure with its budget; exits non-zero when any is over budget.
// `npm run bench -- <id>...` runs only those (e.g. `api-docs`, which takes minutes).
let failed = 0
for (const bench of selectBenchmarks(benchmarks, process.argv.slice(2))) {
  console.log(`\n${bench.name}`)
  const figures = await bench.run()
  for (const figure of figures) {
    const over = figure.budget !== undefined && figure.value > figure.budget
    if (over) failed++
    const budget = figure.budget === undefined ? '' : ` (budget ${figure.format(figure.budget)})`
    console.log(
      `  ${over ? 'OVER' : 'ok  '} ${figure.label}: ${figure.format(figure.value)}${budget}`,
    )
  }
}
if (failed) {
  console.error(`\n${failed} figure(s) over budget`)
  process.exit(1)
}
