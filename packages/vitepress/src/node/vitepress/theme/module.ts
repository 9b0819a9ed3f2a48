import { compileSfc, type VueOptions } from './sfc'
import { styleModule } from './styles'

// One `.vue` file of VitePress's default theme as the pre-bundle loads it: its compiled module,
// and the module of each of its style blocks (see ./sfc.ts and ./styles.ts).

/** How the theme's bundle gets its SFCs' styles. */
export interface ThemeStyles {
  /** Compiled into the bundle, or left as requests to plugin-vue. */
  inline: boolean
  /** The path of Vite's client on the site (its `updateStyle` inserts the CSS). */
  viteClient: string
}

/** A theme SFC compiled for the pre-bundle. */
export interface ThemeModule {
  code: string
  loader: 'js' | 'ts'
  /**
   * Each style request the module imports, in order, with its compiled module, or undefined
   * where plugin-vue serves the request.
   */
  styles: [request: string, module: string | undefined][]
}

/** Compiles one SFC of the theme, its style blocks as `styles` says. */
export function compileThemeModule(
  file: string,
  source: string,
  options: VueOptions,
  styles: ThemeStyles,
): ThemeModule {
  const sfc = compileSfc(file, source, options)
  return {
    code: sfc.code,
    loader: sfc.loader,
    styles: sfc.styles.map((request, index) => [
      request,
      styles.inline
        ? styleModule(
            { request, filename: file, block: sfc.descriptor.styles[index]!, componentId: sfc.id },
            options,
            styles.viteClient,
          )
        : undefined,
    ]),
  }
}
