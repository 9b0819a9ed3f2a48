import served from 'virtual:vitepress-api-docs/search'
import type { SearchConfig, SearchIndexData } from '../../shared/search/format'
import type { Searcher } from '../../shared/search/rank'
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
  // The ranker comes with the index, not with every page: the search button only needs the
  // hotkey from this module.
  const loading = Promise.all([search.load(locale), import('./searcher')]).then(
    ([{ default: data }, { searcherOf }]) => searcherOf(data),
  )
  // A failed fetch (offline, a redeploy) is retried the next time the dialog opens.
  loading.catch(() => searchers.delete(locale))
  searchers.set(locale, loading)
  return loading
}

/** The key that opens the dialog with Cmd or Ctrl, or `false`. */
export const searchHotkey = search.hotkey
