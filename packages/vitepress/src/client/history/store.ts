import { shallowReactive } from 'vue'
import { sameOperation } from '../specState'
import { addEntry, historyKey, parseHistory, saveHistory, type HistoryEntry } from './entries'

// One reactive history per site and spec, shared by the spec's panels on the page (and by its
// locales' copies: `historyKey`), kept in localStorage and followed across tabs.

const lists = new Map<string, { entries: HistoryEntry[] }>()

/** The history of one spec (or of a locale's copy of it: the same one) on one site, live. */
export function useHistoryList(siteBase: string, spec: string): { entries: HistoryEntry[] } {
  const key = historyKey(siteBase, spec)
  const known = lists.get(key)
  if (known) return known
  const browser = typeof window !== 'undefined'
  const list = shallowReactive({
    entries: browser ? parseHistory(localStorage.getItem(key)) : ([] as HistoryEntry[]),
  })
  if (browser) {
    window.addEventListener('storage', (event) => {
      if (event.key === key) list.entries = parseHistory(event.newValue)
    })
    lists.set(key, list)
  }
  return list
}

/** Adds an entry (newest first) and saves. */
export function recordEntry(siteBase: string, spec: string, entry: HistoryEntry): void {
  const list = useHistoryList(siteBase, spec)
  list.entries = save(siteBase, spec, addEntry(list.entries, entry))
}

/** Empties the history of a spec, or of one operation of it. */
export function clearHistory(siteBase: string, spec: string, operation?: string): void {
  const list = useHistoryList(siteBase, spec)
  list.entries = save(
    siteBase,
    spec,
    operation ? list.entries.filter((entry) => !sameOperation(entry.operation, operation)) : [],
  )
}

function save(siteBase: string, spec: string, entries: HistoryEntry[]): HistoryEntry[] {
  if (typeof window === 'undefined') return entries
  return saveHistory(localStorage, historyKey(siteBase, spec), entries)
}
