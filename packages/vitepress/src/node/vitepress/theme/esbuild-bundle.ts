import { dirname, join } from 'node:path'
import type { EsbuildPlugin } from '../optimizer'
import { themeLangsFile, themeLangsModule } from './i18n-routing'
import type { ThemeStyles } from './module'
import { THEME_VIRTUAL, ThemeSfcLoader } from './sfc-loader'
import type { VueOptions } from './sfc'

// The default theme's pre-bundle on VitePress 1.6, whose Vite 5 optimizer runs esbuild: what the
// theme imports is bundled, its SFCs compiled in (./sfc-loader.ts), and what holds state stays an
// import (see ../../plugins/default-theme.ts). https://esbuild.github.io/plugins/

/** Marks the nested `build.resolve` that asks the other plugins, so this one steps aside. */
const NESTED = Symbol('vitepress-api-docs:default-theme')

/** esbuild's namespace for the SFCs' style blocks compiled into the bundle. */
const STYLES = 'vitepress-api-docs-theme-style'

/** esbuild's namespace for what stands for the theme's `composables/langs.js` (./i18n-routing.ts). */
const LANGS = 'vitepress-api-docs-theme-langs'

/** The esbuild plugin that puts the theme's SFCs into Vite's pre-bundle of the default theme. */
export function themeBundlePlugin(
  themeDir: string,
  vue: () => VueOptions,
  styles: ThemeStyles = { inline: false, viteClient: '/@vite/client' },
): EsbuildPlugin {
  const loader = new ThemeSfcLoader(themeDir, vue, styles)
  const langs = themeLangsFile(themeDir)
  return {
    name: 'vitepress-api-docs:default-theme',
    setup(build) {
      build.onResolve({ filter: /.*/ }, async (args) => {
        const { path, importer } = args
        // Vite's client, which a compiled style block imports: as the site serves it.
        if (args.namespace === STYLES) return { path, external: true }
        if (args.pluginData === NESTED || !loader.inTheme(importer)) return undefined
        // The style blocks this plugin's SFCs import: compiled in, or served by plugin-vue.
        if (path.includes('?vue&type=style'))
          return loader.styleModule(path) === undefined
            ? { path, external: true }
            : { path, namespace: STYLES }
        if (THEME_VIRTUAL.test(path)) return { path, external: true }
        if (path.startsWith('.') && path.endsWith('.vue')) {
          const file = join(args.resolveDir, path)
          return loader.inTheme(file) ? { path: file } : { path: file, external: true }
        }
        const resolved = await build.resolve(path, {
          kind: args.kind,
          importer,
          resolveDir: args.resolveDir,
          pluginData: NESTED,
        })
        if (resolved.errors.length) return { errors: resolved.errors }
        if (resolved.external) return resolved
        // The theme's `useLangs`, as 1.6's theme is given it (./i18n-routing.ts); what stands
        // for it imports the file itself.
        if (resolved.path === langs && args.namespace !== LANGS)
          return { path: langs, namespace: LANGS }
        // Bundled, a stylesheet would go to esbuild's CSS output, which Vite's optimizer drops.
        if (loader.leavesOut(resolved.path, path)) return { path: resolved.path, external: true }
        return resolved
      })
      build.onLoad({ filter: /\.vue$/ }, ({ path }) => {
        if (!loader.inTheme(path)) return undefined
        const { code, loader: language } = loader.load(path)
        return { contents: code, loader: language, resolveDir: dirname(path) }
      })
      build.onLoad({ filter: /.*/, namespace: LANGS }, () => ({
        contents: themeLangsModule('./langs.js'),
        loader: 'js',
        resolveDir: dirname(langs),
      }))
      build.onLoad({ filter: /.*/, namespace: STYLES }, ({ path }) => ({
        contents: loader.styleModule(path)!,
        loader: 'js',
      }))
    },
  }
}
