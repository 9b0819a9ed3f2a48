// @vitest-environment node
// (The protocol needs no DOM; jsdom's ArrayBuffer is not the one Web Crypto answers with.)
import { createHash } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { enOAuth } from '../i18n/en/oauth'
import { word } from '../i18n/message'
import type { OAuthMessage } from './messages'

/** A failure's description as an English reader sees it. */
const english = (description: string | OAuthMessage) =>
  typeof description === 'string' ? description : word(enOAuth, description)
import { startApiServer, type ApiServer } from '../../../../../server/index'
import type { PendingAuthorization } from './pending'
import type { OAuthFailure } from './protocol'
import {
  authorizationRequest,
  directGrant,
  discover,
  finishAuthorization,
  toFailure,
} from './protocol'

// Against the repository's demo authorization server (server/oauth/), a real oidc-provider.
let api: ApiServer
beforeAll(async () => {
  api = await startApiServer({ port: 0 })
}, 120_000)
afterAll(() => api?.close())

const base = (): Omit<PendingAuthorization, 'state' | 'verifier' | 'createdAt'> => ({
  flow: 'authorizationCode',
  mode: 'popup',
  returnTo: 'http://127.0.0.1:9/page',
  spec: 'notes',
  scheme: 'notesOAuth',
  redirectUri: 'http://127.0.0.1:9/oauth-redirect.html',
  authorizationEndpoint: `${api.url}/oauth/auth`,
  tokenEndpoint: `${api.url}/oauth/token`,
  clientId: 'demo-app',
  scopes: ['notes:read'],
})

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.unreachable('should have failed'),
    (error: unknown) => toFailure(error),
  )

describe('the OAuth protocol, against the demo authorization server', () => {
  it('builds an authorization request with PKCE S256 and a fresh state', async () => {
    const { url, pending } = await authorizationRequest(base(), 42)
    const params = new URL(url).searchParams
    expect(url.startsWith(`${api.url}/oauth/auth?`)).toBe(true)
    expect(params.get('response_type')).toBe('code')
    expect(params.get('client_id')).toBe('demo-app')
    expect(params.get('scope')).toBe('notes:read')
    expect(params.get('state')).toBe(pending.state)
    expect(params.get('code_challenge_method')).toBe('S256')
    // RFC 7636 section 4.2: BASE64URL(SHA256(ASCII(code_verifier))).
    const expected = createHash('sha256').update(pending.verifier!).digest('base64url')
    expect(params.get('code_challenge')).toBe(expected)
    expect(pending.verifier).toMatch(/^[A-Za-z0-9._~-]{43,128}$/)
    expect(pending.createdAt).toBe(42)
    const again = await authorizationRequest(base())
    expect(again.pending.state).not.toBe(pending.state)
    expect(again.pending.verifier).not.toBe(pending.verifier)
  })

  it('asks for an implicit token without PKCE', async () => {
    const { url, pending } = await authorizationRequest({ ...base(), flow: 'implicit' })
    expect(new URL(url).searchParams.get('response_type')).toBe('token')
    expect(pending.verifier).toBeUndefined()
  })

  it('the demo server sends the browser to its sign-in page for that request', async () => {
    const { url } = await authorizationRequest({
      ...base(),
      redirectUri: 'http://127.0.0.1:4173/oauth-redirect.html',
    })
    const response = await fetch(url, { redirect: 'manual' })
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toMatch(/^\/oauth\/interaction\//)
  })

  it('refuses an answer whose state is not the one sent, before any exchange', async () => {
    const { pending } = await authorizationRequest(base())
    const result = await failure(
      finishAuthorization(pending, 'http://127.0.0.1:9/oauth-redirect.html?code=c&state=forged'),
    )
    expect(result.description).toEqual({ key: 'stateMissing', args: [] })
  })

  it('shows the error of an authorization answer as the server sent it', async () => {
    const { pending } = await authorizationRequest(base())
    const answer = `http://127.0.0.1:9/oauth-redirect.html?error=access_denied&error_description=The+user+denied+the+request.&state=${pending.state}`
    const result = await failure(finishAuthorization(pending, answer))
    expect([result.error, result.description]).toEqual([
      'access_denied',
      'The user denied the request.',
    ])
  })

  it('shows the token endpoint error for a code it never issued', async () => {
    const { pending } = await authorizationRequest(base())
    const answer = `http://127.0.0.1:9/oauth-redirect.html?code=never-issued&state=${pending.state}&iss=${encodeURIComponent(`${api.url}/oauth`)}`
    const result = await failure(finishAuthorization(pending, answer))
    expect(result.error).toBe('invalid_grant')
  })

  it('reads an implicit answer from the fragment, checking its state', async () => {
    const { pending } = await authorizationRequest({ ...base(), flow: 'implicit' })
    const ok = `http://x.test/r#access_token=t0k&token_type=Bearer&expires_in=60&scope=a+b&state=${pending.state}`
    expect(await finishAuthorization(pending, ok)).toEqual({
      accessToken: 't0k',
      expiresIn: 60,
      scope: 'a b',
    })
    const forged = (await failure(
      finishAuthorization(pending, 'http://x.test/r#access_token=t&state=other'),
    )) as OAuthFailure
    expect(english(forged.description)).toMatch(/state/)
  })

  it('gets a token with client credentials, and says why a wrong secret fails', async () => {
    const grant = {
      flow: 'clientCredentials' as const,
      tokenEndpoint: `${api.url}/oauth/token`,
      clientId: 'demo-service',
      clientSecret: 'demo-service-secret',
      scopes: ['notes:read', 'notes:write'],
    }
    const token = await directGrant(grant)
    expect(token.expiresIn).toBe(3600)
    expect(token.scope).toBe('notes:read notes:write')
    const notes = await fetch(`${api.url}/notes/items`, {
      headers: { Authorization: `Bearer ${token.accessToken}` },
    })
    expect(notes.status).toBe(200)
    const wrong = await failure(directGrant({ ...grant, clientSecret: 'nope' }))
    expect([wrong.error, wrong.description]).toEqual([
      'invalid_client',
      'client authentication failed',
    ])
    // A scope the server does not know is left out of the token, not refused.
    expect((await directGrant({ ...grant, scopes: ['admin'] })).scope).toBeUndefined()
  })

  it('reads OpenID Connect discovery and checks the issuer', async () => {
    const metadata = await discover(`${api.url}/oauth/.well-known/openid-configuration`)
    expect(metadata).toMatchObject({
      issuer: `${api.url}/oauth`,
      authorizationEndpoint: `${api.url}/oauth/auth`,
      tokenEndpoint: `${api.url}/oauth/token`,
    })
    expect(metadata.scopesSupported).toEqual(expect.arrayContaining(['openid', 'notes:read']))
    // The same server reached by another name names another issuer than the URL read.
    const other = api.url.replace('127.0.0.1', 'localhost')
    const response = await fetch(`${other}/oauth/.well-known/openid-configuration`)
    expect((await response.json()).issuer).toBe(`${other}/oauth`)
  })

  it('says plainly when the server cannot be reached', async () => {
    const result = await failure(discover('http://127.0.0.1:9/.well-known/openid-configuration'))
    expect(result.error).toBeUndefined()
    expect(english(result.description)).toMatch(/did not reach the server/)
  })
})
