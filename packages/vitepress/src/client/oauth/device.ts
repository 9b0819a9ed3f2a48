import * as oauth from 'oauth4webapi'
import { say } from './messages'
import { clientAuth, OAuthFailure, options, tokenResult, type TokenResult } from './protocol'

// The device authorization grant (RFC 8628), on oauth4webapi: the panel asks the device
// authorization endpoint for a user code, shows it with the verification URI, and polls the token
// endpoint while the reader approves on the authorization server's page (section 3.3). The reader
// may approve on a phone: the panel needs no redirect URI.

/** What the client of a device authorization needs. */
export interface DeviceClient {
  deviceAuthorizationEndpoint: string
  tokenEndpoint: string
  clientId: string
  clientSecret?: string
  scopes: string[]
  tokenAuthMethods?: string[]
}

/** The device authorization response (RFC 8628 section 3.2), as the panel shows it. */
export interface DeviceAuthorization {
  deviceCode: string
  userCode: string
  verificationUri: string
  verificationUriComplete?: string
  /** Seconds the codes live. */
  expiresIn: number
  /** Seconds to wait between polls: the server's `interval`, or 5 (section 3.2). */
  interval: number
}

/** How a poll ended, for the panel to say what it is waiting for. */
export type DevicePollEvent =
  /** `authorization_pending`: the reader has not approved yet; polling goes on. */
  | { kind: 'pending'; interval: number }
  /** `slow_down`: polling goes on, 5 seconds slower for this and every later poll. */
  | { kind: 'slow_down'; interval: number }
  /** The token endpoint did not answer; polling goes on, twice as slow (section 3.5). */
  | { kind: 'unreachable'; interval: number; message: string }

/** What polling may be given: tests pass their own fetch, clock and sleep. */
export interface DevicePollOptions {
  fetch?: typeof fetch
  /** Resolves after `ms`, or rejects when `signal` aborts. */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>
  /** Milliseconds since the epoch. */
  now?: () => number
  /** Aborting stops the polling: the promise rejects with `DEVICE_STOPPED`. */
  signal?: AbortSignal
  onPoll?: (event: DevicePollEvent) => void
}

/** The `interval` to use when the server sends none (RFC 8628 section 3.2). */
export const DEFAULT_INTERVAL = 5

/** What `slow_down` adds to the interval, in seconds (RFC 8628 section 3.5). */
export const SLOW_DOWN_STEP = 5

/** The description of the failure polling rejects with when it was stopped. */
export const DEVICE_STOPPED = say('deviceStopped')

function sleepFor(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason)
    const timer = setTimeout(resolve, ms)
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer)
        reject(signal.reason)
      },
      { once: true },
    )
  })
}

function request(url: string, fetchImpl: typeof fetch | undefined) {
  return { ...options(url), ...(fetchImpl ? { [oauth.customFetch]: fetchImpl } : {}) }
}

function server(client: DeviceClient): oauth.AuthorizationServer {
  return {
    issuer: new URL(client.tokenEndpoint).origin,
    token_endpoint: client.tokenEndpoint,
    device_authorization_endpoint: client.deviceAuthorizationEndpoint,
  }
}

/** Asks the device authorization endpoint for a user code (RFC 8628 sections 3.1 and 3.2). */
export async function startDeviceAuthorization(
  client: DeviceClient,
  fetchImpl?: typeof fetch,
): Promise<DeviceAuthorization> {
  const as = server(client)
  const params = new URLSearchParams()
  if (client.scopes.length) params.set('scope', client.scopes.join(' '))
  const response = await oauth.deviceAuthorizationRequest(
    as,
    { client_id: client.clientId },
    clientAuth(client.clientSecret, client.tokenAuthMethods),
    params,
    request(client.deviceAuthorizationEndpoint, fetchImpl),
  )
  const answer = await oauth.processDeviceAuthorizationResponse(
    as,
    { client_id: client.clientId },
    response,
  )
  return {
    deviceCode: answer.device_code,
    userCode: answer.user_code,
    verificationUri: answer.verification_uri,
    ...(answer.verification_uri_complete
      ? { verificationUriComplete: answer.verification_uri_complete }
      : {}),
    expiresIn: answer.expires_in,
    interval: answer.interval ?? DEFAULT_INTERVAL,
  }
}

/** The failure for a code that expired unapproved: the reader starts again (section 3.5). */
const expired = (detail?: string) => new OAuthFailure('expired_token', say('codeExpired', detail))

/**
 * Polls the token endpoint with the device code until the reader approves or denies, or the code
 * expires (RFC 8628 section 3.4 and 3.5): waits `interval` seconds before each request, goes on
 * after `authorization_pending`, adds 5 seconds for `slow_down`, doubles the interval when the
 * endpoint cannot be reached, and stops on any other answer. Resolves with the token.
 */
export async function pollDeviceToken(
  client: DeviceClient,
  authorization: DeviceAuthorization,
  poll: DevicePollOptions = {},
): Promise<TokenResult> {
  const now = poll.now ?? Date.now
  const sleep = poll.sleep ?? sleepFor
  const as = server(client)
  const oauthClient: oauth.Client = { client_id: client.clientId }
  const auth = clientAuth(client.clientSecret, client.tokenAuthMethods)
  const deadline = now() + authorization.expiresIn * 1000
  let interval = authorization.interval
  for (;;) {
    try {
      await sleep(interval * 1000, poll.signal)
    } catch {
      throw new OAuthFailure(undefined, DEVICE_STOPPED)
    }
    // Past `expires_in` the server can only answer expired_token: it is not asked again.
    if (now() >= deadline) throw expired()
    let response: Response
    try {
      response = await oauth.deviceCodeGrantRequest(
        as,
        oauthClient,
        auth,
        authorization.deviceCode,
        request(client.tokenEndpoint, poll.fetch),
      )
    } catch (error) {
      if (poll.signal?.aborted) throw new OAuthFailure(undefined, DEVICE_STOPPED)
      // fetch fails with a bare TypeError; oauth4webapi's own TypeErrors carry a `code` and are
      // mistakes that a later poll would make again.
      if (!(error instanceof TypeError) || 'code' in error) throw error
      // Section 3.5: on a connection failure, poll less often (doubling is the advice).
      interval *= 2
      poll.onPoll?.({ kind: 'unreachable', interval, message: error.message })
      continue
    }
    try {
      return tokenResult(await oauth.processDeviceCodeResponse(as, oauthClient, response))
    } catch (error) {
      if (!(error instanceof oauth.ResponseBodyError)) throw error
      if (error.error === 'authorization_pending') {
        poll.onPoll?.({ kind: 'pending', interval })
        continue
      }
      if (error.error === 'slow_down') {
        interval += SLOW_DOWN_STEP
        poll.onPoll?.({ kind: 'slow_down', interval })
        continue
      }
      if (error.error === 'expired_token') throw expired(error.error_description)
      if (error.error === 'access_denied')
        throw new OAuthFailure('access_denied', say('accessDenied', error.error_description))
      throw error
    }
  }
}

/**
 * A verification URI the panel may link to: only `https:`, or `http:` (a demo, a local server).
 * The URI comes from the server's answer; any other scheme (`javascript:`) is shown as text.
 */
export function safeLink(uri: string | undefined): string | undefined {
  if (!uri) return undefined
  try {
    const { protocol } = new URL(uri)
    return protocol === 'https:' || protocol === 'http:' ? uri : undefined
  } catch {
    return undefined
  }
}
