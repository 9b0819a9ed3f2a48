import type { SiteConfig } from 'vitepress'
import { SEARCH_VIRTUAL, type SearchConfig } from '../../shared/search/format'
import type { SpecModel } from '../model/spec'
import { ApiDocsConfigError, type ApiDocsOptions } from '../options'
import { buildSearchIndex } from './build-index'

/** Options of the search dialog (`apiDocs({ search })`). */
export interface ApiDocsSearchOptions {
  /**
   * The key that opens the dialog with Cmd (macOS) or Ctrl (elsewhere); `false` for none (the
   * button still opens it). @default 'k', or 'j' when the theme's own search (local or Algolia)
   * is configured, since that one takes Cmd/Ctrl+K.
   */
  hotkey?: string | false
}

/** Whether Vite should let this plugin serve the module `id`. */
export function isSearchModule(id: string): boolean {
  return id === SEARCH_VIRTUAL.search || id === SEARCH_VIRTUAL.index
}

/** The source of one of the search modules. */
export function searchModule(
  id: string,
  models: Map<string, SpecModel>,
  options: ApiDocsOptions,
  site: SiteConfig,
): string {
  if (id === SEARCH_VIRTUAL.index)
    // JSON.parse of a string literal: engines parse JSON faster than the same object literal.
    return `export default JSON.parse(${JSON.stringify(JSON.stringify(buildSearchIndex(models.values())))})`
  const config: SearchConfig = { hotkey: searchHotkey(options.search, site) }
  return `export default { ...${JSON.stringify(config)}, load: () => import(${JSON.stringify(SEARCH_VIRTUAL.index)}) }`
}

/** The configured hotkey, checked, or the default that does not clash with the theme's search. */
export function searchHotkey(
  search: ApiDocsSearchOptions | undefined,
  site: Pick<SiteConfig, 'site'>,
): string | false {
  const hotkey = search?.hotkey
  if (hotkey === false) return false
  if (hotkey !== undefined) {
    if (typeof hotkey !== 'string' || !/^[a-z0-9]$/i.test(hotkey))
      throw new ApiDocsConfigError(
        `apiDocs configuration: \`search.hotkey\` must be one letter or digit (pressed with Cmd or Ctrl), or false; got ${JSON.stringify(hotkey)}`,
      )
    return hotkey.toLowerCase()
  }
  const theme = site.site.themeConfig as { search?: { provider?: string } } | undefined
  return theme?.search?.provider ? 'j' : 'k'
}
