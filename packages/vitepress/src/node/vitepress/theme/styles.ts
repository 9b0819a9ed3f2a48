import { existsSync, readFileSync } from 'node:fs'
import { dirname, join, posix } from 'node:path'
import type { SFCStyleBlock } from 'vue/compiler-sfc'
import type { VueOptions } from './sfc'

// A `<style>` block of one of the default theme's SFCs, as a module inside Vite's pre-bundle of
// the theme. Served on its own (`X.vue?vue&type=style&index=N&scoped=ID&lang.css`), each block
// is a request the first page waits for: plugin-vue parses the SFC again, compiles the block
// (`transformStyle` in its source), Vite's CSS plugin turns the CSS into a module that calls
// `updateStyle` from its client. Some 60 of those cost a restarted `vitepress dev` about a
// second of the server's time on every start, for CSS that never changes. Compiled here once,
// into the pre-bundle that Vite caches, the module does what Vite's would: the same CSS, under
// the same id, inserted by the same `updateStyle`, in the order the modules run.
// https://vite.dev/guide/features.html#css

/** The options of Vite's `css` that bear on how a plain `.css` request is transformed. */
export interface CssOptions {
  postcss?: unknown
  transformer?: string
  devSourcemap?: boolean
}

/** Where postcss-load-config (which Vite uses) finds a configuration, besides `package.json`. */
const POSTCSS_FILES = [
  '.postcssrc',
  ...['json', 'yaml', 'yml', 'js', 'cjs', 'mjs', 'ts', 'cts', 'mts'].map(
    (ext) => `.postcssrc.${ext}`,
  ),
  ...['js', 'cjs', 'mjs', 'ts', 'cts', 'mts'].map((ext) => `postcss.config.${ext}`),
  '.config/postcssrc',
]

/** Whether a postcss configuration applies to files under `root`, as Vite looks for one. */
export function findsPostcssConfig(root: string): boolean {
  for (let dir = root; ; dir = dirname(dir)) {
    if (POSTCSS_FILES.some((name) => existsSync(join(dir, name)))) return true
    const manifest = join(dir, 'package.json')
    if (existsSync(manifest)) {
      try {
        if ('postcss' in (JSON.parse(readFileSync(manifest, 'utf8')) as object)) return true
      } catch {
        // A broken package.json is Vite's to report.
      }
    }
    if (dirname(dir) === dir) return false
  }
}

/**
 * Whether Vite serves a plain `.css` request as its text unchanged (what `compileCSS` in Vite's
 * CSS plugin does without postcss, Lightning CSS or source maps): only then is a block compiled
 * here the same as the one Vite would serve.
 */
export function servesCssAsIs(css: CssOptions | undefined, root: string): boolean {
  if (css?.postcss !== undefined || css?.transformer === 'lightningcss' || css?.devSourcemap)
    return false
  return !findsPostcssConfig(root)
}

/** CSS that Vite's CSS plugin would rewrite even so: an `@import`, or a `url()` to a file. */
const REWRITTEN = /@import|url\(\s*(?!['"]?data:)/i

/** One `<style>` block of an SFC, with what plugin-vue names it by. */
export interface StyleBlock {
  /** The request plugin-vue's module for the SFC imports the block by. */
  request: string
  /** The SFC's file. */
  filename: string
  block: SFCStyleBlock
  /** plugin-vue's id of the component (`componentId` in ./sfc.ts). */
  componentId: string
}

/**
 * The CSS of one style block of an SFC, compiled as plugin-vue compiles it, or undefined when
 * Vite would change that CSS, so that the request stays Vite's to serve.
 */
export function styleBlockCss(
  { filename, block, componentId }: Omit<StyleBlock, 'request'>,
  options: VueOptions,
): string | undefined {
  if (block.lang || block.module || block.src || REWRITTEN.test(block.content)) return undefined
  const { code, errors } = options.compiler.compileStyle({
    ...options.style,
    filename,
    id: `data-v-${componentId}`,
    isProd: false,
    source: block.content,
    scoped: block.scoped,
  })
  if (errors.length) throw errors[0]
  return code
}

/** The module that inserts a style block's compiled CSS as Vite's CSS module would. */
export const styleModuleCode = (request: string, css: string, viteClient: string): string =>
  [
    `import { updateStyle } from ${JSON.stringify(viteClient)}`,
    `updateStyle(${JSON.stringify(request)}, ${JSON.stringify(css)})`,
  ].join('\n')

/**
 * The module for one style block of an SFC (`request` is the id plugin-vue gives it), or
 * undefined when Vite would change its CSS, so that the request stays Vite's to serve.
 */
export function styleModule(
  block: StyleBlock,
  options: VueOptions,
  viteClient: string,
): string | undefined {
  const css = styleBlockCss(block, options)
  return css === undefined ? undefined : styleModuleCode(block.request, css, viteClient)
}

/** The path a module imports Vite's client by on a site served under `base`. */
export const viteClientPath = (base: string): string => posix.join(base || '/', '@vite/client')
