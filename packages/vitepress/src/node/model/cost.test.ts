import { describe, expect, it } from 'vitest'
import type { LoadedSpec } from '../description/load'
import { specRoutes } from '../pages/pages'
import { buildSearchIndex } from '../search/build-index'
import { sidebarGroupId, sidebarGroupModule } from '../pages/sidebar'
import { generatedDescription } from './generated-spec'
import { buildSpecModel, operationPageData } from './spec'

const templates = {
  operation: '/t/operation.md',
  schema: '/t/schema.md',
  changelog: '/t/changelog.md',
}

/** The description of `operations` operations, as `loadSpec` would hand it over, parsed afresh. */
function loaded(text: string): LoadedSpec {
  return {
    entry: { name: 'gen', spec: 'generated.json', prefix: '/gen' },
    file: '/generated.json',
    text,
    document: JSON.parse(text) as LoadedSpec['document'],
    sourceVersion: '3.0.3',
  }
}

/** CPU time of the plugin's own work on one description: model, page list, sidebar, search, page data. */
function cost(text: string): number {
  const spec = loaded(text)
  const start = process.cpuUsage()
  const model = buildSpecModel(spec)
  specRoutes(model, '/site', templates)
  const models = new Map([[model.ref.name, model]])
  for (let index = 0; index <= model.tags.length; index++)
    sidebarGroupModule(sidebarGroupId(model.ref.name, index), models)
  JSON.stringify(buildSearchIndex([model]))
  // Page data is made per page as it renders: every tenth page stands for the others.
  for (let i = 0; i < model.operations.length; i += 10)
    JSON.stringify(operationPageData(model, model.operations[i]!))
  const used = process.cpuUsage(start)
  return (used.user + used.system) / 1000
}

describe("the model's cost", () => {
  it('grows with the operations, not faster: per operation, 5,000 cost at most twice 500', () => {
    const small = JSON.stringify(generatedDescription(500))
    const large = JSON.stringify(generatedDescription(5000))
    cost(small) // warms the JIT, which would otherwise make the first, small run look slow
    // Interleaved, and the least of three of each: other work on the machine only ever adds
    // time, so the least is the closest to the work itself. A part that grew with the square
    // of the size would make the ratio near 10.
    const smalls: number[] = []
    const larges: number[] = []
    for (let run = 0; run < 3; run++) {
      smalls.push(cost(small) / 500)
      larges.push(cost(large) / 5000)
    }
    const ratio = Math.min(...larges) / Math.min(...smalls)
    expect(
      ratio,
      `ms per operation: ${smalls.join(', ')} (500) vs ${larges.join(', ')} (5,000)`,
    ).toBeLessThan(2)
    // A guard against hangs only: the runs take about a minute when other tests share the cores.
  }, 300_000)
})
