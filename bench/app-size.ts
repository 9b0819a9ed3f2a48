import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { measureEsbuildApp } from './esbuild-app'
import { kb } from './measure'
import type { Benchmark } from './types'

const dist = fileURLToPath(new URL('../packages/playground/dist/index.js', import.meta.url))

// An app that shows one playground: it imports the package as installed and mounts it.
const APP = `import { createApp, h } from 'vue'
import { VueApiPlayground } from 'vue-api-playground'
createApp({ render: () => h(VueApiPlayground, { url: '/users', method: 'get' }) }).mount('#app')
`

/**
 * What an app using `VueApiPlayground` loads up front, bundled with esbuild with code splitting
 * on (Vue excluded): the entry chunk and the chunks it imports statically, each gzipped.
 */
export const appSize: Benchmark = {
  id: 'app-size',
  name: 'app using VueApiPlayground (esbuild, code splitting, built package)',
  async run() {
    if (!existsSync(dist)) throw new Error('build the package first: npm run build')
    const cost = await measureEsbuildApp('playground-app', APP)
    return [
      {
        label: `JS up front, gzip per file (${cost.upFront.files} files)`,
        value: cost.upFront.gzip,
        budget: 12 * 1024,
        format: kb,
      },
      {
        label: `JS on demand, gzip per file (${cost.onDemand.files} files)`,
        value: cost.onDemand.gzip,
        format: kb,
      },
    ]
  },
}
