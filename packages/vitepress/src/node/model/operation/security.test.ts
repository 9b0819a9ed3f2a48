import { describe, expect, it } from 'vitest'
import { resolveOptions } from '../../options'
import { RefResolver } from '../refs/refs'
import { securitySchemes } from './security'

function schemesOf(components: Record<string, unknown>, sourceVersion = '3.1.0') {
  const [entry] = resolveOptions({ specs: [{ name: 'a', spec: 'a.yaml', prefix: '/a' }] }).specs
  const document = { openapi: sourceVersion, components } as never
  const refs = new RefResolver({
    entry: entry!,
    file: '/a.yaml',
    text: '',
    document,
    sourceVersion,
  })
  return securitySchemes(components, refs)
}

// OpenAPI 3.2.0, Security Scheme Object (`deprecated`, `oauth2MetadataUrl`) and OAuth Flows Object
// (`deviceAuthorization` with `deviceAuthorizationUrl`, `tokenUrl`, `scopes`).
describe('securitySchemes, OpenAPI 3.2 fields', () => {
  it('keeps deprecated, oauth2MetadataUrl and the device authorization flow', () => {
    const [scheme] = schemesOf({
      securitySchemes: {
        tv: {
          type: 'oauth2',
          deprecated: true,
          oauth2MetadataUrl: 'https://auth.example.com/.well-known/oauth-authorization-server',
          flows: {
            deviceAuthorization: {
              deviceAuthorizationUrl: 'https://auth.example.com/device',
              tokenUrl: 'https://auth.example.com/token',
              scopes: { read: 'Read things' },
            },
          },
        },
      },
    })
    expect(scheme).toEqual({
      key: 'tv',
      deprecated: true,
      type: 'oauth2',
      oauth2MetadataUrl: 'https://auth.example.com/.well-known/oauth-authorization-server',
      flows: [
        {
          flow: 'deviceAuthorization',
          deviceAuthorizationUrl: 'https://auth.example.com/device',
          tokenUrl: 'https://auth.example.com/token',
          scopes: { read: 'Read things' },
        },
      ],
    })
  })

  it('marks any type of scheme deprecated, only for `true`', () => {
    const schemes = schemesOf({
      securitySchemes: {
        old: { type: 'apiKey', in: 'header', name: 'X-Old', deprecated: true },
        kept: { type: 'http', scheme: 'bearer', deprecated: false },
        odd: { type: 'http', scheme: 'basic', deprecated: 'yes' },
      },
    })
    expect(schemes.map((s) => [s.key, s.deprecated])).toEqual([
      ['old', true],
      ['kept', undefined],
      ['odd', undefined],
    ])
  })

  it('reads the registered x-oai- extensions of 3.0 and 3.1 as the device flow', () => {
    const [scheme] = schemesOf(
      {
        securitySchemes: {
          tv: {
            type: 'oauth2',
            flows: {
              'x-oai-deviceAuthorization': {
                'x-oai-deviceAuthorizationUrl': '/device',
                tokenUrl: '/token',
                scopes: {},
              },
            },
          },
        },
      },
      '3.0.3',
    )
    expect(scheme?.type === 'oauth2' && scheme.flows).toEqual([
      {
        flow: 'deviceAuthorization',
        deviceAuthorizationUrl: '/device',
        tokenUrl: '/token',
        scopes: {},
      },
    ])
  })

  it('leaves a 3.1 scheme without these fields as it was', () => {
    const [scheme] = schemesOf({
      securitySchemes: {
        code: {
          type: 'oauth2',
          flows: {
            authorizationCode: { authorizationUrl: '/auth', tokenUrl: '/token', scopes: {} },
          },
        },
      },
    })
    expect(scheme).toEqual({
      key: 'code',
      type: 'oauth2',
      flows: [
        { flow: 'authorizationCode', authorizationUrl: '/auth', tokenUrl: '/token', scopes: {} },
      ],
    })
  })
})
