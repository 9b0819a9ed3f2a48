import { reactive, watch } from 'vue'
import type { AuthConfig } from 'vue-api-playground'

// Credentials per spec name, then per security scheme key. Kept in sessionStorage (gone with the
// tab), never in generated HTML, and one spec's never leak into another's requests.
const STORAGE_KEY = 'vitepress-api-docs:credentials'

/** What the try-it knows of an OAuth 2.0 token it obtained itself (none for a pasted token). */
export interface OAuthTokenInfo {
  /** The flow that obtained it (`authorizationCode`, `clientCredentials`, ...). */
  flow: string
  /** Milliseconds since the epoch, from the token response's `expires_in` (RFC 6749 5.1). */
  expiresAt?: number
  /** The scopes granted, when the server said (RFC 6749 5.1 `scope`). */
  scope?: string
}

/** The OAuth 2.0 client settings the reader typed for one scheme; credentials like any other. */
export interface OAuthClientSettings {
  flow?: string
  clientId?: string
  clientSecret?: string
  /** Scopes the reader added beyond those an operation requires. */
  scopes?: string[]
}

/** One scheme's stored credentials: what the playground sends, and the OAuth state behind it. */
export type StoredCredential = AuthConfig & {
  oauth?: { client?: OAuthClientSettings; token?: OAuthTokenInfo }
}

type Store = Record<string, Record<string, StoredCredential>>

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
export function getCredential(spec: string, scheme: string): StoredCredential | undefined {
  return useCredentialStore()[spec]?.[scheme]
}

const tokenOf = (auth: AuthConfig | undefined): string | undefined =>
  auth?.type === 'bearer' ? auth.token : undefined

/**
 * Saves the credentials for one scheme of one spec; every panel of that spec follows. The OAuth
 * client settings stay; what is known of an obtained token stays only while that token does
 * (a token typed over it has no known expiry).
 */
export function setCredential(spec: string, scheme: string, auth: AuthConfig): void {
  const state = useCredentialStore()
  // The playground hands back what it sends; any `oauth` it copied along is not its to change.
  const plain: StoredCredential = { ...auth }
  delete plain.oauth
  const stored = state[spec]?.[scheme]
  const keepToken = stored?.oauth?.token && tokenOf(auth) === tokenOf(stored)
  const oauth = stored?.oauth && {
    ...(stored.oauth.client ? { client: stored.oauth.client } : {}),
    ...(keepToken ? { token: stored.oauth.token } : {}),
  }
  ;(state[spec] ??= {})[scheme] = (oauth ? { ...plain, oauth } : plain) as StoredCredential
}

/** Saves the OAuth client settings of one scheme, keeping its token. */
export function setOAuthClient(spec: string, scheme: string, client: OAuthClientSettings): void {
  const state = useCredentialStore()
  const current = state[spec]?.[scheme] ?? { type: 'bearer', token: '' }
  ;(state[spec] ??= {})[scheme] = { ...current, oauth: { ...current.oauth, client } }
}

/** Saves a token the try-it obtained: sent as a bearer token, with what is known of it. */
export function setOAuthToken(
  spec: string,
  scheme: string,
  accessToken: string,
  info: OAuthTokenInfo,
): void {
  const state = useCredentialStore()
  const client = state[spec]?.[scheme]?.oauth?.client
  ;(state[spec] ??= {})[scheme] = {
    type: 'bearer',
    token: accessToken,
    oauth: { ...(client ? { client } : {}), token: info },
  }
}

/** Forgets every credential of one spec. */
export function clearCredentials(spec: string): void {
  delete useCredentialStore()[spec]
}
