import { describe, expect, it } from 'vitest'
import type { ServerModel } from '../../shared/model'
import { matchServer, withConfiguredServer } from './configuredServer'

const admin: ServerModel = {
  url: 'http://127.0.0.1:{port}/admin/{region}',
  description: 'The demo server',
  variables: [
    { name: 'port', default: '4010' },
    { name: 'region', default: 'eu', enum: ['eu', 'us'] },
  ],
}
const plain: ServerModel = { url: 'https://api.example.com/v1', variables: [] }

describe('matchServer', () => {
  it('reads the variable values out of a URL the template makes', () => {
    expect(matchServer(admin, 'http://127.0.0.1:4011/admin/us')).toEqual({
      port: '4011',
      region: 'us',
    })
    expect(matchServer(admin, 'http://127.0.0.1:4011/admin/us/')).toEqual({
      port: '4011',
      region: 'us',
    })
    expect(matchServer(plain, 'https://api.example.com/v1/')).toEqual({})
  })

  it('refuses other URLs, and enum values the enum lacks', () => {
    expect(matchServer(admin, 'http://127.0.0.1:4011/admin/asia')).toBeUndefined()
    expect(matchServer(admin, 'http://localhost:4011/admin/eu')).toBeUndefined()
    expect(matchServer(plain, 'https://api.example.com/v2')).toBeUndefined()
    // Regular-expression characters of the template are literal.
    expect(matchServer({ url: 'https://a.b/{x}', variables: [] }, 'https://aXb/1')).toBeUndefined()
  })

  it('needs one value for a variable used twice', () => {
    const twice: ServerModel = { url: 'https://{v}.example.com/{v}', variables: [] }
    expect(matchServer(twice, 'https://x.example.com/x')).toEqual({ v: 'x' })
    expect(matchServer(twice, 'https://x.example.com/y')).toBeUndefined()
  })
})

describe('withConfiguredServer', () => {
  it('moves the matching described server first, its defaults set from the URL', () => {
    const servers = withConfiguredServer([plain, admin], 'http://127.0.0.1:4011/admin/eu')
    expect(servers).toEqual([
      {
        ...admin,
        variables: [
          { name: 'port', default: '4011' },
          { name: 'region', default: 'eu', enum: ['eu', 'us'] },
        ],
      },
      plain,
    ])
    // The description's own model is left as it was.
    expect(admin.variables[0]!.default).toBe('4010')
  })

  it('adds a URL no server makes as a server of its own, first; nothing configured: unchanged', () => {
    expect(withConfiguredServer([admin], 'http://127.0.0.1:1/echo')).toEqual([
      { url: 'http://127.0.0.1:1/echo', variables: [] },
      admin,
    ])
    expect(withConfiguredServer([admin], undefined)).toEqual([admin])
  })
})
