import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { fileURLToPath, pathToFileURL } from 'node:url'
import type { VueOptions } from './vitepress/theme/sfc'

// VitePress's own @vitejs/plugin-vue, run as in `vitepress dev` (no hot updates: they add no
// style), for tests that check the default theme is compiled as it would compile it.

const require = createRequire(import.meta.url)

export type Hook = (this: unknown, ...args: unknown[]) => unknown
export interface VuePlugin {
  load: Hook
  configResolved: Hook
  configureServer: Hook
  buildStart: Hook
  transform: Hook
}

/** VitePress's plugin-vue as it runs in `vitepress dev` (no hot updates: they add no style). */
export async function pluginVue(
  root: string,
  features?: VueOptions['features'],
): Promise<VuePlugin> {
  // Its ES module build, as VitePress imports it (`require.resolve` finds the CommonJS one).
  const entry = createRequire(require.resolve('vitepress'))
    .resolve('@vitejs/plugin-vue')
    .replace(/\.cjs$/, '.mjs')
  const { default: vue } = (await import(pathToFileURL(entry).href)) as {
    default: (options: object) => VuePlugin
  }
  const plugin = vue({ include: [/\.vue$/, /\.md$/], features })
  plugin.configResolved({
    root,
    command: 'serve',
    isProduction: false,
    build: {},
    define: {},
    css: {},
    logger: { warn() {} },
  })
  plugin.configureServer({ config: { server: { hmr: false }, base: '/' }, watcher: { on() {} } })
  plugin.buildStart()
  return plugin
}

const context = {
  error: (error: unknown) => {
    throw error
  },
  warn() {},
}

/** What plugin-vue's module for an SFC says of its styles: their requests and the scope id. */
export async function served(plugin: VuePlugin, file: string) {
  const { code } = (await plugin.transform.call(context, readFileSync(file, 'utf8'), file, {
    ssr: false,
  })) as { code: string }
  return {
    styles: [...code.matchAll(/^import "([^"]+\?vue&type=style[^"]*)"/gm)].map((match) => match[1]),
    scopeId: /\[['"]__scopeId['"],\s*"([^"]+)"\]/.exec(code)?.[1],
  }
}

/** The CSS plugin-vue makes of a style request (after `served` has seen its SFC). */
export async function servedStyle(plugin: VuePlugin, request: string): Promise<string> {
  const { code } = (await plugin.load.call(context, request, { ssr: false })) as { code: string }
  const css = (await plugin.transform.call(context, code, request, { ssr: false })) as {
    code: string
  }
  return css.code
}

/** Builds a worker thread's module from its source into `outfile`, as build.mjs does. */
export async function buildWorker(source: URL, outfile: URL): Promise<void> {
  const { build } = await import('esbuild')
  await build({
    entryPoints: [fileURLToPath(source)],
    outfile: fileURLToPath(outfile),
    bundle: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    logLevel: 'warning',
  })
}
