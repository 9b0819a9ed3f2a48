import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { createServer, type Plugin } from 'vitepress'
import * as compiler from 'vue/compiler-sfc'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { compileThemeModule, type ThemeStyles } from './module'
import {
  compileKey,
  compilerWithoutTypescript,
  precompileTheme,
  PrecompiledTheme,
  type PrecompiledThemeData,
} from './precompiled'
import type { VueOptions } from './sfc'

// The compile the package carries must be, file for file, what the site would compile itself:
// checked on every SFC of the installed theme, moved to another folder (as in a user's
// node_modules) and served from another root, with and without its styles compiled in.

const require = createRequire(import.meta.url)
const vitepressDir = join(dirname(require.resolve('vitepress')), '../..')
const themeDir = join(vitepressDir, 'dist/client/theme-default')
const work = mkdtempSync(join(tmpdir(), 'theme-precompiled-'))
/** VitePress's client and types, installed in a site of its own, with `vue` (and TypeScript). */
function site(name: string, withVue: boolean): string {
  const root = join(work, name)
  const installed = join(root, 'node_modules/vitepress')
  for (const path of ['package.json', 'theme.d.ts', 'types', 'dist/client'])
    cpSync(join(vitepressDir, path), join(installed, path), { recursive: true })
  if (withVue)
    symlinkSync(dirname(require.resolve('vue/package.json')), join(root, 'node_modules/vue'))
  return root
}
const THEME = 'node_modules/vitepress/dist/client/theme-default'
const root = site('site', true)
const installed = join(root, THEME)
afterAll(() => rmSync(work, { recursive: true, force: true }))

const json = pathToFileURL(join(work, 'default-theme.json'))
let data: PrecompiledThemeData
/** As written by the package's build and read back by the plugin. */
let theme: PrecompiledTheme
beforeAll(() => {
  data = precompileTheme(themeDir, compiler)
  writeFileSync(json, JSON.stringify(data))
  theme = PrecompiledTheme.read(installed, json)!
})

const options = (more: Partial<VueOptions> = {}): VueOptions => ({
  root,
  compiler,
  template: { compilerOptions: {} },
  ...more,
})
const inline: ThemeStyles = { inline: true, viteClient: '/docs/@vite/client' }
const navBar = join(installed, 'components/VPNavBar.vue')
const navBarSource = readFileSync(navBar, 'utf8')

describe('PrecompiledTheme', () => {
  it('gives every SFC of the theme as the site would compile it, styles inline or not', () => {
    const files = Object.keys(data.files)
    expect(files.length).toBeGreaterThan(80)
    expect(files).toContain('components/VPNavBar.vue')
    let scoped = 0
    for (const path of files) {
      const file = join(installed, path)
      const source = readFileSync(file, 'utf8')
      for (const styles of [inline, { inline: false, viteClient: '/@vite/client' }]) {
        const module = theme.module(file, source, options(), styles)
        expect(module, path).toEqual(compileThemeModule(file, source, options(), styles))
        if (module?.styles.some(([request]) => request.includes('&scoped='))) scoped++
      }
    }
    expect(scoped).toBeGreaterThan(80)
  })

  it("fills in the site's own paths and ids, never the build's", () => {
    const module = theme.module(navBar, navBarSource, options(), inline)!
    const text = JSON.stringify(module)
    expect(text).not.toContain(themeDir)
    expect(text).not.toContain('@@vitepress-api-docs:')
    expect(module.code).toContain(`_sfc_target.__file = ${JSON.stringify(navBar)}`)
  })

  it('compiles on the site whatever could come out otherwise', () => {
    const alike = (more: Partial<VueOptions>, source = navBarSource) =>
      theme.module(navBar, source, options(more), inline) !== undefined
    expect(alike({})).toBe(true)
    // Another version of the file.
    expect(alike({}, navBarSource.replace('</template>', '<i />\n</template>'))).toBe(false)
    // A compiler of another minor version.
    expect(alike({ compiler: { ...compiler, version: '3.4.38' } })).toBe(false)
    expect(
      alike({ compiler: { ...compiler, version: compiler.version.replace(/\d+$/, '999') } }),
    ).toBe(true)
    // Options the compile reads.
    expect(alike({ template: { compilerOptions: { whitespace: 'preserve' } } })).toBe(false)
    expect(alike({ script: { propsDestructure: 'error' } })).toBe(false)
    expect(alike({ template: { compilerOptions: { nodeTransforms: [() => {}] } } })).toBe(false)
    // Options it does not read.
    expect(alike({ isProduction: true })).toBe(true)
    // A site that makes custom elements of some tags: only those the theme has matter.
    const isCustomElement = (prefix: string) => ({
      template: { compilerOptions: { isCustomElement: (tag: string) => tag.startsWith(prefix) } },
    })
    expect(alike(isCustomElement('mjx-'))).toBe(true)
    expect(alike(isCustomElement('VP'))).toBe(false)
    // A file the build did not compile.
    expect(theme.module(join(installed, 'New.vue'), '<template/>', options(), inline)).toBe(
      undefined,
    )
  })

  it('gives the SFCs whose props are typed from a package as a compiler that reads the same types would', () => {
    const typed = Object.keys(data.files).filter((path) =>
      data.files[path]!.deps?.some(([dep]) => dep.endsWith('/theme.d.ts')),
    )
    expect(typed.length).toBeGreaterThan(5)
    const taken = (siteRoot: string, path: string) => {
      const dir = join(siteRoot, THEME)
      const file = join(dir, path)
      const module = PrecompiledTheme.read(dir, json)!.module(
        file,
        readFileSync(file, 'utf8'),
        options({ root: siteRoot }),
        inline,
      )
      return module !== undefined
    }
    for (const path of typed) expect(taken(root, path), path).toBe(true)
    // No TypeScript beside the site's `vue`: the compiler cannot read those types, and the
    // module is the one a compiler without TypeScript gives.
    const bare = site('without-typescript', false)
    const untyped = compilerWithoutTypescript(root)
    expect(untyped).not.toBe(compiler)
    for (const path of typed) {
      const file = join(bare, THEME, path)
      const source = readFileSync(file, 'utf8')
      const module = PrecompiledTheme.read(join(bare, THEME), json)!.module(
        file,
        source,
        options({ root: bare }),
        inline,
      )
      expect(module, path).toEqual(
        compileThemeModule(file, source, options({ root: bare, compiler: untyped }), inline),
      )
      expect(module!.code, path).not.toBe(
        compileThemeModule(file, source, options({ root: bare }), inline).code,
      )
    }
    // Another version of the types.
    const changed = site('changed-types', true)
    writeFileSync(join(changed, 'node_modules/vitepress/theme.d.ts'), '\n', { flag: 'a' })
    expect(taken(changed, typed[0]!)).toBe(false)
  })

  it('is not there for a package built without it', () => {
    expect(PrecompiledTheme.read(installed, pathToFileURL(join(work, 'none.json')))).toBe(undefined)
  })
})

describe('compileKey', () => {
  it("is the build's for the options a default VitePress site gives plugin-vue", async () => {
    writeFileSync(join(root, 'index.md'), '# Site\n')
    const server = await createServer(root, { port: 0 })
    try {
      const plugin = server.config.plugins.find((candidate) => candidate.name === 'vite:vue') as
        (Plugin & { api: { options: VueOptions } }) | undefined
      const site = plugin!.api.options
      expect(compileKey(site)).toBe(data.key)
      expect(
        theme.module(
          navBar,
          navBarSource,
          { ...site, root, compiler: site.compiler ?? compiler },
          inline,
        ),
      ).toBeDefined()
    } finally {
      await server.close()
    }
  })
})
