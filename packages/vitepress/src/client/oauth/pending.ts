import { OAUTH_CALLBACK_KEY, OAUTH_PENDING_KEY } from '../../shared/oauth'
import { stateSpec } from '../specState'
import type { OAuthFlowKind } from './flows'

/** An authorization sent to the authorization server, waiting for its answer. */
export interface PendingAuthorization {
  /** The `state` sent (RFC 6749 section 10.12): the answer must carry it back. */
  state: string
  /** The PKCE code verifier (RFC 7636), for the code exchange; absent for implicit. */
  verifier?: string
  flow: Extract<OAuthFlowKind, 'authorizationCode' | 'implicit'>
  /** `popup`: the redirect page hands the answer over a channel; `redirect`: it comes back. */
  mode: 'popup' | 'redirect'
  /** The page to come back to, in redirect mode. */
  returnTo: string
  /** The spec's own name (a locale's copy shares its spec's credentials, ../specState.ts). */
  spec: string
  scheme: string
  redirectUri: string
  authorizationEndpoint: string
  tokenEndpoint?: string
  /** Known from OpenID Connect discovery; otherwise undefined. */
  issuer?: string
  /** Discovery's `id_token_signing_alg_values_supported`: the algorithms an ID token may use. */
  idTokenAlgorithms?: string[]
  clientId: string
  clientSecret?: string
  scopes: string[]
  /** Milliseconds since the epoch; an answer older than `PENDING_MS` is refused. */
  createdAt: number
}

/** How long an authorization waits for its answer: the reader signs in meanwhile. */
export const PENDING_MS = 15 * 60 * 1000

type Pending = Record<string, PendingAuthorization>

function read(storage: Storage): Pending {
  try {
    const parsed = JSON.parse(storage.getItem(OAUTH_PENDING_KEY) ?? '{}') as unknown
    return parsed && typeof parsed === 'object' ? (parsed as Pending) : {}
  } catch {
    return {}
  }
}

/** Keeps an authorization until its answer comes; drops those too old to be answered. */
export function savePending(
  entry: PendingAuthorization,
  storage: Storage = sessionStorage,
  now = Date.now(),
): void {
  const pending = read(storage)
  for (const [state, old] of Object.entries(pending))
    if (now - old.createdAt > PENDING_MS) delete pending[state]
  pending[entry.state] = entry
  storage.setItem(OAUTH_PENDING_KEY, JSON.stringify(pending))
}

/**
 * Takes (and forgets) the authorization an answer's `state` names. An answer whose state names
 * none, or one too old, is refused: it was not asked for by this tab (RFC 6749 section 10.12).
 */
export function takePending(
  state: string | null,
  storage: Storage = sessionStorage,
  now = Date.now(),
): PendingAuthorization | undefined {
  if (!state) return undefined
  const pending = read(storage)
  const entry = pending[state]
  if (!entry) return undefined
  delete pending[state]
  storage.setItem(OAUTH_PENDING_KEY, JSON.stringify(pending))
  return now - entry.createdAt > PENDING_MS ? undefined : entry
}

/** The answer's parameters: the query for the code flow, the fragment for implicit. */
export function answerParams(url: string): URLSearchParams {
  const parsed = new URL(url)
  return new URLSearchParams(parsed.search.length > 1 ? parsed.search : parsed.hash.slice(1))
}

/**
 * The answer the redirect page left when the reader signed in in this tab, for this scheme:
 * taken (and forgotten) with the authorization it answers. Another scheme's answer is left alone;
 * one sent from a locale's copy of the spec is this spec's.
 */
export function takeReturnedAnswer(
  spec: string,
  scheme: string,
  storage: Storage = sessionStorage,
  now = Date.now(),
): { url: string; pending: PendingAuthorization | undefined } | undefined {
  const url = storage.getItem(OAUTH_CALLBACK_KEY)
  if (!url) return undefined
  const state = answerParams(url).get('state')
  const entry = state ? read(storage)[state] : undefined
  if (entry && (stateSpec(entry.spec) !== stateSpec(spec) || entry.scheme !== scheme))
    return undefined
  storage.removeItem(OAUTH_CALLBACK_KEY)
  return { url, pending: takePending(state, storage, now) }
}
