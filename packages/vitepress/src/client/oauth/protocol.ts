import * as oauth from 'oauth4webapi'
import { OAuthFailure } from './failures'
import { say } from './messages'
import type { OAuthFlowKind } from './flows'
import { readServerMetadata, type ServerMetadata } from './metadata'
import { answerParams, type PendingAuthorization } from './pending'

// The protocol, on oauth4webapi (PKCE, state, token responses, OpenID Connect discovery and ID
// token claims). This module and the library load only on pages whose spec uses OAuth: the panel
// that imports it is an async component.

/** A token endpoint's answer, as the panel keeps it. */
export interface TokenResult {
  accessToken: string
  /** Seconds, from `expires_in` (RFC 6749 section 5.1), when the server said. */
  expiresIn?: number
  scope?: string
}

export { OAuthFailure, toFailure } from './failures'
export { readServerMetadata, type ServerMetadata }

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]'])

/**
 * oauth4webapi refuses plain `http:` endpoints; a server on this machine (a local demo, a server
 * under development) is allowed them, as RFC 8252 section 8.3 allows loopback redirects.
 */
export function options(url: string): { [oauth.allowInsecureRequests]?: boolean } {
  return LOOPBACK.has(new URL(url).hostname) ? { [oauth.allowInsecureRequests]: true } : {}
}

/**
 * Reads an OpenID Connect discovery document (OpenID Connect Discovery 1.0 section 4): the issuer
 * it names must be the URL it was read from, less `/.well-known/openid-configuration` (4.3).
 */
export const discover = (url: string): Promise<ServerMetadata> => readServerMetadata(url)

/** The fields of a pending authorization the panel fills in; the rest is made here. */
export type AuthorizationRequest = Omit<PendingAuthorization, 'state' | 'verifier' | 'createdAt'>

/**
 * The authorization request URL (RFC 6749 section 4.1.1, with PKCE S256 per RFC 7636 section 4),
 * and the pending authorization to keep until its answer comes.
 */
export async function authorizationRequest(
  request: AuthorizationRequest,
  now = Date.now(),
): Promise<{ url: string; pending: PendingAuthorization }> {
  const state = oauth.generateRandomState()
  const url = new URL(request.authorizationEndpoint)
  url.searchParams.set('client_id', request.clientId)
  url.searchParams.set('redirect_uri', request.redirectUri)
  if (request.scopes.length) url.searchParams.set('scope', request.scopes.join(' '))
  url.searchParams.set('state', state)
  if (request.flow === 'implicit') {
    url.searchParams.set('response_type', 'token')
    return { url: url.href, pending: { ...request, state, createdAt: now } }
  }
  const verifier = oauth.generateRandomCodeVerifier()
  url.searchParams.set('response_type', 'code')
  url.searchParams.set('code_challenge', await oauth.calculatePKCECodeChallenge(verifier))
  url.searchParams.set('code_challenge_method', 'S256')
  return { url: url.href, pending: { ...request, state, verifier, createdAt: now } }
}

/** How the client authenticates at the token endpoint (RFC 6749 section 2.3). */
export function clientAuth(
  secret: string | undefined,
  methods: string[] | undefined,
): oauth.ClientAuth {
  if (!secret) return oauth.None()
  // RFC 6749 section 2.3.1: servers must support HTTP Basic; the body only when they say so.
  return methods &&
    !methods.includes('client_secret_basic') &&
    methods.includes('client_secret_post')
    ? oauth.ClientSecretPost(secret)
    : oauth.ClientSecretBasic(secret)
}

/** The fields of a token response the panel keeps. */
export function tokenResult(response: oauth.TokenEndpointResponse): TokenResult {
  return {
    accessToken: response.access_token,
    ...(typeof response.expires_in === 'number' ? { expiresIn: response.expires_in } : {}),
    ...(response.scope ? { scope: response.scope } : {}),
  }
}

/**
 * Finishes an authorization from its answer (the redirect page's URL): checks `state`, then for
 * the code flow exchanges the code with the PKCE verifier at the token endpoint.
 */
export async function finishAuthorization(
  pending: PendingAuthorization,
  answerUrl: string,
  tokenAuthMethods?: string[],
): Promise<TokenResult> {
  const params = answerParams(answerUrl)
  // Checked here before oauth4webapi does, so that the panel can say so in its own words.
  if (params.get('state') !== pending.state) throw new OAuthFailure(undefined, say('stateMissing'))
  if (pending.flow === 'implicit') return implicitAnswer(params)
  // Without discovery the issuer is not known; RFC 9207's `iss` is then taken as sent, which
  // still ties the ID token, if any, to the server that answered.
  const issuer =
    pending.issuer ?? params.get('iss') ?? new URL(pending.authorizationEndpoint).origin
  const as: oauth.AuthorizationServer = {
    issuer,
    authorization_endpoint: pending.authorizationEndpoint,
    ...(pending.tokenEndpoint ? { token_endpoint: pending.tokenEndpoint } : {}),
    // The ID token's `alg` is checked against these (RS256 when the server named none).
    ...(pending.idTokenAlgorithms
      ? { id_token_signing_alg_values_supported: pending.idTokenAlgorithms }
      : {}),
  }
  const client: oauth.Client = { client_id: pending.clientId }
  const checked = oauth.validateAuthResponse(as, client, params, pending.state)
  const response = await oauth.authorizationCodeGrantRequest(
    as,
    client,
    clientAuth(pending.clientSecret, tokenAuthMethods),
    checked,
    pending.redirectUri,
    pending.verifier!,
    options(pending.tokenEndpoint!),
  )
  return tokenResult(await oauth.processAuthorizationCodeResponse(as, client, response))
}

/**
 * The implicit grant's answer, in the fragment (RFC 6749 section 4.2.2), its state checked.
 * oauth4webapi leaves the implicit grant out, as OAuth 2.1 does, so these few checks are here.
 */
function implicitAnswer(params: URLSearchParams): TokenResult {
  const error = params.get('error')
  if (error)
    throw new OAuthFailure(error, params.get('error_description') ?? say('authorizationRefused'))
  const accessToken = params.get('access_token')
  if (!accessToken) throw new OAuthFailure(undefined, say('noAccessToken'))
  const type = params.get('token_type')?.toLowerCase()
  if (type && type !== 'bearer') throw new OAuthFailure(undefined, say('notBearer', type))
  const expiresIn = Number(params.get('expires_in'))
  const scope = params.get('scope')
  return {
    accessToken,
    ...(params.get('expires_in') && Number.isFinite(expiresIn) ? { expiresIn } : {}),
    ...(scope ? { scope } : {}),
  }
}

/** What a direct grant at the token endpoint needs. */
export interface DirectGrant {
  flow: Extract<OAuthFlowKind, 'clientCredentials' | 'password'>
  tokenEndpoint: string
  clientId: string
  clientSecret?: string
  scopes: string[]
  /** The resource owner's, for the password grant. */
  username?: string
  password?: string
  tokenAuthMethods?: string[]
}

/**
 * The client credentials grant (RFC 6749 section 4.4) or the resource owner password grant
 * (section 4.3), straight at the token endpoint.
 */
export async function directGrant(grant: DirectGrant): Promise<TokenResult> {
  const as: oauth.AuthorizationServer = {
    issuer: new URL(grant.tokenEndpoint).origin,
    token_endpoint: grant.tokenEndpoint,
  }
  const client: oauth.Client = { client_id: grant.clientId }
  const auth = clientAuth(grant.clientSecret, grant.tokenAuthMethods)
  const params = new URLSearchParams()
  if (grant.scopes.length) params.set('scope', grant.scopes.join(' '))
  if (grant.flow === 'clientCredentials') {
    const response = await oauth.clientCredentialsGrantRequest(
      as,
      client,
      auth,
      params,
      options(grant.tokenEndpoint),
    )
    return tokenResult(await oauth.processClientCredentialsResponse(as, client, response))
  }
  params.set('username', grant.username ?? '')
  params.set('password', grant.password ?? '')
  const response = await oauth.genericTokenEndpointRequest(
    as,
    client,
    auth,
    'password',
    params,
    options(grant.tokenEndpoint),
  )
  return tokenResult(await oauth.processGenericTokenEndpointResponse(as, client, response))
}
