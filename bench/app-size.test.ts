import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { beforeAll, describe, expect, it } from 'vitest'
import { PLAYGROUND_APP } from './app-size'
import { measureEsbuildApp } from './esbuild-app'
import { measureViteApp } from './vite-app'

// Either copy of the cURL reader: the one the main entry re-exports, and the Paste cURL panel's.
const READER = /packages\/playground\/dist\/(core\/curl\/parse-curl|lazy\/curl-reader)\.js$/

// The request builder: parameter serialization, bodies, the request itself, and its lazy copy.
const BUILDER =
  /packages\/playground\/dist\/(core\/(request\/request|request\/body|params\/serialize|params\/path)|lazy\/request-builder)\.js$/

const bundlers = [
  ['esbuild with code splitting', measureEsbuildApp],
  ['Vite', measureViteApp],
] as const

beforeAll(() => {
  const dist = new URL('../packages/playground/dist/index.js', import.meta.url)
  if (!existsSync(fileURLToPath(dist))) throw new Error('build the package first: npm run build')
})

// issue 6: with esbuild's code splitting the reader the main entry re-exports was up front in an
// app that never imports parseCurl, because the Paste cURL panel loaded that same module on demand.
describe.each(bundlers)('an app bundled by %s', (bundler, measure) => {
  const name = `test-${bundler.replace(/\W+/g, '-')}`

  it('mounting VueApiPlayground loads the cURL reader on demand, not up front', async () => {
    const { upFront } = await measure(`${name}-playground`, PLAYGROUND_APP)
    expect(upFront.modules.some((path) => path.endsWith('/ApiRequest2.vue.js'))).toBe(true)
    expect(upFront.modules.filter((path) => READER.test(path))).toEqual([])
  })

  // The main entry re-exports buildRequest, which the form loads on its first interaction.
  it('mounting VueApiPlayground loads the request builder on demand, not up front', async () => {
    const { upFront } = await measure(`${name}-playground`, PLAYGROUND_APP)
    expect(upFront.modules.filter((path) => BUILDER.test(path))).toEqual([])
  })

  it('importing buildRequest itself loads the main entry’s builder up front', async () => {
    const app = `import { buildRequest } from 'vue-api-playground'\nconsole.log(buildRequest({ url: '/a' }))\n`
    const { upFront } = await measure(`${name}-build-request`, app)
    expect(upFront.modules.filter((path) => BUILDER.test(path))).toEqual(
      expect.arrayContaining([expect.stringMatching(/core\/request\/request\.js$/)]),
    )
    expect(upFront.modules.some((path) => path.endsWith('lazy/request-builder.js'))).toBe(false)
  })

  it('importing parseCurl itself loads the main entry’s reader up front', async () => {
    const app = `import { parseCurl } from 'vue-api-playground'\nconsole.log(parseCurl('curl a.test'))\n`
    const { upFront } = await measure(`${name}-parse-curl`, app)
    expect(upFront.modules.filter((path) => READER.test(path))).toEqual([
      expect.stringMatching(/core\/curl\/parse-curl\.js$/),
    ])
  })
})
