import { readFileSync } from 'node:fs'
import { sep } from 'node:path'
import { compileThemeModule, type ThemeStyles } from './module'
import { PRECOMPILED_THEME, PrecompiledTheme } from './precompiled'
import type { VueOptions } from './sfc'

// What both pre-bundles of the default theme load (esbuild's on VitePress 1.6, Rolldown's on 2.0:
// ./esbuild-bundle.ts, ./rolldown-bundle.ts): each SFC of the theme as this package's build
// compiled it where the site would compile it the same (./precompiled.ts), else compiled now
// (./module.ts), and the style requests it imports, compiled in or left to plugin-vue.

/** VitePress's virtual modules, which only its Vite plugins resolve. */
export const THEME_VIRTUAL = /^(@localSearchIndex|@siteData|@theme\/)/

/** Loads the theme's SFCs for a pre-bundle, and remembers their style requests. */
export class ThemeSfcLoader {
  /**
   * The module of each style request of the SFCs loaded so far (see ./styles.ts), or undefined
   * where plugin-vue serves the request.
   */
  private readonly styleModules = new Map<string, string | undefined>()
  // Read when the optimizer first loads an SFC: a restart with its cache never needs it.
  private precompiled: PrecompiledTheme | null | undefined

  constructor(
    readonly themeDir: string,
    private readonly vue: () => VueOptions,
    private readonly styles: ThemeStyles,
    /** The package's compile of the theme of the site's VitePress line. */
    private readonly precompiledFile: URL = PRECOMPILED_THEME,
  ) {}

  /** Whether `file` is inside the theme's folder. */
  inTheme(file: string): boolean {
    return file.startsWith(this.themeDir + sep)
  }

  /**
   * Whether an import of the theme, `specifier` resolved to `resolved`, stays an import of the
   * pre-bundle: a package's stylesheet (`@docsearch/css`), as the theme's own `.css` imports are,
   * and VitePress's own modules outside the theme (`../../app/utils`, `../../shared`), one
   * instance for the app and the theme, so that its site data and router are the app's.
   */
  leavesOut(resolved: string, specifier: string): boolean {
    return /\.css$/.test(resolved) || (specifier.startsWith('.') && !this.inTheme(resolved))
  }

  /** The module of the theme's SFC at `path`, in its language; records its style requests. */
  load(path: string): { code: string; loader: 'js' | 'ts' } {
    const options = this.vue()
    const source = readFileSync(path, 'utf8')
    this.precompiled ??= PrecompiledTheme.read(this.themeDir, this.precompiledFile) ?? null
    const module =
      this.precompiled?.module(path, source, options, this.styles) ??
      compileThemeModule(path, source, options, this.styles)
    // Its style requests, in the order of its blocks, are resolved once it has loaded.
    for (const [request, code] of module.styles) this.styleModules.set(request, code)
    return { code: module.code, loader: module.loader }
  }

  /** The compiled module of a style request, or undefined where plugin-vue serves it. */
  styleModule(request: string): string | undefined {
    return this.styleModules.get(request)
  }
}
