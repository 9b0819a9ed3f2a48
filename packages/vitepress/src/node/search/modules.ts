import type { SiteConfig } from 'vitepress'
import type { SearchConfig } from '../../shared/search/format'
import { VIRTUAL } from '../../shared/virtual'
import type { SpecModel } from '../model/spec'
import type { ResolvedOptions } from '../options'
import { buildSearchIndex } from './build-index'

/** The code of the small search module: the dialog's settings and a loader of the index. */
export function searchConfigModule(
  options: Pick<ResolvedOptions, 'hotkey'>,
  site: Pick<SiteConfig, 'site'>,
): string {
  const config: SearchConfig = { hotkey: searchHotkey(options.hotkey, site) }
  return `export default { ...${JSON.stringify(config)}, load: () => import(${JSON.stringify(VIRTUAL.searchIndex)}) }`
}

/** The code of the search index module, over every spec. */
export function searchIndexModule(models: Iterable<SpecModel>): string {
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
