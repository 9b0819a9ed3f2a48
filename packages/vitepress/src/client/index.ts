import { computed, h, type App } from 'vue'
import { playgroundMessagesKey } from 'vue-api-playground'
import type { Theme } from 'vitepress'
import 'vue-api-playground/style.css'
// A bare specifier, so that the built client keeps importing the stylesheet it ships.
import 'vitepress-api-docs/style.css'
import GeneratedPage from './components/GeneratedPage.vue'
import OpenApiEndpoint from './components/embeds/OpenApiEndpoint.vue'
import OpenApiSchema from './components/embeds/OpenApiSchema.vue'
import OpenApiSpec from './components/embeds/OpenApiSpec.vue'
import ApiDocsLayout from './theme/ApiDocsLayout.vue'
import { makeSidebarReactive } from './sidebar'
import { waitForPageData } from './pageStore'
import {
  loadLanguage,
  pageLangKey,
  playgroundMessagesFor,
  setMessageOverrides,
  type ApiDocsMessageOverrides,
} from './i18n/language'
import { langOfPath } from '../shared/i18n/langOfPath'
import { installI18nRouting } from './i18n/language-menu'
import { shareComponentCaches } from './theme/sharedComponentCaches'

export { OpenApiEndpoint, OpenApiSchema, OpenApiSpec }
export { clearCredentials, getCredential, setCredential } from './security/credentials'
export type { ApiDocsMessages } from './i18n/en'
export type { ApiDocsMessageOverrides } from './i18n/language'

/** Options of `withApiDocs`. */
export interface ApiDocsThemeOptions {
  /**
   * Messages by language tag: a few to override in a shipped language (`fr`, `en`…), or a whole
   * catalog for another; the try-it's under `playground`. Missing keys are English.
   */
  messages?: Readonly<Record<string, ApiDocsMessageOverrides>>
}

/** Registers the markdown components (`OpenApiEndpoint`, `OpenApiSpec`, `OpenApiSchema`). */
export function registerApiDocsComponents(app: App): void {
  app.component('OpenApiEndpoint', OpenApiEndpoint)
  app.component('OpenApiSpec', OpenApiSpec)
  app.component('OpenApiSchema', OpenApiSchema)
  app.component('OpenApiGeneratedPage', GeneratedPage)
}

/** Extends a VitePress theme with the API pages, the markdown components and per-spec sidebars. */
export function withApiDocs(theme: Theme, options: ApiDocsThemeOptions = {}): Theme {
  setMessageOverrides(options.messages ?? {})
  const Layout = theme.Layout
  return {
    ...theme,
    Layout: Layout ? () => h(ApiDocsLayout, { layout: Layout }) : undefined,
    async enhanceApp(context) {
      await theme.enhanceApp?.(context)
      if (typeof window === 'undefined') shareComponentCaches(context.app)
      registerApiDocsComponents(context.app)
      waitForPageData(context.router)
      await loadLanguages(context)
      // The try-it's words (vue-api-playground's own catalog) follow the page's language.
      const { router, siteData } = context
      const lang = computed(() => langOfPath(siteData.value, router.route.path))
      context.app.provide(pageLangKey, lang)
      // The language menu links only pages that exist (shared/i18n/language-menu.ts).
      installI18nRouting(siteData)
      context.app.provide(
        playgroundMessagesKey,
        computed(() => playgroundMessagesFor(lang.value)),
      )
      if (typeof window !== 'undefined') makeSidebarReactive(context.siteData)
    },
  }
}

/**
 * Loads the catalog of each page's language before it renders: in the server render every
 * language of the site (cheap there), in the browser the first page's (its `<html lang>`), then
 * the next page's before it loads. Rendered in a language not loaded, a page would hydrate in
 * English over the server's words.
 */
async function loadLanguages({
  router,
  siteData,
}: Parameters<NonNullable<Theme['enhanceApp']>>[0]) {
  const site = siteData.value
  if (typeof window === 'undefined') {
    const langs = [site.lang, ...Object.values(site.locales ?? {}).map((locale) => locale.lang)]
    await Promise.all(langs.map((lang) => loadLanguage(lang)))
    return
  }
  await loadLanguage(document.documentElement.lang || site.lang)
  const next = router.onBeforePageLoad
  router.onBeforePageLoad = async (href) => {
    await loadLanguage(langOfPath(site, new URL(href, location.href).pathname))
    return next?.(href)
  }
}
