import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { measureEsbuildApp } from './esbuild-app'
import { kb } from './measure'
import type { AppCost, Benchmark, Figure } from './types'
import { measureViteApp } from './vite-app'

const dist = fileURLToPath(new URL('../packages/playground/dist/index.js', import.meta.url))

/** An app that shows one playground: it imports the package as installed and mounts it. */
export const PLAYGROUND_APP = `import { createApp, h } from 'vue'
import { VueApiPlayground } from 'vue-api-playground'
createApp({ render: () => h(VueApiPlayground, { url: '/users', method: 'get' }) }).mount('#app')
`

const BUDGET = 12 * 1024

/** The app's figures for one bundler: up front (within budget) and on demand. */
function figures(bundler: string, cost: AppCost): Figure[] {
  const files = (n: number) => `${n} file${n === 1 ? '' : 's'}`
  return [
    {
      label: `${bundler}: JS up front, gzip per file (${files(cost.upFront.files)})`,
      value: cost.upFront.gzip,
      budget: BUDGET,
      format: kb,
    },
    {
      label: `${bundler}: JS on demand, gzip per file (${files(cost.onDemand.files)})`,
      value: cost.onDemand.gzip,
      format: kb,
    },
  ]
}

/**
 * What an app using `VueApiPlayground` loads up front (Vue excluded), with the two bundlers that
 * split differently: esbuild with code splitting assigns whole files to chunks by which entries
 * reach them, Rollup (Vite) by what is used, so a module can be up front in one and not the other.
 */
export const appSize: Benchmark = {
  id: 'app-size',
  name: 'app using VueApiPlayground (built package, minified, Vue excluded)',
  async run() {
    if (!existsSync(dist)) throw new Error('build the package first: npm run build')
    return [
      ...figures(
        'esbuild, code splitting',
        await measureEsbuildApp('playground-app', PLAYGROUND_APP),
      ),
      ...figures('Vite build', await measureViteApp('playground-app', PLAYGROUND_APP)),
    ]
  },
}
