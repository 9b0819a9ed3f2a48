// @vitest-environment node
// (jsdom's Response is not the one oauth4webapi makes and checks for.)
import * as oauth from 'oauth4webapi'
import { describe, expect, it } from 'vitest'
import { enOAuth } from '../i18n/en/oauth'
import { word } from '../i18n/message'
import type { OAuthMessage } from './messages'
import { toFailure } from './failures'
import { readServerMetadata } from './metadata'

const english = (description: string | OAuthMessage) =>
  typeof description === 'string' ? description : word(enOAuth, description)

/** What oauth4webapi throws for a metadata document that answers `response` at `url`. */
const discovery = (url: string, response: Response) =>
  oauth.processDiscoveryResponse(new URL(url), response).then(
    () => expect.unreachable('should have failed'),
    (error: unknown) => toFailure(error),
  )
const json = (body: object, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

describe("oauth4webapi's errors in the panel's words", () => {
  it('says what a metadata answer got wrong, the library’s words kept as the detail', async () => {
    const issuer = 'https://auth.example.com/'
    const status = await discovery(issuer, new Response('gone', { status: 404 }))
    expect(status.description).toEqual({ key: 'unexpectedStatus', args: [404] })
    expect(status.detail).toMatch(/unexpected HTTP status code/)
    const html = await discovery(
      issuer,
      new Response('<html>', { headers: { 'Content-Type': 'text/html' } }),
    )
    expect(html.description).toEqual({ key: 'answerNotJson', args: [] })
    const other = await discovery(issuer, json({ issuer: 'https://evil.example.com/' }))
    expect(english(other.description)).toBe(
      "The server's metadata names another issuer than https://auth.example.com/, the one its URL stands for.",
    )
    expect(other.detail).toMatch(/"issuer" property does not match/)
  })

  it("keeps the server's own error, and words a refusal that gives no reason", async () => {
    const body = new oauth.ResponseBodyError(
      'server responded with an error in the response body',
      {
        cause: { error: 'invalid_client' },
        response: json({ error: 'invalid_client' }, 400),
      },
    )
    const refused = await toFailure(body)
    expect([refused.error, english(refused.description)]).toEqual([
      'invalid_client',
      'The server answered 400.',
    ])
    const answer = new oauth.AuthorizationResponseError('authorization response is an error', {
      cause: new URLSearchParams('error=access_denied&error_description=No+thanks'),
    })
    expect((await toFailure(answer)).description).toBe('No thanks')
    const bare = new oauth.AuthorizationResponseError('authorization response is an error', {
      cause: new URLSearchParams('error=access_denied'),
    })
    expect(english((await toFailure(bare)).description)).toMatch(/refused, without saying why/)
  })

  it('says the rest in general words, never the library’s English alone', async () => {
    const unsupported = await toFailure(
      new oauth.UnsupportedOperationError('unsupported JWS "alg"'),
    )
    expect([unsupported.description, unsupported.detail]).toEqual([
      { key: 'notSupported', args: [] },
      'unsupported JWS "alg"',
    ])
    const coded = Object.assign(new TypeError('"as.issuer" must be a string'), {
      code: 'ERR_INVALID_ARG_TYPE',
    })
    expect((await toFailure(coded)).description).toEqual({ key: 'invalidSetting', args: [] })
    const other = await toFailure(new RangeError('Invalid time value'))
    expect([other.description, other.detail]).toEqual([
      { key: 'flowFailed', args: [] },
      'Invalid time value',
    ])
    const unknownCode = new oauth.OperationProcessingError('something new', { code: 'OAUTH_NEW' })
    expect((await toFailure(unknownCode)).description).toEqual({ key: 'flowFailed', args: [] })
  })

  it('reads in French and in Arabic, the detail left in English', async () => {
    const fr = (await import('../i18n/locales/fr')).default
    const ar = (await import('../i18n/locales/ar')).default
    const failure = await discovery('https://auth.example.com/', new Response('', { status: 500 }))
    expect(word(fr, failure.description as OAuthMessage)).toBe(
      'Le serveur a répondu avec le statut HTTP 500, qui n’est pas celui qu’attend le protocole.',
    )
    expect(word(ar, failure.description as OAuthMessage)).toBe(
      'أجاب الخادم برمز حالة HTTP 500، وهو ليس الرمز الذي يتوقعه البروتوكول.',
    )
    expect(failure.detail).toMatch(/^"response" is not a conform/)
  })
})

describe("the metadata reader's failures", () => {
  const at = (body: string, status = 200) =>
    (async () =>
      new Response(body, {
        status,
        headers: { 'Content-Type': 'application/json' },
      })) as typeof fetch
  const url = 'https://docs.example.com/auth-metadata.json'

  it('say why a document at a URL of no known form cannot name its issuer', async () => {
    const said = (fetchImpl: typeof fetch) =>
      readServerMetadata(url, fetchImpl).then(
        () => expect.unreachable('should have failed'),
        (error: unknown) => toFailure(error),
      )
    expect((await said(at('{}', 404))).description).toEqual({
      key: 'unexpectedStatus',
      args: [404],
    })
    const notJson = await said(at('<html>'))
    expect(notJson.description).toEqual({ key: 'answerNotJson', args: [] })
    expect(notJson.detail).toBeTruthy()
    expect((await said(at('{"issuer": 7}'))).description).toEqual({
      key: 'metadataNoIssuer',
      args: [],
    })
  })
})
