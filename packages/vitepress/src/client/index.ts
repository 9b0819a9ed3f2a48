import { h, type App } from 'vue'
import type { Theme } from 'vitepress'
import 'vue-api-playground/style.css'
// A bare specifier, so that the built client keeps importing the stylesheet it ships.
import 'vitepress-api-docs/style.css'
import GeneratedPage from './components/GeneratedPage.vue'
import OpenApiEndpoint from './components/OpenApiEndpoint.vue'
import OpenApiSchema from './components/OpenApiSchema.vue'
import OpenApiSpec from './components/OpenApiSpec.vue'
import ApiDocsLayout from './theme/ApiDocsLayout.vue'
import { makeSidebarReactive } from './sidebar'
import { waitForPageData } from './pageStore'

export { OpenApiEndpoint, OpenApiSchema, OpenApiSpec }
export { clearCredentials, getCredential, setCredential } from './credentials'

/** Registers the markdown components (`OpenApiEndpoint`, `OpenApiSpec`, `OpenApiSchema`). */
export function registerApiDocsComponents(app: App): void {
  app.component('OpenApiEndpoint', OpenApiEndpoint)
  app.component('OpenApiSpec', OpenApiSpec)
  app.component('OpenApiSchema', OpenApiSchema)
  app.component('OpenApiGeneratedPage', GeneratedPage)
}

/** Extends a VitePress theme with the API pages, the markdown components and per-spec sidebars. */
export function withApiDocs(theme: Theme): Theme {
  const Layout = theme.Layout
  return {
    ...theme,
    Layout: Layout ? () => h(ApiDocsLayout, { layout: Layout }) : undefined,
    async enhanceApp(context) {
      await theme.enhanceApp?.(context)
      registerApiDocsComponents(context.app)
      waitForPageData(context.router)
      if (typeof window !== 'undefined') makeSidebarReactive(context.siteData)
    },
  }
}
