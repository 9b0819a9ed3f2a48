import { dirname, join } from 'node:path'
import type { ThemeStyles } from './module'
import { PRECOMPILED_THEMES } from './precompiled'
import { THEME_VIRTUAL, ThemeSfcLoader } from './sfc-loader'
import type { VueOptions } from './sfc'

// The default theme's pre-bundle on VitePress 2.0, whose Vite 8 optimizer runs Rolldown
// (`optimizeDeps.rolldownOptions.plugins`): the same bundle as esbuild's on 1.6
// (./esbuild-bundle.ts), in Rollup's plugin hooks. Vite's own optimizer plugin
// (`rolldownDepPlugin` in Vite's source) keeps every `.vue` import out of a pre-bundle; this one
// comes before it and takes the theme's. Imports left out are written as their absolute path
// (`external: 'absolute'`, as Vite's plugin does), which Vite then serves as any other file.
// The theme's language menu needs nothing on 2.0 (./i18n-routing.ts).
// https://rolldown.rs/apis/plugin-api , https://vite.dev/config/dep-optimization-options

/** The id prefix of the SFCs' style blocks compiled into the bundle. */
const STYLE = '\0vitepress-api-docs-theme-style:'

/** What Rolldown's `resolveId` may answer. */
type Resolved = { id: string; external?: boolean | 'absolute' | 'relative' } | null | undefined

/** The part of Rolldown's plugin context this plugin uses. */
interface ResolveContext {
  resolve(
    source: string,
    importer?: string,
    options?: { kind?: string; skipSelf?: boolean },
  ): Promise<{ id: string; external?: boolean | 'absolute' | 'relative' } | null>
}

/** The part of a Rolldown plugin this one is: what Vite 8's optimizer hands Rolldown. */
export interface ThemeRolldownPlugin {
  name: string
  resolveId(
    this: ResolveContext,
    source: string,
    importer: string | undefined,
    options: { kind?: string },
  ): Promise<Resolved>
  load(id: string): { code: string; moduleType: 'js' | 'ts' } | null
}

/** Left out of the bundle, imported by its absolute path. */
const outside = (id: string) => ({ id, external: 'absolute' as const })

/** The Rolldown plugin that puts the theme's SFCs into Vite 8's pre-bundle of the default theme. */
export function themeRolldownPlugin(
  themeDir: string,
  vue: () => VueOptions,
  styles: ThemeStyles = { inline: false, viteClient: '/@vite/client' },
  precompiled: URL = PRECOMPILED_THEMES[2],
): ThemeRolldownPlugin {
  const loader = new ThemeSfcLoader(themeDir, vue, styles, precompiled)
  return {
    name: 'vitepress-api-docs:default-theme',
    async resolveId(source, importer, options) {
      // Vite's client, which a compiled style block imports: as the site serves it.
      if (importer?.startsWith(STYLE)) return outside(source)
      if (!importer || !loader.inTheme(importer)) return null
      // The style blocks the theme's SFCs import: compiled in, or served by plugin-vue.
      if (source.includes('?vue&type=style'))
        return loader.styleModule(source) === undefined ? outside(source) : { id: STYLE + source }
      if (THEME_VIRTUAL.test(source)) return outside(source)
      if (source.startsWith('.') && source.endsWith('.vue')) {
        const file = join(dirname(importer), source)
        return loader.inTheme(file) ? { id: file } : outside(file)
      }
      const resolved = await this.resolve(source, importer, { kind: options.kind, skipSelf: true })
      if (!resolved || resolved.external) return resolved
      return loader.leavesOut(resolved.id, source) ? outside(resolved.id) : resolved
    },
    load(id) {
      if (id.startsWith(STYLE)) {
        const code = loader.styleModule(id.slice(STYLE.length))
        return code === undefined ? null : { code, moduleType: 'js' }
      }
      if (!id.endsWith('.vue') || !loader.inTheme(id)) return null
      const { code, loader: moduleType } = loader.load(id)
      return { code, moduleType }
    },
  }
}
