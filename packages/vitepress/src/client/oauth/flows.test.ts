import { describe, expect, it } from 'vitest'
import type { OperationPageData, SecuritySchemeModel } from '../../shared/model'
import {
  flowChoices,
  missingEndpoints,
  redirectUri,
  requiredScopes,
  resolveOAuthUrl,
  scopesToRequest,
} from './flows'

const PAGE = 'https://docs.example.com/api/notes/listNotes'

const oauth2: SecuritySchemeModel = {
  key: 'oauth',
  type: 'oauth2',
  flows: [
    { flow: 'password', tokenUrl: '/token', scopes: {} },
    { flow: 'implicit', authorizationUrl: '/authorize', scopes: { read: 'Read' } },
    { flow: 'clientCredentials', tokenUrl: 'https://auth.example.com/token', scopes: {} },
    {
      flow: 'authorizationCode',
      authorizationUrl: '/authorize',
      tokenUrl: '/token',
      scopes: { read: 'Read', write: 'Write' },
    },
  ],
}

describe('OAuth flows of a scheme', () => {
  it('resolves relative OAuth URLs against the server URL, itself against the page', () => {
    expect(resolveOAuthUrl('/oauth/token', 'http://127.0.0.1:4010/notes', PAGE)).toBe(
      'http://127.0.0.1:4010/oauth/token',
    )
    expect(resolveOAuthUrl('token', 'https://api.example.com/v1/', PAGE)).toBe(
      'https://api.example.com/v1/token',
    )
    expect(resolveOAuthUrl('/token', '/api', PAGE)).toBe('https://docs.example.com/token')
    expect(resolveOAuthUrl('/token', undefined, PAGE)).toBe('https://docs.example.com/token')
    expect(resolveOAuthUrl('https://auth.example.com/t', 'https://x.example/', PAGE)).toBe(
      'https://auth.example.com/t',
    )
  })

  it('lists authorization code first and marks implicit and password deprecated', () => {
    const choices = flowChoices(oauth2, 'https://api.example.com/v1', PAGE)
    expect(choices.map((c) => [c.kind, c.deprecated])).toEqual([
      ['authorizationCode', false],
      ['clientCredentials', false],
      ['implicit', true],
      ['password', true],
    ])
    expect(choices[0]).toMatchObject({
      authorizationUrl: 'https://api.example.com/authorize',
      tokenUrl: 'https://api.example.com/token',
      scopes: { read: 'Read', write: 'Write' },
    })
    expect(choices[1]!.tokenUrl).toBe('https://auth.example.com/token')
    expect(choices[2]!.kind).toBe('implicit')
  })

  it('leaves out a flow missing the URL it needs, and flows it does not know', () => {
    const scheme: SecuritySchemeModel = {
      key: 'o',
      type: 'oauth2',
      flows: [
        { flow: 'authorizationCode', tokenUrl: '/token', scopes: {} },
        { flow: 'deviceCode', tokenUrl: '/token', scopes: {} },
        { flow: 'clientCredentials', scopes: {} },
      ],
    }
    expect(flowChoices(scheme, undefined, PAGE)).toEqual([])
  })

  it('runs the OpenAPI 3.2 device authorization flow, which needs its two URLs', () => {
    const device = (urls: { deviceAuthorizationUrl?: string; tokenUrl?: string }) =>
      flowChoices(
        {
          key: 'tv',
          type: 'oauth2',
          flows: [{ flow: 'deviceAuthorization', ...urls, scopes: { read: 'Read' } }],
        },
        'http://127.0.0.1:4010/notes',
        PAGE,
      )
    expect(
      device({ deviceAuthorizationUrl: '/oauth/device/auth', tokenUrl: '/oauth/token' }),
    ).toEqual([
      {
        kind: 'deviceAuthorization',
        deviceAuthorizationUrl: 'http://127.0.0.1:4010/oauth/device/auth',
        tokenUrl: 'http://127.0.0.1:4010/oauth/token',
        scopes: { read: 'Read' },
        deprecated: false,
      },
    ])
    expect(device({ tokenUrl: '/oauth/token' })).toEqual([])
    expect(device({ deviceAuthorizationUrl: '/oauth/device/auth' })).toEqual([])
  })

  it('keeps a flow missing URLs when oauth2MetadataUrl can name them at run time', () => {
    const scheme: SecuritySchemeModel = {
      key: 'o',
      type: 'oauth2',
      oauth2MetadataUrl: '/.well-known/oauth-authorization-server',
      flows: [
        { flow: 'deviceAuthorization', scopes: {} },
        { flow: 'authorizationCode', authorizationUrl: '/authorize', scopes: {} },
      ],
    }
    const choices = flowChoices(scheme, 'https://api.example.com/v1', PAGE)
    expect(choices.map((c) => c.kind)).toEqual(['authorizationCode', 'deviceAuthorization'])
    expect(choices[0]).toMatchObject({
      authorizationUrl: 'https://api.example.com/authorize',
      metadataUrl: 'https://api.example.com/.well-known/oauth-authorization-server',
    })
    expect(choices[0]!.tokenUrl).toBeUndefined()
    expect(choices[1]!.metadataUrl).toBe(
      'https://api.example.com/.well-known/oauth-authorization-server',
    )
    expect(missingEndpoints('deviceAuthorization', { tokenUrl: 'x' })).toEqual([
      'deviceAuthorizationUrl',
    ])
  })

  it('runs OpenID Connect as authorization code after discovery', () => {
    const oidc: SecuritySchemeModel = {
      key: 'oidc',
      type: 'openIdConnect',
      openIdConnectUrl: '/oauth/.well-known/openid-configuration',
    }
    expect(flowChoices(oidc, 'http://127.0.0.1:4010/notes', PAGE)).toEqual([
      {
        kind: 'authorizationCode',
        scopes: {},
        deprecated: false,
        discoveryUrl: 'http://127.0.0.1:4010/oauth/.well-known/openid-configuration',
      },
    ])
  })

  it("pre-selects the operation's required scopes, then the reader's, each once", () => {
    const page = {
      operation: {
        security: [
          [{ scheme: 'key', scopes: [] }],
          [{ scheme: 'oauth', scopes: ['read', 'admin'] }],
        ],
      },
    } as unknown as OperationPageData
    expect(requiredScopes(page, 'oauth')).toEqual(['read', 'admin'])
    expect(requiredScopes(page, 'other')).toEqual([])
    expect(scopesToRequest(['read', 'admin'], ['write', 'read', ' ', ' extra '])).toEqual([
      'read',
      'admin',
      'write',
      'extra',
    ])
  })

  it("makes the redirect URI from the page's origin and the site's base", () => {
    expect(redirectUri('http://127.0.0.1:4173', '/', 'oauth-redirect.html')).toBe(
      'http://127.0.0.1:4173/oauth-redirect.html',
    )
    expect(redirectUri('https://x.github.io', '/docs/', 'oauth-redirect.html')).toBe(
      'https://x.github.io/docs/oauth-redirect.html',
    )
    expect(redirectUri('https://x.github.io', '/docs', 'oauth-redirect.html')).toBe(
      'https://x.github.io/docs/oauth-redirect.html',
    )
  })
})
