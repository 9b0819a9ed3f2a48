// @vitest-environment node
// (The protocol needs no DOM; jsdom's Response is not the one oauth4webapi checks for.)
import { describe, expect, it } from 'vitest'
import { enOAuth } from '../i18n/en/oauth'
import { word } from '../i18n/message'
import type { OAuthMessage } from './messages'

/** A failure's description as an English reader sees it. */
const english = (description: string | OAuthMessage) =>
  typeof description === 'string' ? description : word(enOAuth, description)
import {
  DEVICE_STOPPED,
  pollDeviceToken,
  safeLink,
  startDeviceAuthorization,
  type DeviceAuthorization,
  type DeviceClient,
  type DevicePollEvent,
} from './device'
import type { OAuthFailure } from './protocol'

// RFC 8628's flow against a fake token endpoint: each test scripts the endpoint's answers, and a
// fake clock moves only when the flow sleeps, so the waits asserted are the ones it asked for.

const client: DeviceClient = {
  deviceAuthorizationEndpoint: 'https://auth.example.com/device',
  tokenEndpoint: 'https://auth.example.com/token',
  clientId: 'tv-app',
  scopes: ['notes:read'],
}

const json = (status: number, body: object) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' },
  })

/** RFC 8628 section 3.5 error answers, and a token (RFC 6749 section 5.1). */
const error = (code: string, description?: string) =>
  json(400, { error: code, ...(description ? { error_description: description } : {}) })
const token = () =>
  json(200, {
    access_token: 'the-token',
    token_type: 'Bearer',
    expires_in: 3600,
    scope: 'notes:read',
  })

/** A token endpoint answering from a script, keeping each request's form body. */
function endpoint(answers: (() => Response)[]) {
  const bodies: URLSearchParams[] = []
  const fake = (async (input: RequestInfo | URL, init?: RequestInit) => {
    expect(String(input)).toBe(client.tokenEndpoint)
    bodies.push(new URLSearchParams(String(init?.body)))
    const next = answers.shift()
    if (!next) throw new Error('polled once more than scripted')
    return next()
  }) as typeof fetch
  return { fake, bodies }
}

/** A clock that moves only when the flow sleeps, and the waits it asked for, in seconds. */
function clock() {
  let time = 1_000_000
  const waits: number[] = []
  return {
    waits,
    now: () => time,
    sleep: async (ms: number, signal?: AbortSignal) => {
      if (signal?.aborted) throw signal.reason
      waits.push(ms / 1000)
      time += ms
    },
  }
}

const started = (over: Partial<DeviceAuthorization> = {}): DeviceAuthorization => ({
  deviceCode: 'GmRhmhcxhwAzkoEqiMEg_DnyEysNkuNhszIySk9eS',
  userCode: 'WDJB-MJHT',
  verificationUri: 'https://auth.example.com/device',
  expiresIn: 1800,
  interval: 5,
  ...over,
})

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.unreachable('should have failed'),
    (error: unknown) => error as OAuthFailure,
  )

describe('the device authorization request (RFC 8628 sections 3.1 and 3.2)', () => {
  it("sends the client id and scope, and reads the server's example answer", async () => {
    let sent: URLSearchParams | undefined
    const fake = (async (input: RequestInfo | URL, init?: RequestInit) => {
      expect(String(input)).toBe(client.deviceAuthorizationEndpoint)
      sent = new URLSearchParams(String(init?.body))
      // RFC 8628 section 3.2's example response.
      return json(200, {
        device_code: 'GmRhmhcxhwAzkoEqiMEg_DnyEysNkuNhszIySk9eS',
        user_code: 'WDJB-MJHT',
        verification_uri: 'https://example.com/device',
        verification_uri_complete: 'https://example.com/device?user_code=WDJB-MJHT',
        expires_in: 1800,
        interval: 5,
      })
    }) as typeof fetch
    const answer = await startDeviceAuthorization(client, fake)
    expect(Object.fromEntries(sent!)).toEqual({ client_id: 'tv-app', scope: 'notes:read' })
    expect(answer).toEqual({
      deviceCode: 'GmRhmhcxhwAzkoEqiMEg_DnyEysNkuNhszIySk9eS',
      userCode: 'WDJB-MJHT',
      verificationUri: 'https://example.com/device',
      verificationUriComplete: 'https://example.com/device?user_code=WDJB-MJHT',
      expiresIn: 1800,
      interval: 5,
    })
  })

  it('polls every 5 seconds when the server names no interval', async () => {
    const fake = (async () =>
      json(200, {
        device_code: 'd',
        user_code: 'U',
        verification_uri: 'https://example.com/device',
        expires_in: 600,
      })) as typeof fetch
    const answer = await startDeviceAuthorization(client, fake)
    expect(answer.interval).toBe(5)
    expect(answer.verificationUriComplete).toBeUndefined()
  })
})

describe('polling the token endpoint (RFC 8628 sections 3.4 and 3.5)', () => {
  it('goes on while authorization is pending, then keeps the token', async () => {
    const { fake, bodies } = endpoint([
      () => error('authorization_pending'),
      () => error('authorization_pending'),
      token,
    ])
    const time = clock()
    const events: DevicePollEvent[] = []
    const result = await pollDeviceToken(client, started(), {
      fetch: fake,
      ...time,
      onPoll: (event) => events.push(event),
    })
    expect(result).toEqual({ accessToken: 'the-token', expiresIn: 3600, scope: 'notes:read' })
    // Waits the interval before every request, the first one too.
    expect(time.waits).toEqual([5, 5, 5])
    expect(events).toEqual([
      { kind: 'pending', interval: 5 },
      { kind: 'pending', interval: 5 },
    ])
    // Section 3.4: the device code grant, with the client id of a public client.
    expect(Object.fromEntries(bodies[0]!)).toEqual({
      grant_type: 'urn:ietf:params:oauth:grant-type:device_code',
      device_code: 'GmRhmhcxhwAzkoEqiMEg_DnyEysNkuNhszIySk9eS',
      client_id: 'tv-app',
    })
  })

  it('adds 5 seconds for slow_down, for that poll and every later one', async () => {
    const { fake } = endpoint([
      () => error('slow_down'),
      () => error('authorization_pending'),
      () => error('slow_down'),
      () => error('authorization_pending'),
      token,
    ])
    const time = clock()
    const events: DevicePollEvent[] = []
    await pollDeviceToken(client, started({ interval: 3 }), {
      fetch: fake,
      ...time,
      onPoll: (event) => events.push(event),
    })
    expect(time.waits).toEqual([3, 8, 8, 13, 13])
    expect(events.map((event) => event.kind)).toEqual([
      'slow_down',
      'pending',
      'slow_down',
      'pending',
    ])
  })

  it('stops on expired_token and says to start again', async () => {
    const { fake, bodies } = endpoint([
      () => error('authorization_pending'),
      () => error('expired_token'),
    ])
    const result = await failure(pollDeviceToken(client, started(), { fetch: fake, ...clock() }))
    expect(result.error).toBe('expired_token')
    expect(result.description).toEqual({ key: 'codeExpired', args: [undefined] })
    expect(english(result.description)).toMatch(/expired before it was approved.*Press Authorize/)
    expect(bodies).toHaveLength(2)
  })

  it('stops on access_denied with the server’s reason', async () => {
    const { fake, bodies } = endpoint([
      () => error('authorization_pending'),
      () => error('access_denied', 'End-User aborted interaction'),
    ])
    const result = await failure(pollDeviceToken(client, started(), { fetch: fake, ...clock() }))
    expect(result.error).toBe('access_denied')
    expect(english(result.description)).toContain('denied')
    expect(english(result.description)).toContain('End-User aborted interaction')
    expect(bodies).toHaveLength(2)
  })

  it('stops on any other error the endpoint sends (section 3.5)', async () => {
    const { fake } = endpoint([() => error('invalid_grant', 'device code not found')])
    const result = await failure(pollDeviceToken(client, started(), { fetch: fake, ...clock() }))
    expect(result).toMatchObject({ error: 'invalid_grant' })
  })

  it('does not poll past expires_in: the code can only have expired', async () => {
    const { fake, bodies } = endpoint([
      () => error('authorization_pending'),
      () => error('authorization_pending'),
    ])
    const time = clock()
    const result = await failure(
      pollDeviceToken(client, started({ expiresIn: 12 }), { fetch: fake, ...time }),
    )
    expect(result.error).toBe('expired_token')
    // At 5 and 10 s it asked; at 15 s the code was 3 s past its life.
    expect(bodies).toHaveLength(2)
    expect(time.waits).toEqual([5, 5, 5])
  })

  it('polls half as often while the endpoint cannot be reached', async () => {
    const { fake } = endpoint([
      () => {
        throw new TypeError('Failed to fetch')
      },
      () => {
        throw new TypeError('Failed to fetch')
      },
      token,
    ])
    const time = clock()
    const events: DevicePollEvent[] = []
    await pollDeviceToken(client, started(), {
      fetch: fake,
      ...time,
      onPoll: (event) => events.push(event),
    })
    expect(time.waits).toEqual([5, 10, 20])
    expect(events[0]).toEqual({ kind: 'unreachable', interval: 10, message: 'Failed to fetch' })
  })

  it('stops on a request it could not make, rather than trying it again', async () => {
    const { fake, bodies } = endpoint([])
    const time = clock()
    // An empty device code: oauth4webapi refuses it with a TypeError of its own, before fetch.
    const result = await failure(
      pollDeviceToken(client, started({ deviceCode: '' }), { fetch: fake, ...time }),
    )
    expect(result).toBeInstanceOf(TypeError)
    expect(result).toHaveProperty('code')
    expect(bodies).toHaveLength(0)
    expect(time.waits).toEqual([5])
  })

  it('stops when told to, without asking again', async () => {
    const controller = new AbortController()
    const { fake, bodies } = endpoint([
      () => {
        controller.abort()
        return error('authorization_pending')
      },
    ])
    const result = await failure(
      pollDeviceToken(client, started(), { fetch: fake, ...clock(), signal: controller.signal }),
    )
    expect(result.description).toBe(DEVICE_STOPPED)
    expect(bodies).toHaveLength(1)
  })
})

describe('safeLink', () => {
  it('links http and https verification URIs only', () => {
    expect(safeLink('https://example.com/device')).toBe('https://example.com/device')
    expect(safeLink('http://127.0.0.1:4010/oauth/device')).toBe(
      'http://127.0.0.1:4010/oauth/device',
    )
    expect(safeLink('javascript:alert(1)')).toBeUndefined()
    expect(safeLink('not a url')).toBeUndefined()
    expect(safeLink(undefined)).toBeUndefined()
  })
})
