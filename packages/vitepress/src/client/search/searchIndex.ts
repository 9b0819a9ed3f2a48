import served from 'virtual:vitepress-api-docs/search'
import { readEntries } from '../../shared/search/entries'
import type { SearchConfig, SearchIndexData } from '../../shared/search/format'
import { createSearcher, type Searcher } from '../../shared/search/rank'
import { SEARCH_UPDATED } from '../../shared/virtual'

// Served by the node side (node/search/modules.ts).
const search = served as SearchConfig & {
  load: (locale: string) => Promise<{ default: SearchIndexData }>
}
/** The searcher of each locale the reader has searched in, by VitePress's `localeIndex`. */
const searchers = new Map<string, Promise<Searcher>>()
// In dev, an edit of a description gives the search module a new index to load.
globalThis.addEventListener?.(SEARCH_UPDATED, () => searchers.clear())

/**
 * The searcher over every spec, as a reader of `locale` sees them (a spec's copy under the
 * locale where it has one): the locale's index, fetched on the first call, and only then.
 */
export function loadSearcher(locale = 'root'): Promise<Searcher> {
  const known = searchers.get(locale)
  if (known) return known
  const loading = search.load(locale).then(({ default: data }) =>
    // An index from another version of the plugin (a stale cache) would give wrong links.
    createSearcher(data.v === 1 ? readEntries(data) : []),
  )
  // A failed fetch (offline, a redeploy) is retried the next time the dialog opens.
  loading.catch(() => searchers.delete(locale))
  searchers.set(locale, loading)
  return loading
}

/** The key that opens the dialog with Cmd or Ctrl, or `false`. */
export const searchHotkey = search.hotkey
