import type { Plugin, SiteConfig } from 'vitepress'
import type { ApiDocsContext } from '../context'
import { installIntoSite } from '../site-hooks'

/**
 * `vitepress-api-docs:setup`: loads the specs when VitePress hands over its site config, adds
 * the generated pages to the site, and configures what Vite needs for the plugin's packages.
 */
export function setupPlugin(context: ApiDocsContext): Plugin {
  return {
    name: 'vitepress-api-docs:setup',
    async config(config, env) {
      const site = (config as { vitepress?: SiteConfig }).vitepress
      if (!site)
        throw new Error(
          'vitepress-api-docs: this plugin runs inside VitePress (use `extends: await apiDocs(...)`)',
        )
      context.command = env.command
      const first = !context.isSetUp
      const state = await context.setUp(site)
      if (first) installIntoSite(context, state)
      // VitePress fixed the build's entry list before plugins ran; the generated pages join it here.
      const input = config.build?.rollupOptions?.input
      if (input && typeof input === 'object' && !Array.isArray(input)) {
        for (const route of state.routes)
          (input as Record<string, string>)[route.path.replace(/\//g, '_')] = route.fullPath
      }
      return {
        optimizeDeps: {
          // The client imports the plugin's virtual modules, which Vite's dependency optimizer
          // (esbuild, before any plugin runs) cannot resolve: installed from npm, the package
          // would be pre-bundled and every page would stay blank. Served as it is, its imports
          // go through this plugin. The playground it imports is plain ESM and pre-bundles well
          // (fewer requests on the first page).
          exclude: ['vitepress-api-docs'],
          include: [
            'vitepress-api-docs > vue-api-playground',
            'vitepress-api-docs > vue-api-playground/snippets',
          ],
        },
        // The client components ship as Vue and CSS: the server build must bundle them, not
        // import them from node_modules at render time.
        ssr: { noExternal: ['vitepress-api-docs', 'vue-api-playground'] },
      }
    },
    configResolved(config) {
      context.command = config.command
      context.ssrBuild = Boolean(config.build.ssr)
    },
  }
}
