import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { compileTheme, type ThemeCompileInput } from './theme-compile'
import { optimizerHas, precompileTheme } from './theme-precompile'

const require = createRequire(import.meta.url)
const themeDir = join(dirname(require.resolve('vitepress')), '../client/theme-default')
const root = fileURLToPath(new URL('../../../../e2e/api-docs-site', import.meta.url))
/** The worker as the package ships it (`npm run build` makes it before the tests run). */
const worker = fileURLToPath(new URL('../../dist/node/theme-compile-worker.js', import.meta.url))
const input: ThemeCompileInput = {
  themeDir,
  options: { root, isProduction: false },
  styles: { inline: true, viteClient: '/@vite/client' },
}

describe('precompileTheme', () => {
  it('compiles in a worker thread what the main thread would, style blocks included', async () => {
    const theme = await precompileTheme(input, worker)
    expect(theme).toBeDefined()
    const files = Object.keys(theme!)
    expect(files.length).toBeGreaterThan(50)
    const navBar = files.find((file) => file.endsWith('/VPNavBar.vue'))!
    expect(Object.values(theme![navBar]!.styles)[0]).toContain('updateStyle(')
    expect(theme).toEqual(compileTheme(input))
  })

  it('leaves it to the main thread when the options do not clone, or there is no worker', async () => {
    const isCustomElement = (tag: string) => tag.startsWith('x-')
    const withFunction = {
      ...input,
      options: { ...input.options, template: { compilerOptions: { isCustomElement } } },
    }
    expect(await precompileTheme(withFunction, worker)).toBeUndefined()
    expect(await precompileTheme(input, join(tmpdir(), 'no-such-worker.js'))).toBeUndefined()
  })
})

describe('optimizerHas', () => {
  it("reads Vite's optimizer metadata for every id asked", () => {
    const cacheDir = mkdtempSync(join(tmpdir(), 'optimizer-'))
    try {
      expect(optimizerHas(cacheDir, ['vitepress/theme'])).toBe(false)
      mkdirSync(join(cacheDir, 'deps'))
      writeFileSync(
        join(cacheDir, 'deps/_metadata.json'),
        JSON.stringify({ hash: 'a', optimized: { vue: {}, 'vitepress/theme': {} } }),
      )
      expect(optimizerHas(cacheDir, ['vitepress/theme'])).toBe(true)
      expect(optimizerHas(cacheDir, ['vitepress/theme', '@theme/index'])).toBe(false)
      writeFileSync(join(cacheDir, 'deps/_metadata.json'), '{ half')
      expect(optimizerHas(cacheDir, ['vitepress/theme'])).toBe(false)
    } finally {
      rmSync(cacheDir, { recursive: true, force: true })
    }
  })
})
