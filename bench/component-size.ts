import { fileURLToPath } from 'node:url'
import { kb, measureEntry } from './measure'
import type { Benchmark, Figure } from './types'

const src = fileURLToPath(new URL('../packages/playground/src/index.ts', import.meta.url))

/**
 * Per-export cost, so a change that bloats one component shows where; parseCurl's is what an app
 * that imports it from the main entry adds.
 */
export const componentSize: Benchmark = {
  id: 'component-size',
  name: 'per-export cost, min+gzip, up front (tree-shaken from source)',
  async run() {
    const figures: Figure[] = []
    for (const name of [
      'VueApiPlayground',
      'ApiRequest',
      'ApiResponse',
      'MethodBadge',
      'parseCurl',
    ]) {
      const cost = await measureEntry(name, `export { ${name} } from ${JSON.stringify(src)}\n`)
      figures.push({ label: name, value: cost.upFront.gzip, format: kb })
    }
    return figures
  },
}
