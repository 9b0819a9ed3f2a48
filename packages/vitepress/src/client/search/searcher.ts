import { readEntries } from '../../shared/search/entries'
import type { SearchIndexData } from '../../shared/search/format'
import { createSearcher, type Searcher } from '../../shared/search/rank'

/** The searcher over an index as the node side serves it (node/search/modules.ts). */
export function searcherOf(data: SearchIndexData): Searcher {
  // An index from another version of the plugin (a stale cache) would give wrong links.
  return createSearcher(data.v === 1 ? readEntries(data) : [])
}
