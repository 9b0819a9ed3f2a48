import { mount } from '@vue/test-utils'
import { describe, expect, it } from 'vitest'
import { operationPage } from '../testUtils'
import SecurityList from './SecurityList.vue'

// OpenAPI 3.2.0's Security Scheme Object fields (`deprecated`, `oauth2MetadataUrl`) and the
// OAuth Flows Object's `deviceAuthorization`, as the page lists them.
describe('SecurityList', () => {
  it('marks a deprecated scheme and lists the metadata URL and the device flow', () => {
    const page = operationPage(
      { security: [[{ scheme: 'tv', scopes: ['read'] }]] },
      {
        securitySchemes: [
          {
            key: 'tv',
            type: 'oauth2',
            deprecated: true,
            oauth2MetadataUrl: 'https://auth.example.com/.well-known/oauth-authorization-server',
            flows: [
              {
                flow: 'deviceAuthorization',
                deviceAuthorizationUrl: 'https://auth.example.com/device',
                tokenUrl: 'https://auth.example.com/token',
                scopes: { read: 'Read' },
              },
            ],
          },
          { key: 'key', type: 'apiKey', in: 'header', name: 'X-Key' },
        ],
      },
    )
    const wrapper = mount(SecurityList, { props: { page } })
    const terms = wrapper.findAll('dt').map((dt) => dt.text())
    expect(terms).toEqual(['tv deprecated', 'key'])
    const tv = wrapper.findAll('dd')[0]!.text().replace(/\s+/g, ' ')
    expect(tv).toContain(
      'OAuth 2 · server metadata https://auth.example.com/.well-known/oauth-authorization-server',
    )
    expect(tv).toContain(
      'deviceAuthorization · device authorization https://auth.example.com/device · token https://auth.example.com/token',
    )
  })
})
