import { mount } from '@vue/test-utils'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { defineComponent, h } from 'vue'
import type { SecuritySchemeModel } from '../../shared/model'
import { clearCredentials, getCredential, setOAuthClient } from '../security/credentials'
import { operationPage } from '../testUtils'
import { useOAuthFlow, type UseOAuthFlowReturn } from './useOAuthFlow'

vi.mock('vitepress', () => ({ withBase: (path: string) => path }))

// The panel's composable with a scripted authorization server behind `fetch`: OpenAPI 3.2's
// `oauth2MetadataUrl` (RFC 8414) names the endpoints the description leaves out, and the device
// flow runs on them to a token kept like any other credential.

const SERVER = 'https://auth.example.com'
const METADATA = `${SERVER}/.well-known/oauth-authorization-server`

const json = (body: object, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

/** The authorization server: metadata, device authorization, then a token on the first poll. */
function authorizationServer() {
  const asked: string[] = []
  const fake = vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input)
    asked.push(url)
    if (url === METADATA)
      return json({
        issuer: SERVER,
        token_endpoint: `${SERVER}/token`,
        device_authorization_endpoint: `${SERVER}/device_authorization`,
      })
    if (url === `${SERVER}/device_authorization`)
      return json({
        device_code: 'dc',
        user_code: 'WDJB-MJHT',
        verification_uri: `${SERVER}/device`,
        expires_in: 600,
        // The shortest wait the flow can be told; the test waits it once, for real.
        interval: 1,
      })
    if (url === `${SERVER}/token` || url === `${SERVER}/declared-token`)
      return json({ access_token: 'device-token', token_type: 'Bearer', expires_in: 60 })
    return json({ error: 'not_found' }, 404)
  })
  vi.stubGlobal('fetch', fake)
  return asked
}

function panelFor(scheme: SecuritySchemeModel): UseOAuthFlowReturn {
  let flow: UseOAuthFlowReturn | undefined
  const page = operationPage(
    { security: [[{ scheme: scheme.key, scopes: [] }]] },
    {
      securitySchemes: [scheme],
    },
  )
  mount(
    defineComponent({
      setup() {
        flow = useOAuthFlow(
          () => page,
          () => scheme,
          () => 'https://api.example.com/v1',
        )
        return () => h('div')
      },
    }),
  )
  return flow!
}

afterEach(() => {
  vi.unstubAllGlobals()
  clearCredentials('pets')
})

describe('useOAuthFlow with oauth2MetadataUrl and the device flow', () => {
  it('reads the metadata for the URLs a flow leaves out, then runs the device flow', async () => {
    const asked = authorizationServer()
    const flow = panelFor({
      key: 'tv',
      type: 'oauth2',
      oauth2MetadataUrl: METADATA,
      flows: [{ flow: 'deviceAuthorization', scopes: {} }],
    })
    setOAuthClient('pets', 'tv', { clientId: 'tv-app' })
    expect(flow.choices.value.map((c) => c.kind)).toEqual(['deviceAuthorization'])
    await flow.authorize()
    expect(flow.status.value).toEqual({ kind: 'idle' })
    expect(asked).toEqual([METADATA, `${SERVER}/device_authorization`, `${SERVER}/token`])
    expect(getCredential('pets', 'tv')).toMatchObject({
      type: 'bearer',
      token: 'device-token',
      oauth: { token: { flow: 'deviceAuthorization' } },
    })
    expect(flow.device.value).toBeUndefined()
  })

  it('does not read the metadata when the description names every URL', async () => {
    const asked = authorizationServer()
    const flow = panelFor({
      key: 'tv',
      type: 'oauth2',
      oauth2MetadataUrl: METADATA,
      flows: [
        {
          flow: 'deviceAuthorization',
          deviceAuthorizationUrl: `${SERVER}/device_authorization`,
          tokenUrl: `${SERVER}/declared-token`,
          scopes: {},
        },
      ],
    })
    setOAuthClient('pets', 'tv', { clientId: 'tv-app' })
    await flow.authorize()
    expect(asked).toEqual([`${SERVER}/device_authorization`, `${SERVER}/declared-token`])
  })

  it('says what is missing when neither names the device endpoint', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ issuer: SERVER, token_endpoint: `${SERVER}/token` })),
    )
    const flow = panelFor({
      key: 'tv',
      type: 'oauth2',
      oauth2MetadataUrl: METADATA,
      flows: [{ flow: 'deviceAuthorization', scopes: {} }],
    })
    setOAuthClient('pets', 'tv', { clientId: 'tv-app' })
    await flow.authorize()
    expect(flow.status.value).toMatchObject({
      kind: 'failed',
      description: { key: 'noDeviceUrls' },
    })
  })
})
