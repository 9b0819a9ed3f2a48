import type { SiteConfig } from 'vitepress'
import { specsInLocale } from '../../shared/i18n/specs-in-locale'
import type { SearchConfig } from '../../shared/search/format'
import { SEARCH_UPDATED, VIRTUAL } from '../../shared/virtual'
import type { SpecOutline } from '../model/outline'
import type { ResolvedOptions } from '../options'
import { objectModuleUpdatedInPlace } from '../dev/hot-object'
import { buildSearchIndex } from './build-index'

/** The locales of a site, as VitePress's `localeIndex` names them: `root` first. */
function siteLocales(site: Pick<SiteConfig, 'site'>): string[] {
  return ['root', ...Object.keys(site.site.locales ?? {}).filter((key) => key !== 'root')]
}

/**
 * The code of the small search module: the dialog's settings and a loader of each locale's
 * index, which holds what a reader of that locale searches (a spec's copy in the locale, not the
 * spec and every other locale's copies as well). With
 * `hot` (in dev), an edit's new module updates the object the dialog already holds and tells it
 * so (../hot-object.ts): its loader then imports the index made from the new models (Vite gives
 * the import a new `?t=`), where the dialog kept searching the index it had loaded before.
 */
export function searchConfigModule(
  options: Pick<ResolvedOptions, 'hotkey'>,
  site: Pick<SiteConfig, 'site'>,
  hot = false,
): string {
  const config: SearchConfig = { hotkey: searchHotkey(options.hotkey, site) }
  const importOf = (locale: string) => `import(${JSON.stringify(VIRTUAL.searchIndex + locale)})`
  // One literal import per locale, so that the bundler makes each index a chunk of its own.
  const load = siteLocales(site)
    .slice(1)
    .reduceRight(
      (rest, locale) => `locale === ${JSON.stringify(locale)} ? ${importOf(locale)} : ${rest}`,
      importOf('root'),
    )
  const fresh = `{ ...${JSON.stringify(config)}, load: (locale) => ${load} }`
  return hot
    ? objectModuleUpdatedInPlace('search', fresh, SEARCH_UPDATED)
    : `export default ${fresh}`
}

/** The code of the search index module of a locale (`root` or a locale's key). */
export function searchIndexModule(models: Iterable<SpecOutline>, locale = 'root'): string {
  const read = specsInLocale([...models], (model) => model.ref.name, locale)
  // JSON.parse of a string literal: engines parse JSON faster than the same object literal.
  return `export default JSON.parse(${JSON.stringify(JSON.stringify(buildSearchIndex(read)))})`
}

/** The configured hotkey (checked with the options), or the default that does not clash with the theme's search. */
export function searchHotkey(
  hotkey: ResolvedOptions['hotkey'],
  site: Pick<SiteConfig, 'site'>,
): string | false {
  if (hotkey !== undefined) return hotkey
  const theme = site.site.themeConfig as { search?: { provider?: string } } | undefined
  return theme?.search?.provider ? 'j' : 'k'
}
