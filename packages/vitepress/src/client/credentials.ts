import { reactive, watch } from 'vue'
import type { AuthConfig } from 'vue-api-playground'

// Credentials per spec name, then per security scheme key. Kept in sessionStorage (gone with the
// tab), never in generated HTML, and one spec's never leak into another's requests.
const STORAGE_KEY = 'vitepress-api-docs:credentials'

type Store = Record<string, Record<string, AuthConfig>>

let store: Store | undefined

function read(): Store {
  if (typeof sessionStorage === 'undefined') return {}
  try {
    const parsed = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as unknown
    return parsed && typeof parsed === 'object' ? (parsed as Store) : {}
  } catch {
    return {}
  }
}

/** The reactive credentials of every spec, loaded once from sessionStorage and saved on change. */
export function useCredentialStore(): Store {
  if (store) return store
  const state = reactive<Store>(typeof window === 'undefined' ? {} : read())
  if (typeof window !== 'undefined') {
    watch(state, () => sessionStorage.setItem(STORAGE_KEY, JSON.stringify(state)), { deep: true })
    // Another tab of the same session changes them too.
    window.addEventListener('storage', (event) => {
      if (event.key !== STORAGE_KEY) return
      const next = read()
      for (const key of Object.keys(state)) if (!(key in next)) delete state[key]
      Object.assign(state, next)
    })
    store = state
  }
  return state
}

/** The credentials entered for one scheme of one spec, if any. */
export function getCredential(spec: string, scheme: string): AuthConfig | undefined {
  return useCredentialStore()[spec]?.[scheme]
}

/** Saves the credentials for one scheme of one spec; every panel of that spec follows. */
export function setCredential(spec: string, scheme: string, auth: AuthConfig): void {
  const state = useCredentialStore()
  ;(state[spec] ??= {})[scheme] = auth
}

/** Forgets every credential of one spec. */
export function clearCredentials(spec: string): void {
  delete useCredentialStore()[spec]
}
