import { createHash, randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { useApiServer } from '../testing.ts'

// The Notes API and the authorization server beside it (server/oauth/), driven over HTTP as a
// browser and a client would: sign-in and consent pages, the code exchange with PKCE, client
// credentials, and the API's answers to good, missing, foreign and under-scoped tokens.
const api = useApiServer()
const REDIRECT = 'http://127.0.0.1:4173/oauth-redirect.html'

/** A cookie jar that is enough for one sign-in: every cookie is sent on every request. */
function browser() {
  const cookies = new Map<string, string>()
  return async (path: string, init: RequestInit = {}): Promise<Response> => {
    const url = path.startsWith('http') ? path : `${api.url}${path}`
    const response = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: {
        ...(init.headers as Record<string, string>),
        cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      },
    })
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';')
      const at = pair.indexOf('=')
      cookies.set(pair.slice(0, at), pair.slice(at + 1))
    }
    return response
  }
}

const form = (fields: Record<string, string>): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
})

/** Runs the authorization code flow up to the redirect back; resolves with its URL. */
async function authorize(answer: 'allow' | 'deny', scope = 'notes:read') {
  const go = browser()
  const verifier = randomBytes(32).toString('base64url')
  const challenge = createHash('sha256').update(verifier).digest('base64url')
  const query = new URLSearchParams({
    response_type: 'code',
    client_id: 'demo-app',
    redirect_uri: REDIRECT,
    scope,
    state: 'st4te',
    code_challenge: challenge,
    code_challenge_method: 'S256',
  })
  let response = await go(`/oauth/auth?${query}`)
  const interaction = response.headers.get('location')!
  expect(interaction).toMatch(/^\/oauth\/interaction\//)
  const login = await (await go(interaction)).text()
  expect(login).toContain('Sign in')
  const wrong = await go(interaction, form({ action: 'login', username: 'demo', password: 'x' }))
  expect(wrong.status).toBe(401)
  expect(await wrong.text()).toContain('Wrong username or password.')
  response = await go(interaction, form({ action: 'login', username: 'demo', password: 'secret' }))
  response = await go(response.headers.get('location')!)
  const consent = response.headers.get('location')!
  const page = await (await go(consent)).text()
  expect(page).toContain('Allow access?')
  for (const asked of scope.split(' ')) expect(page).toContain(asked)
  response = await go(consent, form({ action: answer }))
  response = await go(response.headers.get('location')!)
  return { back: new URL(response.headers.get('location')!), verifier }
}

/** Follows redirects with GET; resolves with the page they end on and its URL. */
async function follow(go: ReturnType<typeof browser>, response: Response, url: string) {
  while (response.status >= 300 && response.status < 400) {
    url = new URL(response.headers.get('location')!, url).href
    response = await go(url)
  }
  return { response, url, html: await response.text() }
}

const xsrf = (html: string) => /name="xsrf" value="([^"]+)"/.exec(html)![1]!

const DEVICE_GRANT = 'urn:ietf:params:oauth:grant-type:device_code'

/** Starts a device authorization (RFC 8628 section 3.1) and returns a poll of its token. */
async function startDevice(scope = 'notes:read') {
  const started = await fetch(
    `${api.url}/oauth/device/auth`,
    form({ client_id: 'demo-device', scope }),
  )
  expect(started.status).toBe(200)
  const answer = await started.json()
  const poll = async () => {
    const response = await fetch(
      `${api.url}/oauth/token`,
      form({ grant_type: DEVICE_GRANT, device_code: answer.device_code, client_id: 'demo-device' }),
    )
    return { status: response.status, body: await response.json() }
  }
  return { answer, poll }
}

/** Enters the user code at the verification URI, confirms it, signs in, answers consent. */
async function approveDevice(userCode: string, answer: 'allow' | 'deny') {
  const go = browser()
  const verification = `${api.url}/oauth/device`
  const input = await (await go(verification)).text()
  expect(input).toContain('Enter the code')
  expect(input).not.toContain('fonts.googleapis.com')
  const confirm = await (
    await go(verification, form({ xsrf: xsrf(input), user_code: userCode }))
  ).text()
  expect(confirm).toContain('Confirm the device')
  expect(confirm).toContain(userCode)
  let page = await follow(
    go,
    await go(verification, form({ xsrf: xsrf(confirm), user_code: userCode, confirm: 'yes' })),
    verification,
  )
  expect(page.html).toContain('Sign in')
  page = await follow(
    go,
    await go(page.url, form({ action: 'login', username: 'demo', password: 'secret' })),
    page.url,
  )
  expect(page.html).toContain('Allow access?')
  return follow(go, await go(page.url, form({ action: answer })), page.url)
}

describe('the demo authorization server and the Notes API', () => {
  it('runs authorization code with PKCE: sign in, consent, code, token, API', async () => {
    const { back, verifier } = await authorize('allow')
    expect(back.origin + back.pathname).toBe(REDIRECT)
    expect(back.searchParams.get('state')).toBe('st4te')
    expect(back.searchParams.get('iss')).toBe(`${api.url}/oauth`)
    const exchange = (code_verifier: string) =>
      fetch(
        `${api.url}/oauth/token`,
        form({
          grant_type: 'authorization_code',
          code: back.searchParams.get('code')!,
          redirect_uri: REDIRECT,
          client_id: 'demo-app',
          code_verifier,
        }),
      )
    // A wrong verifier is refused (RFC 7636 section 4.6); the code then still works once.
    expect(await (await exchange('x'.repeat(43))).json()).toMatchObject({ error: 'invalid_grant' })
    const token = await (await exchange(verifier)).json()
    expect(token).toMatchObject({ token_type: 'Bearer', expires_in: 3600, scope: 'notes:read' })
    const me = await fetch(`${api.url}/notes/me`, {
      headers: { Authorization: `Bearer ${token.access_token}` },
    })
    expect(await me.json()).toMatchObject({
      subject: 'demo',
      clientId: 'demo-app',
      scopes: ['notes:read'],
      grant: 'authorization_code',
    })
  })

  it('signs in with OpenID Connect scopes: an ID token beside the access token', async () => {
    const { back, verifier } = await authorize('allow', 'openid profile')
    expect(back.searchParams.get('error_description')).toBeNull()
    const token = await (
      await fetch(
        `${api.url}/oauth/token`,
        form({
          grant_type: 'authorization_code',
          code: back.searchParams.get('code')!,
          redirect_uri: REDIRECT,
          client_id: 'demo-app',
          code_verifier: verifier,
        }),
      )
    ).json()
    expect(token.id_token).toMatch(/^eyJ/)
    const me = await fetch(`${api.url}/notes/me`, {
      headers: { Authorization: `Bearer ${token.access_token}` },
    })
    expect(await me.json()).toMatchObject({ subject: 'demo', clientId: 'demo-app' })
  })

  it('sends access_denied back when the person denies', async () => {
    const { back } = await authorize('deny')
    expect(back.searchParams.get('error')).toBe('access_denied')
    expect(back.searchParams.get('error_description')).toBe('The user denied the request.')
    expect(back.searchParams.get('state')).toBe('st4te')
  })

  it('refuses a redirect URI it does not know, on its own error page', async () => {
    const query = new URLSearchParams({
      response_type: 'code',
      client_id: 'demo-app',
      redirect_uri: 'https://evil.example/cb',
      code_challenge: 'x'.repeat(43),
      code_challenge_method: 'S256',
    })
    const response = await fetch(`${api.url}/oauth/auth?${query}`, { redirect: 'manual' })
    expect(response.status).toBe(400)
    expect(await response.text()).toContain('redirect_uri did not match any of the client')
  })

  it('answers client credentials; the API checks token, scope and origin of the token', async () => {
    const token = async (secret: string, scope: string) => {
      const response = await fetch(`${api.url}/oauth/token`, {
        ...form({ grant_type: 'client_credentials', scope }),
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          authorization: `Basic ${Buffer.from(`demo-service:${secret}`).toString('base64')}`,
        },
      })
      return { status: response.status, body: await response.json() }
    }
    expect(await token('nope', 'notes:read')).toEqual({
      status: 401,
      body: { error: 'invalid_client', error_description: 'client authentication failed' },
    })
    const read = await token('demo-service-secret', 'notes:read')
    expect(read.body).toMatchObject({ expires_in: 3600, scope: 'notes:read' })
    const call = (method: string, bearer?: string) =>
      fetch(`${api.url}/notes/items`, {
        method,
        headers: {
          'content-type': 'application/json',
          ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
        },
        ...(method === 'POST' ? { body: JSON.stringify({ title: 't', text: 'x' }) } : {}),
      })
    expect((await call('GET', read.body.access_token)).status).toBe(200)
    const forbidden = await call('POST', read.body.access_token)
    expect(forbidden.status).toBe(403)
    expect(forbidden.headers.get('www-authenticate')).toBe(
      'Bearer realm="notes", error="insufficient_scope", scope="notes:write"',
    )
    const missing = await call('GET')
    expect(missing.status).toBe(401)
    expect(missing.headers.get('www-authenticate')).toBe('Bearer realm="notes"')
    const foreign = await call('GET', 'demo-token')
    expect(foreign.status).toBe(401)
    expect(foreign.headers.get('www-authenticate')).toContain('error="invalid_token"')
    const write = await token('demo-service-secret', 'notes:write')
    const created = await call('POST', write.body.access_token)
    expect(created.status).toBe(201)
    expect(await created.json()).toEqual({ id: 4, title: 't', text: 'x' })
  })

  it('names the issuer after the host it was reached at, for discovery', async () => {
    const local = api.url.replace('127.0.0.1', 'localhost')
    for (const base of [api.url, local]) {
      const metadata = await (await fetch(`${base}/oauth/.well-known/openid-configuration`)).json()
      expect(metadata.issuer).toBe(`${base}/oauth`)
      expect(metadata.token_endpoint).toBe(`${base}/oauth/token`)
      expect(metadata.code_challenge_methods_supported).toEqual(['S256'])
    }
  })

  it('runs the device flow (RFC 8628): pending until the person approves, then a token', async () => {
    const { answer, poll } = await startDevice()
    expect(answer).toMatchObject({
      verification_uri: `${api.url}/oauth/device`,
      verification_uri_complete: `${api.url}/oauth/device?user_code=${answer.user_code}`,
      expires_in: 600,
    })
    expect(answer.user_code).toMatch(/^[BCDFGHJKLMNPQRSTVWXZ]{4}-[BCDFGHJKLMNPQRSTVWXZ]{4}$/)
    expect(await poll()).toMatchObject({ status: 400, body: { error: 'authorization_pending' } })
    const done = await approveDevice(answer.user_code, 'allow')
    expect(done.html).toContain('Device connected')
    const token = await poll()
    expect(token.body).toMatchObject({
      token_type: 'Bearer',
      expires_in: 3600,
      scope: 'notes:read',
    })
    const me = await fetch(`${api.url}/notes/me`, {
      headers: { Authorization: `Bearer ${token.body.access_token}` },
    })
    expect(await me.json()).toMatchObject({
      subject: 'demo',
      clientId: 'demo-device',
      scopes: ['notes:read'],
      grant: 'device_code',
    })
    // The device code is used once.
    expect((await poll()).body.error).toBe('invalid_grant')
  })

  it('answers access_denied to the device when the person denies', async () => {
    const { answer, poll } = await startDevice()
    const done = await approveDevice(answer.user_code, 'deny')
    expect(done.html).toContain('The request was cancelled')
    expect(await poll()).toMatchObject({ status: 400, body: { error: 'access_denied' } })
  })

  it('refuses a wrong user code on the verification page', async () => {
    const go = browser()
    const input = await (await go(`${api.url}/oauth/device`)).text()
    const again = await (
      await go(`${api.url}/oauth/device`, form({ xsrf: xsrf(input), user_code: 'BCDF-GHJK' }))
    ).text()
    expect(again).toContain('That code is unknown, already used, or expired.')
  })
})
