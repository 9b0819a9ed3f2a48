import { bundleSize } from './bundle-size'
import { componentSize } from './component-size'
import { largeBody } from './large-body'
import { searchIndex } from './search'
import type { Benchmark } from './types'

const benchmarks: Benchmark[] = [bundleSize, componentSize, largeBody, searchIndex]

// Prints every figure with its budget; exits non-zero when any is over budget.
let failed = 0
for (const bench of benchmarks) {
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
