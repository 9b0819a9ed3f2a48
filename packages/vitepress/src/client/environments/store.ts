import { reactive } from 'vue'
import type { OperationPageData } from '../../shared/model'
import { seedState, type EnvState } from './model'
import { saveOnChange } from '../tabSync'
import { loadState, saveState, storageKey } from './storage'

// One reactive environment state per site and spec, shared by every panel of the spec on the
// page: loaded from the browser's storage, else seeded from the description, saved on change, and
// followed across the site's other tabs (as the history is, history/store.ts): a tab that saves
// fires a `storage` event in the others (HTML Living Standard, 12.2.1 "The storage event"), which
// load the saved state again without saving it back (tabSync.ts). Secret values in sessionStorage are the tab's own: each tab puts
// its own back (a value typed in another tab does not travel).

const states = new Map<string, EnvState>()

/** The environments of a page's spec, live; the first call loads or seeds them. */
export function useEnvironments(page: OperationPageData, siteBase: string): EnvState {
  const key = storageKey(siteBase, page.spec.name)
  const known = states.get(key)
  if (known) return known
  const browser = typeof window !== 'undefined'
  const stored = browser ? loadState(key, localStorage, sessionStorage) : undefined
  const state = reactive<EnvState>(
    stored ??
      seedState(page.spec.environments, page.operation.servers, page.spec.activeEnvironment),
  )
  if (browser) {
    const save = () => {
      try {
        saveState(state, key, localStorage, sessionStorage)
      } catch {
        // Storage full or refused (a private window): the environments still work on this page.
      }
    }
    const applyRemote = saveOnChange(state, save)
    window.addEventListener('storage', (event) => {
      if (event.key !== key || event.storageArea !== localStorage) return
      // Removed (storage cleared in another tab): this tab keeps what it shows.
      const next =
        event.newValue === null ? undefined : loadState(key, localStorage, sessionStorage)
      if (next) applyRemote(() => Object.assign(state, next))
    })
    states.set(key, state)
  }
  return state
}

/** Back to what the description offers, dropping the reader's changes. */
export function resetEnvironments(state: EnvState, page: OperationPageData): void {
  Object.assign(
    state,
    seedState(page.spec.environments, page.operation.servers, page.spec.activeEnvironment),
  )
}
