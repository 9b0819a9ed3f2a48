import type { Plugin, SiteConfig } from 'vitepress'
import type { ApiDocsContext } from '../context'
import { ApiDocsError } from '../errors'
import { installIntoSite } from '../site-hooks'
import { buildInput } from '../vitepress/build-input'
import { keepOutOfOptimizer } from '../vitepress/optimizer'
import { vitepressLine } from '../vitepress/version'

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
        throw new ApiDocsError(
          'vitepress-api-docs: this plugin runs inside VitePress (use `extends: await apiDocs(...)`)',
        )
      context.command = env.command
      context.line = vitepressLine(site)
      // In dev, the server starts while the descriptions load; its requests wait for them
      // (plugins/dev.ts). A failure is reported there, and on the page.
      if (env.command === 'serve' && !context.isSetUp) context.deferSetUp()
      const setUp = context.setUp(site, (state) => installIntoSite(context, state))
      // Reported by plugins/dev.ts, which waits for it.
      if (env.command === 'serve') setUp.catch(() => {})
      else {
        const state = await setUp
        // VitePress fixed the build's entry list before plugins ran; the generated pages join it.
        const input = buildInput(config)
        if (input)
          for (const route of state.routes) input[route.path.replace(/\//g, '_')] = route.fullPath
      }
      // Served file by file, the client's hundred modules were a hundred requests before the
      // first page showed: dev serves it as one bundle, the package's own or else Vite's.
      const devBundle = env.command === 'serve' ? context.client.devBundle() : undefined
      return {
        ...(devBundle && {
          resolve: { alias: [{ find: /^vitepress-api-docs\/client$/, replacement: devBundle }] },
        }),
        optimizeDeps: {
          // Pre-bundled with the playground into one module. Its imports of the plugin's virtual
          // modules stay imports (esbuild cannot resolve them; Vite then does, through this
          // plugin), so the pages' store is one module for the pages and the theme.
          include: devBundle
            ? []
            : [
                'vitepress-api-docs/client',
                'vitepress-api-docs > vue-api-playground',
                'vitepress-api-docs > vue-api-playground/snippets',
              ],
          // Vite pre-bundles a bare import aliased into node_modules unless told not to.
          exclude: devBundle ? ['vitepress-api-docs'] : [],
          ...keepOutOfOptimizer(context.line, VIRTUAL_MODULES),
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

/** The plugin's virtual modules, which its client imports and only this plugin resolves. */
const VIRTUAL_MODULES = /^virtual:vitepress-api-docs\//
