import { reactive } from 'vue'
import type { AuthConfig } from 'vue-api-playground'
import { stateSpec } from '../specState'
import { saveOnChange } from '../tabSync'

// Credentials per spec name, then per security scheme key. Kept in sessionStorage (gone with the
// tab), or in localStorage for the specs whose reader chose to be remembered in this browser;
// never in generated HTML, and one spec's never leak into another's requests. A locale's copy of
// a spec (`pets~fr`) shares its spec's: every function here keys by `stateSpec` (../specState.ts).
const STORAGE_KEY = 'vitepress-api-docs:credentials'
/** localStorage: the names of the specs whose credentials this browser remembers. */
const REMEMBER_KEY = 'vitepress-api-docs:credentials-remembered'

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
let remembered: Set<string> | undefined

function parse(text: string | null): Store {
  try {
    const parsed = JSON.parse(text ?? '{}') as unknown
    return parsed && typeof parsed === 'object' ? (parsed as Store) : {}
  } catch {
    return {}
  }
}

function readRemembered(): Set<string> {
  if (typeof localStorage === 'undefined') return new Set()
  try {
    const names = JSON.parse(localStorage.getItem(REMEMBER_KEY) ?? '[]') as unknown
    return new Set(Array.isArray(names) ? names.filter((name) => typeof name === 'string') : [])
  } catch {
    return new Set()
  }
}

/** The session's credentials, with the remembered specs' from localStorage over them. */
function read(): Store {
  if (typeof sessionStorage === 'undefined') return {}
  const kept = parse(localStorage.getItem(STORAGE_KEY))
  const chosen = (remembered ??= readRemembered())
  return {
    ...parse(sessionStorage.getItem(STORAGE_KEY)),
    ...Object.fromEntries(Object.entries(kept).filter(([spec]) => chosen.has(spec))),
  }
}

/** Writes each spec's credentials where its reader chose: this tab's session, or this browser. */
function write(state: Store): void {
  const chosen = (remembered ??= readRemembered())
  const session: Store = {}
  const local: Store = {}
  for (const [spec, schemes] of Object.entries(state))
    (chosen.has(spec) ? local : session)[spec] = schemes
  sessionStorage.setItem(STORAGE_KEY, JSON.stringify(session))
  if (Object.keys(local).length) localStorage.setItem(STORAGE_KEY, JSON.stringify(local))
  else localStorage.removeItem(STORAGE_KEY)
}

/** The reactive credentials of every spec, loaded once from storage and saved on change. */
export function useCredentialStore(): Store {
  if (store) return store
  const state = reactive<Store>(typeof window === 'undefined' ? {} : read())
  if (typeof window !== 'undefined') {
    const applyRemote = saveOnChange(state, () => write(state))
    // Another tab changes them too (of the same session, or remembered ones of any).
    window.addEventListener('storage', (event) => {
      if (event.key !== STORAGE_KEY && event.key !== REMEMBER_KEY) return
      if (event.key === REMEMBER_KEY) remembered = readRemembered()
      const next = read()
      applyRemote(() => {
        for (const key of Object.keys(state)) if (!(key in next)) delete state[key]
        Object.assign(state, next)
      })
    })
    store = state
  }
  return state
}

/** Whether this browser remembers one spec's credentials beyond the session. */
export function remembersCredentials(spec: string): boolean {
  return (remembered ??= readRemembered()).has(stateSpec(spec))
}

/**
 * Keeps one spec's credentials in this browser (localStorage) beyond the session, or back in the
 * session only (and gone from localStorage) when `remember` is false.
 */
export function rememberCredentials(spec: string, remember: boolean): void {
  const chosen = (remembered ??= readRemembered())
  if (remember) chosen.add(stateSpec(spec))
  else chosen.delete(stateSpec(spec))
  if (chosen.size) localStorage.setItem(REMEMBER_KEY, JSON.stringify([...chosen]))
  else localStorage.removeItem(REMEMBER_KEY)
  write(useCredentialStore())
}

/** The credentials entered for one scheme of one spec, if any. */
export function getCredential(spec: string, scheme: string): StoredCredential | undefined {
  return useCredentialStore()[stateSpec(spec)]?.[scheme]
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
  const name = stateSpec(spec)
  // The playground hands back what it sends; any `oauth` it copied along is not its to change.
  const plain: StoredCredential = { ...auth }
  delete plain.oauth
  const stored = state[name]?.[scheme]
  const keepToken = stored?.oauth?.token && tokenOf(auth) === tokenOf(stored)
  const oauth = stored?.oauth && {
    ...(stored.oauth.client ? { client: stored.oauth.client } : {}),
    ...(keepToken ? { token: stored.oauth.token } : {}),
  }
  ;(state[name] ??= {})[scheme] = (oauth ? { ...plain, oauth } : plain) as StoredCredential
}

/** Saves the OAuth client settings of one scheme, keeping its token. */
export function setOAuthClient(spec: string, scheme: string, client: OAuthClientSettings): void {
  const state = useCredentialStore()
  const name = stateSpec(spec)
  const current = state[name]?.[scheme] ?? { type: 'bearer', token: '' }
  ;(state[name] ??= {})[scheme] = { ...current, oauth: { ...current.oauth, client } }
}

/** Saves a token the try-it obtained: sent as a bearer token, with what is known of it. */
export function setOAuthToken(
  spec: string,
  scheme: string,
  accessToken: string,
  info: OAuthTokenInfo,
): void {
  const state = useCredentialStore()
  const name = stateSpec(spec)
  const client = state[name]?.[scheme]?.oauth?.client
  ;(state[name] ??= {})[scheme] = {
    type: 'bearer',
    token: accessToken,
    oauth: { ...(client ? { client } : {}), token: info },
  }
}

/** Forgets every credential of one spec. */
export function clearCredentials(spec: string): void {
  delete useCredentialStore()[stateSpec(spec)]
}
