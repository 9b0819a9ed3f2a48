import { createHash } from 'node:crypto'
import { readdirSync, readFileSync, realpathSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, isAbsolute, join } from 'node:path'
import type { Plugin, UserConfig } from 'vitepress'
import { themeBundlePlugin } from '../vitepress/theme/esbuild-bundle'
import type { ThemeStyles } from '../vitepress/theme/module'
import { themeRolldownPlugin } from '../vitepress/theme/rolldown-bundle'
import type { VueOptions } from '../vitepress/theme/sfc'
import { servesCssAsIs, viteClientPath, type CssOptions } from '../vitepress/theme/styles'
import { vitepressLine } from '../vitepress/version'

// `vitepress dev` serves VitePress's default theme file by file: some 150 `.vue` and `.css`
// modules, each `.vue` compiled by @vitejs/plugin-vue on its first request, and most of the first
// page's wait. Vite's dependency optimizer bundles a package into one module, but leaves `.vue`
// imports out of it (`externalTypes` in Vite's `esbuildDepPlugin`), and VitePress keeps
// `vitepress` out of it altogether. So in dev this plugin asks the optimizer for the default theme
// (by the ids the site's theme imports it by) and hands it an esbuild plugin that compiles the
// theme's SFCs into the bundle as plugin-vue would (`../vitepress/theme/sfc.ts`), or takes them as this
// package's build compiled them where the site would compile them the same
// (`../vitepress/theme/precompiled.ts`). What holds state stays outside, imported as before: `vitepress`
// (its router and `useData`), VitePress's app modules that the theme reaches by relative paths,
// `vue` (the optimizer's shared chunk), the virtual modules, and the theme's stylesheets. An
// SFC's `<style>` block is compiled into the bundle too (`../vitepress/theme/styles.ts`), unless the site's
// CSS goes through postcss or the like: then it stays a request that plugin-vue serves.
// The optimizer runs esbuild in VitePress 1.6's Vite 5 and Rolldown in 2.0's Vite 8: one plugin
// for each (`../vitepress/theme/esbuild-bundle.ts`, `../vitepress/theme/rolldown-bundle.ts`).
// https://vite.dev/guide/dep-pre-bundling.html

/** The ids a site's theme imports the default theme by (VitePress aliases the first). */
const THEME_IDS = ['vitepress/theme', 'vitepress/theme-without-fonts']

type Alias = { find: string | RegExp; replacement: string }

/** Vite's `resolve.alias` in either of its forms, as a list. */
function aliasList(alias: unknown): Alias[] {
  if (Array.isArray(alias)) return alias as Alias[]
  if (alias && typeof alias === 'object')
    return Object.entries(alias as Record<string, string>).map(([find, replacement]) => ({
      find,
      replacement,
    }))
  return []
}

/** Whether an alias applies to an import specifier, as Vite's alias plugin decides. */
function aliasMatches({ find }: Alias, specifier: string): boolean {
  if (typeof find === 'string') return specifier === find || specifier.startsWith(`${find}/`)
  find.lastIndex = 0
  return find.test(specifier)
}

/** Every relative `.vue` import in the theme's sources: the specifiers an alias could replace. */
function themeVueImports(themeDir: string): string[] {
  const specifiers = new Set<string>()
  const files = readdirSync(themeDir, { recursive: true, encoding: 'utf8' }).filter((file) =>
    /\.(vue|js)$/.test(file),
  )
  for (const file of files) {
    for (const [, specifier] of readFileSync(join(themeDir, file), 'utf8').matchAll(
      /['"](\.{1,2}\/[^'"]+\.vue)['"]/g,
    ))
      specifiers.add(specifier!)
  }
  return [...specifiers]
}

/**
 * The alias that overrides one of the theme's components, if any (VitePress's guide, "Overriding
 * Internal Components", replaces `VPNavBar.vue` so): inside a pre-bundle no alias applies, so
 * such a site is served the theme unbundled, as without this plugin.
 */
export function componentOverride(aliases: unknown, themeDir: string): Alias | undefined {
  const list = aliasList(aliases)
  if (!list.length) return undefined
  const specifiers = themeVueImports(themeDir)
  return list.find((alias) => specifiers.some((specifier) => aliasMatches(alias, specifier)))
}

/**
 * What to pre-bundle for the site's theme: the ids its files import the default theme by, or
 * VitePress's `@theme/index` when the site has no theme of its own (the app imports the default
 * theme by that id then). A theme that does not import the default theme costs nothing.
 */
export function themeIds(siteThemeDir: string | undefined, themeDir: string): string[] {
  if (!siteThemeDir || realpathSync(siteThemeDir) === themeDir) return ['@theme/index']
  const sources = readdirSync(siteThemeDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(vue|[cm]?[jt]sx?)$/.test(file) && !file.includes('node_modules'))
    .map((file) => readFileSync(join(siteThemeDir, file), 'utf8'))
  return THEME_IDS.filter((id) =>
    sources.some((source) => source.includes(`'${id}'`) || source.includes(`"${id}"`)),
  )
}

/** The default theme's entry, as VitePress aliases `vitepress/theme` to it. */
export function themeEntry(aliases: unknown): string | undefined {
  const alias = aliasList(aliases).find(
    ({ find }) => find instanceof RegExp && find.source === '^vitepress\\/theme$',
  )
  return alias && isAbsolute(alias.replacement) ? alias.replacement : undefined
}

/** What plugin-vue's resolved options are, read from its plugin in Vite's resolved config. */
interface VuePluginApi {
  options: Partial<VueOptions>
}

/** A short hash of what the theme is compiled with: part of the pre-bundle's cache key. */
function optionsHash(vue: unknown): string {
  const text = JSON.stringify(vue ?? {}, (_key, value: unknown) =>
    typeof value === 'function' || value instanceof RegExp ? String(value) : value,
  )
  return createHash('sha256').update(text).digest('hex').slice(0, 8)
}

/**
 * `vitepress-api-docs:default-theme`: in `vitepress dev`, VitePress's default theme is served as
 * one pre-bundled module instead of some 150 (see above). The build is untouched.
 */
export function defaultThemePlugin(): Plugin {
  let vue: (() => VueOptions) | undefined
  return {
    name: 'vitepress-api-docs:default-theme',
    apply: 'serve',
    config(config) {
      const site = (config as { vitepress?: { vue?: unknown; themeDir?: string; root: string } })
        .vitepress
      const entry = themeEntry(config.resolve?.alias)
      if (!entry) return undefined
      const themeDir = realpathSync(dirname(entry))
      if (componentOverride(config.resolve?.alias, themeDir)) return undefined
      const include = themeIds(site?.themeDir, themeDir)
      if (!include.length) return undefined
      const styles: ThemeStyles = {
        inline: servesCssAsIs(config.css as CssOptions | undefined, config.root ?? process.cwd()),
        viteClient: viteClientPath(config.base ?? '/'),
      }
      // The optimizer's cache key holds its plugins' names: options that change the compiled
      // theme change the name.
      const name = `vitepress-api-docs:default-theme-${optionsHash({ vue: site?.vue, styles })}`
      if (site && vitepressLine(site) === 2) {
        const plugin = { ...themeRolldownPlugin(themeDir, () => vue!(), styles), name }
        return {
          optimizeDeps: { include, rolldownOptions: { plugins: [plugin] } },
        } as UserConfig['vite']
      }
      const plugin = { ...themeBundlePlugin(themeDir, () => vue!(), styles), name }
      return {
        optimizeDeps: { include, esbuildOptions: { plugins: [plugin] } },
      } satisfies UserConfig['vite']
    },
    configResolved(config) {
      const plugin = config.plugins.find((candidate) => candidate.name === 'vite:vue') as
        (Plugin & { api?: VuePluginApi }) | undefined
      const root = config.root
      vue = () => {
        const options = plugin?.api?.options ?? {}
        // plugin-vue loads the compiler when the server starts (before the optimizer runs);
        // the same package, from the site, otherwise.
        const compiler =
          options.compiler ??
          (createRequire(join(root, 'package.json'))('vue/compiler-sfc') as VueOptions['compiler'])
        return { ...options, root: options.root ?? root, compiler }
      }
    },
  }
}
