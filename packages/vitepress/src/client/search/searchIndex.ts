import served from 'virtual:vitepress-api-docs/search'
import { readEntries } from '../../shared/search/entries'
import type { SearchConfig, SearchIndexData } from '../../shared/search/format'
import { createSearcher, type Searcher } from '../../shared/search/rank'
import { SEARCH_UPDATED } from '../../shared/virtual'

// Served by the node side (node/search/modules.ts).
const search = served as SearchConfig & { load: () => Promise<{ default: SearchIndexData }> }
let searcher: Promise<Searcher> | undefined
// In dev, an edit of a description gives the search module a new index to load.
globalThis.addEventListener?.(SEARCH_UPDATED, () => (searcher = undefined))

/** The searcher over every spec; the index is fetched on the first call, and only then. */
export function loadSearcher(): Promise<Searcher> {
  if (searcher) return searcher
  const loading = search.load().then(({ default: data }) =>
    // An index from another version of the plugin (a stale cache) would give wrong links.
    createSearcher(data.v === 1 ? readEntries(data) : []),
  )
  // A failed fetch (offline, a redeploy) is retried the next time the dialog opens.
  loading.catch(() => (searcher = undefined))
  return (searcher = loading)
}

/** The key that opens the dialog with Cmd or Ctrl, or `false`. */
export const searchHotkey = search.hotkey
