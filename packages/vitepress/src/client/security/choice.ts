import { reactive, watch } from 'vue'
import { stateSpec } from '../specState'

// The requirement the reader picked, per spec name: kept in sessionStorage beside the credentials
// (gone with the tab), so another operation of the same spec that offers it starts with it, on
// its page or on a locale's copy of it (`stateSpec`, ../specState.ts).
const STORAGE_KEY = 'vitepress-api-docs:security-choice'

let store: Record<string, string> | undefined

function read(): Record<string, string> {
  try {
    const parsed = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as unknown
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, string>) : {}
  } catch {
    return {}
  }
}

/** The reactive picks of every spec, loaded once from sessionStorage and saved on change. */
function useChoiceStore(): Record<string, string> {
  if (store) return store
  if (typeof window === 'undefined' || typeof sessionStorage === 'undefined') return {}
  const state = reactive(read())
  watch(state, () => sessionStorage.setItem(STORAGE_KEY, JSON.stringify(state)), { deep: true })
  store = state
  return state
}

/** The requirement (its option id) last picked for a spec, if any. */
export function getSecurityChoice(spec: string): string | undefined {
  return useChoiceStore()[stateSpec(spec)]
}

/** Remembers the requirement picked for a spec. */
export function setSecurityChoice(spec: string, id: string): void {
  useChoiceStore()[stateSpec(spec)] = id
}
