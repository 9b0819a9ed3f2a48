import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { Plugin, UserConfig } from 'vitepress'
import { devClientBundle } from './dev/client-bundle'
import { ApiDocsContext, type ClientFiles } from './context'
import { type ApiDocsOptions, resolveOptions } from './options'
import { apiDocsDownloadPlugin } from './plugins/download'
import { llmsPlugin } from './llms/plugin'
import { defaultThemePlugin } from './plugins/default-theme'
import { i18nRoutingPlugin } from './plugins/i18n-routing'
import { devPlugin } from './plugins/dev'
import { oauthRedirectPlugin } from './plugins/oauth-redirect'
import { oldOutputPlugin } from './plugins/old-output'
import { pagesPlugin } from './plugins/pages'
import { renderThreadsPlugin } from './plugins/render-threads'
import { searchPlugin } from './plugins/search'
import { setupPlugin } from './plugins/setup'
import { sidebarPlugin } from './plugins/sidebar'
import { safePageDataPlugin } from './vitepress/safe-page-data'
import { ssrCallbacksPlugin } from './vitepress/ssr-callbacks'

export type {
  ApiDocsOptions,
  ApiDocsSearchOptions,
  ApiSpecEntry,
  ApiSpecLocale,
  BrokenEmbedAction,
  SpecLocales,
  LlmsOptions,
} from './options'
export { ApiDocsConfigError } from './options'
export { ApiDocsError, SpecError } from './errors'

// This file sits at the same depth in src/ and dist/, so one relative path finds the client side
// from the sources (tests) and from the package (users).
const clientFile = (path: string) => fileURLToPath(new URL(`../client/${path}`, import.meta.url))

/** The client files the node side points Vite at: page templates and the pages store. */
function clientFiles(): ClientFiles {
  const store = ['pages-store.js', 'pages-store.ts']
    .map(clientFile)
    .find((file) => existsSync(file))
  return {
    operation: clientFile('pages/operation.md'),
    schema: clientFile('pages/schema.md'),
    changelog: clientFile('pages/changelog.md'),
    pagesStore: store ?? clientFile('pages-store.js'),
    devBundle: () => devClientBundle(fileURLToPath(new URL('../..', import.meta.url))),
  }
}

/** The plugin's Vite plugins, each serving one concern, sharing one context. */
export function apiDocsPlugins(options: ApiDocsOptions): Plugin[] {
  const context = new ApiDocsContext(resolveOptions(options), clientFiles())
  return [
    setupPlugin(context),
    defaultThemePlugin(),
    i18nRoutingPlugin(),
    pagesPlugin(context),
    sidebarPlugin(context),
    searchPlugin(context),
    devPlugin(context),
    apiDocsDownloadPlugin(context.options.specs),
    safePageDataPlugin(),
    ssrCallbacksPlugin(),
    llmsPlugin(context),
    renderThreadsPlugin(context),
    oauthRedirectPlugin(),
    oldOutputPlugin(),
  ]
}

/**
 * The VitePress configuration that serves several OpenAPI descriptions: use it as
 * `extends: await apiDocs({ specs: [...] })` in `.vitepress/config.ts`.
 */
export async function apiDocs(options: ApiDocsOptions): Promise<UserConfig> {
  return {
    // VitePress inlines a map of every page's hash into every page; with a thousand generated
    // pages that map alone weighs ~90 KB per page. As a chunk, it is fetched once and cached.
    metaChunk: true,
    // VitePress renders 64 pages at once by default; their render trees, alive across awaits,
    // outgrow the young generation and pile up as garbage until a full collection. A few at a
    // time render as fast on one thread and keep the build's memory near its live data.
    buildConcurrency: 8,
    vite: { plugins: apiDocsPlugins(options) },
  }
}
