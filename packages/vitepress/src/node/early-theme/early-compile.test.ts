import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { build } from 'esbuild'
import * as compiler from 'vue/compiler-sfc'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { compileThemeModule, type ThemeStyles } from '../theme-module'
import type { VueOptions } from '../theme-sfc'
import { EarlyThemeCompile, themeFilesInImportOrder } from './early-compile'

// The thread as the package builds it (build.mjs), on VitePress's default theme installed here:
// what it compiles must be what the optimizer's own compile would give, or not be used at all.

const require = createRequire(import.meta.url)
const themeDir = join(dirname(require.resolve('vitepress')), '../client/theme-default')
const root = fileURLToPath(new URL('../../../../../e2e/api-docs-site', import.meta.url))
const styles: ThemeStyles = { inline: true, viteClient: '/@vite/client' }
const folder = mkdtempSync(join(tmpdir(), 'early-theme-'))
const worker = pathToFileURL(join(folder, 'theme-worker.mjs'))
const files = themeFilesInImportOrder(themeDir, join(themeDir, 'index.js'))
const options = { root, isProduction: false }
const site = (extra: Partial<VueOptions> = {}): VueOptions => ({ ...options, compiler, ...extra })

beforeAll(async () => {
  await build({
    entryPoints: [fileURLToPath(new URL('./worker.ts', import.meta.url))],
    outfile: fileURLToPath(worker),
    bundle: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    logLevel: 'warning',
  })
})
afterAll(() => rmSync(folder, { recursive: true, force: true }))

const inProcess = (file: string, vue: VueOptions) =>
  compileThemeModule(file, readFileSync(file, 'utf8'), vue, styles)

describe('themeFilesInImportOrder', () => {
  it("lists the theme's SFCs its entry reaches, the layout near the front", () => {
    const names = files.map((file) => file.slice(themeDir.length + 1))
    expect(names.indexOf('Layout.vue')).toBeLessThan(3)
    expect(names).toContain('components/VPNavBar.vue')
    // Reached by a dynamic import only.
    expect(names).toContain('components/VPLocalSearchBox.vue')
    expect(new Set(names).size).toBe(names.length)
  })
})

describe('EarlyThemeCompile', () => {
  it('compiles every SFC as the optimizer would, in its thread', async () => {
    const early = EarlyThemeCompile.start(worker, files, options, styles)!
    await early.finished
    expect(early.compiled).toBe(files.length)
    for (const file of files)
      expect(early.take(file, site()), file).toEqual(inProcess(file, site()))
    // Each file once: a second bundle compiles on the main thread.
    expect(early.take(files[0]!, site())).toBeUndefined()
  })

  it('leaves a file it has not compiled yet to the caller, and skips it', async () => {
    const early = EarlyThemeCompile.start(worker, files, options, styles)!
    // The thread starts at the end of the list: the first file is not compiled this soon.
    expect(early.take(files[0]!, site())).toBeUndefined()
    await early.finished
    expect(early.compiled).toBe(files.length - 1)
    expect(early.take(files[0]!, site())).toBeUndefined()
  })

  it("asks the site's isCustomElement about the tags the thread was asked about", async () => {
    const early = EarlyThemeCompile.start(worker, files, options, styles)!
    await early.finished
    const layout = files.find((file) => file.endsWith('/Layout.vue'))!
    const sidebar = files.find((file) => file.endsWith('/VPSidebar.vue'))!
    // A math site's answer (VitePress's `markdown.math`): no tag of the theme is one of those.
    const math = site({
      template: { compilerOptions: { isCustomElement: (tag) => tag.startsWith('mjx-') } },
    })
    expect(early.take(layout, math)).toEqual(inProcess(layout, math))
    // One of the sidebar's components taken for a custom element: compiled otherwise, so not
    // taken from the thread.
    const group = site({
      template: { compilerOptions: { isCustomElement: (tag) => tag === 'VPSidebarGroup' } },
    })
    expect(inProcess(sidebar, group).code).not.toBe(inProcess(sidebar, site()).code)
    expect(early.take(sidebar, group)).toBeUndefined()
  })

  it('is not used by a compile with other options or another compiler', async () => {
    const early = EarlyThemeCompile.start(worker, files, options, styles)!
    await early.finished
    const [first, second] = files
    expect(early.take(first!, site({ features: { propsDestructure: 'error' } }))).toBeUndefined()
    const older = { ...compiler, version: '3.0.0' } as VueOptions['compiler']
    expect(early.take(second!, site({ compiler: older }))).toBeUndefined()
    expect(early.take(files[2]!, site())).toBeDefined()
  })

  it('is not started with options a thread cannot be sent', () => {
    const nodeTransforms = [() => undefined]
    const template = { compilerOptions: { nodeTransforms } }
    expect(EarlyThemeCompile.start(worker, files, { ...options, template }, styles)).toBe(undefined)
  })
})
