import { toRaw, watch, type Ref } from 'vue'
import type { Route, SiteData, VitePressData } from 'vitepress'
// Served by the node side: each spec's (and locale copy's) prefix, and what a copy adds or lacks.
import served from 'virtual:vitepress-api-docs/sidebars'
import { languageMenuLink, type MenuSpec } from '../../shared/i18n/language-menu'
import { isGeneratedPageRef } from '../../shared/page'

const specs = served as Readonly<Record<string, MenuSpec>>

/**
 * The language menu's link from the page shown to the locale `target`, as VitePress 2.0 asks a
 * function in `themeConfig.i18nRouting` for it (`(data, route, targetLocale)`; 1.6 is given the
 * same call by node/vitepress/theme/i18n-routing.ts): from a generated page, its counterpart in
 * that locale or the locale's home (shared/i18n/language-menu.ts); from any other, VitePress's
 * own link.
 */
export function apiDocsI18nRouting(data: VitePressData, route: Route, target: string): string {
  const { query, hash } = route as Route & { query?: string; hash?: string }
  // 2.0's route carries the query and hash; 1.6 keeps the hash in its data.
  const oldHash = (data as VitePressData & { hash?: Ref<string> }).hash?.value
  const params: unknown = route.data.params
  return languageMenuLink(
    data.site.value,
    {
      locale: data.localeIndex.value,
      relativePath: route.data.relativePath,
      ref: isGeneratedPageRef(params) ? params : undefined,
    },
    target,
    specs,
    `${query ?? ''}${hash ?? oldHash ?? ''}`,
  )
}

/**
 * Puts `apiDocsI18nRouting` in the site's `themeConfig.i18nRouting`, unless the author set it
 * (`false`: every entry links the locale's home; a function of their own), and again when a dev
 * server's edit replaces the site data.
 */
export function installI18nRouting(siteData: Ref<SiteData>): void {
  const install = () => {
    // The site data is read-only in dev and in 2.0; the theme reads this object through it.
    const themeConfig = toRaw(siteData.value).themeConfig as { i18nRouting?: unknown } | undefined
    if (themeConfig && (themeConfig.i18nRouting ?? true) === true)
      themeConfig.i18nRouting = apiDocsI18nRouting
  }
  install()
  if (typeof window !== 'undefined') watch(siteData, install, { flush: 'sync' })
}
