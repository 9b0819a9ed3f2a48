// @vitest-environment node
// (jsdom's Response is not the one oauth4webapi checks for.)
import { describe, expect, it } from 'vitest'
import { expectedIssuer, readServerMetadata } from './metadata'

const json = (body: object) =>
  new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } })

/** A fetch that answers `body` for `url` only, recording what it was asked. */
function serving(url: string, body: object) {
  const asked: string[] = []
  const fake = (async (input: RequestInfo | URL) => {
    asked.push(String(input))
    if (String(input) !== url) return new Response('not found', { status: 404 })
    return json(body)
  }) as typeof fetch
  return { fake, asked }
}

describe('expectedIssuer', () => {
  it('reads the issuer from RFC 8414 section 3.1 well-known URIs', () => {
    // Section 3.1's example: issuer https://example.com/issuer1.
    expect(
      expectedIssuer('https://example.com/.well-known/oauth-authorization-server/issuer1'),
    ).toBe('https://example.com/issuer1')
    expect(expectedIssuer('https://example.com/.well-known/oauth-authorization-server')).toBe(
      'https://example.com',
    )
    // Section 5: openid-configuration in the same place.
    expect(expectedIssuer('https://example.com/.well-known/openid-configuration/tenant')).toBe(
      'https://example.com/tenant',
    )
  })

  it('reads it from OpenID Connect Discovery 1.0 URLs, appended to the path', () => {
    expect(expectedIssuer('https://example.com/oauth/.well-known/openid-configuration')).toBe(
      'https://example.com/oauth',
    )
  })

  it('says nothing for a URL of another form', () => {
    expect(expectedIssuer('https://example.com/metadata.json')).toBeUndefined()
    expect(expectedIssuer('https://example.com/a/.well-known/oauth-authorization-server')).toBe(
      undefined,
    )
  })
})

describe('readServerMetadata', () => {
  const url = 'https://auth.example.com/.well-known/oauth-authorization-server'
  // RFC 8414 section 3.2's example, with RFC 8628 section 4's device endpoint.
  const document = {
    issuer: 'https://auth.example.com',
    authorization_endpoint: 'https://auth.example.com/authorize',
    token_endpoint: 'https://auth.example.com/token',
    device_authorization_endpoint: 'https://auth.example.com/device',
    token_endpoint_auth_methods_supported: ['client_secret_basic', 'private_key_jwt'],
    scopes_supported: ['openid', 'profile', 'email', 'phone', 'address', 'offline_access'],
    response_types_supported: ['code', 'code token'],
  }

  it('reads the endpoints, scopes and client authentication methods', async () => {
    const { fake, asked } = serving(url, document)
    expect(await readServerMetadata(url, fake)).toEqual({
      issuer: 'https://auth.example.com',
      authorizationEndpoint: 'https://auth.example.com/authorize',
      tokenEndpoint: 'https://auth.example.com/token',
      deviceAuthorizationEndpoint: 'https://auth.example.com/device',
      tokenAuthMethods: ['client_secret_basic', 'private_key_jwt'],
      scopesSupported: ['openid', 'profile', 'email', 'phone', 'address', 'offline_access'],
    })
    expect(asked).toEqual([url])
  })

  it('refuses metadata naming another issuer than its URL stands for (section 3.3)', async () => {
    const { fake } = serving(url, { ...document, issuer: 'https://evil.example.com' })
    await expect(readServerMetadata(url, fake)).rejects.toThrow(/issuer/)
  })

  it('takes the issuer a document at another URL names', async () => {
    const other = 'https://docs.example.com/auth-metadata.json'
    const { fake } = serving(other, document)
    expect((await readServerMetadata(other, fake)).tokenEndpoint).toBe(
      'https://auth.example.com/token',
    )
  })

  it('fails on a metadata URL that answers 404', async () => {
    const { fake } = serving('https://elsewhere.example.com/', document)
    await expect(readServerMetadata(url, fake)).rejects.toThrow(/status/)
  })
})
