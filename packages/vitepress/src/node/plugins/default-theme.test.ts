import { mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { componentOverride, themeEntry, themeIds } from './default-theme'

const require = createRequire(import.meta.url)
const clientDir = realpathSync(join(dirname(require.resolve('vitepress')), '../client'))
const themeDir = join(clientDir, 'theme-default')

/** The aliases VitePress gives Vite (`resolveAliases` in its node build). */
const vitepressAliases = [
  { find: '@theme', replacement: themeDir },
  { find: '@siteData', replacement: '/@siteData' },
  { find: /^vitepress$/, replacement: join(clientDir, 'index.js') },
  { find: /^vitepress\/theme$/, replacement: join(themeDir, 'index.js') },
  { find: /^vue$/, replacement: '/somewhere/vue.runtime.esm-bundler.js' },
]

describe('when the default theme is pre-bundled', () => {
  it("finds the theme's entry through VitePress's alias", () => {
    expect(themeEntry(vitepressAliases)).toBe(join(themeDir, 'index.js'))
    expect(themeEntry([])).toBeUndefined()
    expect(themeEntry({ '@': '/src' })).toBeUndefined()
  })

  it("pre-bundles what the site's theme imports the default theme by, and nothing else", () => {
    const site = mkdtempSync(join(tmpdir(), 'default-theme-'))
    try {
      const theme = join(site, 'theme')
      mkdirSync(join(theme, 'components'), { recursive: true })
      // No theme of its own: VitePress's app imports the default theme as `@theme/index`.
      expect(themeIds(undefined, themeDir)).toEqual(['@theme/index'])
      expect(themeIds(themeDir, themeDir)).toEqual(['@theme/index'])
      writeFileSync(join(theme, 'index.ts'), "export default { Layout: () => 'mine' }\n")
      expect(themeIds(theme, themeDir)).toEqual([])
      writeFileSync(
        join(theme, 'components/Extended.vue'),
        '<script setup>\nimport DefaultTheme from "vitepress/theme-without-fonts"\n</script>\n',
      )
      expect(themeIds(theme, themeDir)).toEqual(['vitepress/theme-without-fonts'])
      writeFileSync(join(theme, 'index.ts'), "import DefaultTheme from 'vitepress/theme'\n")
      expect(themeIds(theme, themeDir)).toEqual([
        'vitepress/theme',
        'vitepress/theme-without-fonts',
      ])
    } finally {
      rmSync(site, { recursive: true, force: true })
    }
  })

  it('steps aside for an alias that overrides a theme component, as VitePress documents', () => {
    expect(componentOverride(vitepressAliases, themeDir)).toBeUndefined()
    expect(componentOverride({ '@': '/src', '~components': '/src/c' }, themeDir)).toBeUndefined()
    const navBar = { find: /^.*\/VPNavBar\.vue$/, replacement: '/site/CustomNavBar.vue' }
    expect(componentOverride([...vitepressAliases, navBar], themeDir)).toBe(navBar)
    // A global regular expression keeps its place between tests: it must not hide a match.
    const global = { find: /VPSidebar\.vue$/g, replacement: '/site/Sidebar.vue' }
    expect(componentOverride([global], themeDir)).toBe(global)
    expect(componentOverride([global], themeDir)).toBe(global)
    // A string finds the specifier as the theme writes it.
    const footer = { './components/VPFooter.vue': '/site/Footer.vue' }
    expect(componentOverride(footer, themeDir)).toBeDefined()
    expect(componentOverride({ './VPFooter.vue': '/site/Footer.vue' }, themeDir)).toBeUndefined()
  })
})
