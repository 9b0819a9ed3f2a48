import { fileURLToPath } from 'node:url'
import type { UserConfig } from 'vitepress'
import { type ApiDocsOptions, validateOptions } from './options'
import { oauthRedirectPlugin } from './oauth-redirect'
import { apiDocsVitePlugin } from './plugin'

export type { ApiDocsOptions, ApiSpecEntry, BrokenEmbedAction } from './options'
export { ApiDocsConfigError } from './options'
export { SpecError } from './errors'
export type { ApiDocsSearchOptions } from './search/modules'

const template = (name: string) =>
  fileURLToPath(new URL(`../client/pages/${name}.md`, import.meta.url))

/**
 * The VitePress configuration that serves several OpenAPI descriptions: use it as
 * `extends: await apiDocs({ specs: [...] })` in `.vitepress/config.ts`.
 */
export async function apiDocs(options: ApiDocsOptions): Promise<UserConfig> {
  const entries = validateOptions(options)
  const templates = {
    operation: template('operation'),
    schema: template('schema'),
    changelog: template('changelog'),
  }
  return {
    // VitePress inlines a map of every page's hash into every page; with a thousand generated
    // pages that map alone weighs ~90 KB per page. As a chunk, it is fetched once and cached.
    metaChunk: true,
    // VitePress renders 64 pages at once by default; their render trees, alive across awaits,
    // outgrow the young generation and pile up as garbage until a full collection. A few at a
    // time render as fast on one thread and keep the build's memory near its live data.
    buildConcurrency: 8,
    vite: {
      plugins: [apiDocsVitePlugin(entries, options, templates), oauthRedirectPlugin()],
      // The client components ship as Vue and CSS: the server build must bundle them, not
      // import them from node_modules at render time.
      ssr: { noExternal: ['vitepress-api-docs', 'vue-api-playground'] },
    },
  }
}
