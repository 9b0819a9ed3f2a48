import { reactive, watch } from 'vue'
import type { OperationPageData } from '../../shared/model'
import { seedState, type EnvState } from './model'
import { loadState, saveState, storageKey } from './storage'

// One reactive environment state per site and spec, shared by every panel of the spec on the
// page: loaded from the browser's storage, else seeded from the description, and saved on change.

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
    watch(state, save, { deep: true })
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
