import type { SiteConfig } from 'vitepress'
import type { SearchConfig } from '../../shared/search/format'
import { SEARCH_UPDATED, VIRTUAL } from '../../shared/virtual'
import type { SpecOutline } from '../model/outline'
import type { ResolvedOptions } from '../options'
import { objectModuleUpdatedInPlace } from '../dev/hot-object'
import { buildSearchIndex } from './build-index'

/**
 * The code of the small search module: the dialog's settings and a loader of the index. With
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
  const fresh = `{ ...${JSON.stringify(config)}, load: () => import(${JSON.stringify(VIRTUAL.searchIndex)}) }`
  return hot
    ? objectModuleUpdatedInPlace('search', fresh, SEARCH_UPDATED)
    : `export default ${fresh}`
}

/** The code of the search index module, over every spec. */
export function searchIndexModule(models: Iterable<SpecOutline>): string {
  // JSON.parse of a string literal: engines parse JSON faster than the same object literal.
  return `export default JSON.parse(${JSON.stringify(JSON.stringify(buildSearchIndex(models)))})`
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
