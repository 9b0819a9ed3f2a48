/** What of VitePress's site data a page's language depends on. */
export interface SiteLanguages {
  base: string
  lang: string
  locales?: Readonly<Record<string, { lang?: string }>>
}

/**
 * The language of a page by its path: its locale's `lang` (the longest locale prefix that starts
 * the path, as VitePress picks it), else the site's.
 */
export function langOfPath(site: SiteLanguages, pathname: string): string {
  const path = pathname.startsWith(site.base) ? `/${pathname.slice(site.base.length)}` : pathname
  let best = ''
  let lang = site.lang
  for (const [key, locale] of Object.entries(site.locales ?? {})) {
    if (key === 'root') continue
    const prefix = `/${key.replace(/^\/|\/$/g, '')}/`
    if (path.startsWith(prefix) && prefix.length > best.length) {
      best = prefix
      lang = locale.lang ?? site.lang
    }
  }
  return lang
}
