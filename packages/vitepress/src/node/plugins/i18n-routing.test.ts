import { dirname, join } from 'node:path'
import { createRequire } from 'node:module'
import { realpathSync } from 'node:fs'
import type { Plugin } from 'vitepress'
import { describe, expect, it } from 'vitest'
import { THEME_LANGS_ID } from '../vitepress/theme/i18n-routing'
import { i18nRoutingPlugin } from './i18n-routing'

// The workspace's VitePress (1.6) and its default theme, as VitePress aliases `vitepress/theme`.
const vitepress = dirname(createRequire(import.meta.url).resolve('vitepress/package.json'))
const themeDir = realpathSync(join(vitepress, 'dist/client/theme-default'))
const component = join(themeDir, 'components/VPNavBarTranslations.vue')

type Hook = (...args: unknown[]) => unknown
const hook = (plugin: Plugin, name: 'configResolved' | 'resolveId' | 'load') =>
  plugin[name] as unknown as Hook

function resolved(root: string, dynamicRoutes?: unknown) {
  const plugin = i18nRoutingPlugin()
  hook(
    plugin,
    'configResolved',
  )({
    vitepress: { root, dynamicRoutes },
    resolve: {
      alias: [{ find: /^vitepress\/theme$/, replacement: join(themeDir, 'index.js') }],
    },
  })
  return plugin
}

describe('i18nRoutingPlugin', () => {
  it("serves the theme's composables/langs.js as the module that stands for it", () => {
    const plugin = resolved(process.cwd())
    expect(hook(plugin, 'resolveId')('../composables/langs', component)).toBe(THEME_LANGS_ID)
    expect(hook(plugin, 'resolveId')('../composables/nav', component)).toBeUndefined()
    const code = hook(plugin, 'load')(THEME_LANGS_ID) as string
    expect(code).toContain(JSON.stringify(join(themeDir, 'composables/langs.js')))
    expect(code).toContain('export function useLangs')
  })

  it('leaves VitePress 2.0 alone, whose theme takes a function in i18nRouting', () => {
    // A root that resolves no VitePress is told by its config: 2.0's dynamic routes are a list.
    const plugin = resolved('/nowhere', [])
    expect(hook(plugin, 'resolveId')('../composables/langs', component)).toBeUndefined()
  })
})
