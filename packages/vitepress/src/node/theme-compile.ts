import { readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { compileSfc, type CompiledSfc, type VueOptions } from './theme-sfc'
import { styleModule } from './theme-styles'

// The whole default theme compiled at once, for a worker thread to do while the main thread
// builds the specs' models (./theme-precompile.ts): on a cold `vitepress dev`, Vite's optimizer
// otherwise compiles the theme's SFCs one by one after the models are built.

/** What compiling the theme needs, all of it clonable into a worker. */
export interface ThemeCompileInput {
  themeDir: string
  /** plugin-vue's options without the compiler, which is loaded from `root`. */
  options: Omit<VueOptions, 'compiler'>
  /** Whether the SFCs' style blocks are compiled in too, and the client that inserts them. */
  styles: { inline: boolean; viteClient: string }
}

/** One SFC as the pre-bundle takes it. */
export interface PrecompiledSfc {
  code: string
  loader: CompiledSfc['loader']
  /** Each style request's module, or null when it stays a request (see ./theme-styles.ts). */
  styles: Record<string, string | null>
}

/** The theme's SFCs by file. */
export type PrecompiledTheme = Record<string, PrecompiledSfc>

/** The site's `vue/compiler-sfc`, as plugin-vue finds it from the root. */
export const siteCompiler = (root: string): VueOptions['compiler'] =>
  createRequire(join(root, 'package.json'))('vue/compiler-sfc') as VueOptions['compiler']

/** Compiles one SFC for the pre-bundle: its module, and its style blocks' modules. */
export function precompileSfc(
  file: string,
  options: VueOptions,
  styles: ThemeCompileInput['styles'],
): PrecompiledSfc & { sfc: CompiledSfc } {
  const sfc = compileSfc(file, readFileSync(file, 'utf8'), options)
  const modules: Record<string, string | null> = {}
  for (const [index, request] of sfc.styles.entries()) {
    const block = sfc.descriptor.styles[index]!
    modules[request] = styles.inline
      ? (styleModule(
          { request, filename: file, block, componentId: sfc.id },
          options,
          styles.viteClient,
        ) ?? null)
      : null
  }
  return { code: sfc.code, loader: sfc.loader, styles: modules, sfc }
}

/** Every SFC of the theme, compiled. */
export function compileTheme({ themeDir, options, styles }: ThemeCompileInput): PrecompiledTheme {
  const vue = { ...options, compiler: siteCompiler(options.root) }
  const theme: PrecompiledTheme = {}
  const files = readdirSync(themeDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.vue'))
    .map((file) => join(themeDir, file))
  for (const file of files) {
    const { code, loader, styles: modules } = precompileSfc(file, vue, styles)
    theme[file] = { code, loader, styles: modules }
  }
  return theme
}
