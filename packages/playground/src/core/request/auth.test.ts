import { describe, expect, it } from 'vitest'
import { applyAuth, type AuthTarget } from './auth'
import type { AuthConfig, AuthSetting } from '../types'

function run(auth: AuthSetting | undefined, headers: Record<string, string> = {}) {
  const target: AuthTarget = { headers: { ...headers }, query: [] }
  const notes = applyAuth(auth, target)
  return { ...target, notes }
}

const nothing = { headers: {}, query: [], notes: [] }

describe('applyAuth (docs/guide/auth.md)', () => {
  it('none, or no auth at all: nothing attached', () => {
    expect(run({ type: 'none' })).toEqual(nothing)
    expect(run(undefined)).toEqual(nothing)
  })

  it('bearer: Authorization: Bearer <token>', () => {
    expect(run({ type: 'bearer', token: 'abc.def' }).headers).toEqual({
      Authorization: 'Bearer abc.def',
    })
  })

  it('basic: Authorization: Basic base64(<username>:<password>)', () => {
    expect(run({ type: 'basic', username: 'Aladdin', password: 'open sesame' }).headers).toEqual({
      Authorization: 'Basic QWxhZGRpbjpvcGVuIHNlc2FtZQ==',
    })
    // RFC 7617 section 2.1: UTF-8.
    expect(run({ type: 'basic', username: 'test', password: '123£' }).headers).toEqual({
      Authorization: 'Basic dGVzdDoxMjPCow==',
    })
  })

  it('apiKey in header: <name>: <value>', () => {
    expect(run({ type: 'apiKey', in: 'header', name: 'X-API-Key', value: 's3cret' })).toEqual({
      headers: { 'X-API-Key': 's3cret' },
      query: [],
      notes: [],
    })
  })

  it('apiKey in query: a query parameter <name>=<value>', () => {
    expect(run({ type: 'apiKey', in: 'query', name: 'api_key', value: 'a b&c' })).toEqual({
      headers: {},
      query: [['api_key', 'a b&c']],
      notes: [],
    })
  })

  describe('rule 1: blank values attach nothing', () => {
    it.each<[string, AuthConfig]>([
      ['bearer without token', { type: 'bearer' }],
      ['bearer with empty token', { type: 'bearer', token: '' }],
      ['bearer with blank token', { type: 'bearer', token: '  \t' }],
      ['basic without fields', { type: 'basic' }],
      ['basic with both blank', { type: 'basic', username: ' ', password: '' }],
      ['apiKey header without value', { type: 'apiKey', in: 'header', name: 'X-Key' }],
      ['apiKey header with blank value', { type: 'apiKey', in: 'header', name: 'X', value: ' ' }],
      ['apiKey query with empty value', { type: 'apiKey', in: 'query', name: 'k', value: '' }],
      ['apiKey with blank name', { type: 'apiKey', in: 'query', name: ' ', value: 'v' }],
      ['apiKey header with empty name', { type: 'apiKey', in: 'header', name: '', value: 'v' }],
    ])('%s', (_name, auth) => {
      expect(run(auth)).toEqual(nothing)
    })

    it('basic with only one half blank is still sent', () => {
      expect(run({ type: 'basic', username: 'user' }).headers).toEqual({
        Authorization: `Basic ${btoa('user:')}`,
      })
      expect(run({ type: 'basic', password: 'pw' }).headers).toEqual({
        Authorization: `Basic ${btoa(':pw')}`,
      })
    })

    it('a blank credential leaves a custom Authorization header alone', () => {
      expect(run({ type: 'bearer', token: '' }, { Authorization: 'Custom x' }).headers).toEqual({
        Authorization: 'Custom x',
      })
    })
  })

  it('replaces a header of the same name in any case', () => {
    expect(run({ type: 'bearer', token: 't' }, { authorization: 'old', Accept: '*/*' })).toEqual({
      headers: { Accept: '*/*', Authorization: 'Bearer t' },
      query: [],
      notes: [],
    })
  })

  it('sends values as given, without trimming', () => {
    expect(run({ type: 'apiKey', in: 'query', name: 'k', value: ' v ' }).query).toEqual([
      ['k', ' v '],
    ])
  })

  it('notes a username with a colon (RFC 7617) but still sends it', () => {
    const result = run({ type: 'basic', username: 'a:b', password: 'c' })
    expect(result.headers.Authorization).toBe(`Basic ${btoa('a:b:c')}`)
    expect(result.notes).toEqual([expect.stringContaining('RFC 7617')])
  })

  it('skips, with a note, header credentials fetch() would reject', () => {
    const badName = run({ type: 'apiKey', in: 'header', name: 'X Key', value: 'v' })
    expect(badName.headers).toEqual({})
    expect(badName.notes).toEqual([expect.stringContaining('"X Key" was not sent')])
    const badValue = run({ type: 'bearer', token: 'tok\nen' })
    expect(badValue.headers).toEqual({})
    expect(badValue.notes).toHaveLength(1)
    const emoji = run({ type: 'bearer', token: '🔑' })
    expect(emoji.headers).toEqual({})
    expect(emoji.notes).toHaveLength(1)
  })

  it('sends non-ASCII basic credentials, which are base64 and so always valid', () => {
    expect(run({ type: 'basic', username: 'José', password: '🔑' }).notes).toEqual([])
  })

  it('a list attaches every auth in it (an OpenAPI requirement naming several schemes)', () => {
    const both = run([
      { type: 'apiKey', in: 'header', name: 'X-API-Key', value: 'k1' },
      { type: 'bearer', token: 't1' },
      { type: 'apiKey', in: 'query', name: 'sig', value: 's' },
    ])
    expect(both.headers).toEqual({ 'X-API-Key': 'k1', Authorization: 'Bearer t1' })
    expect(both.query).toEqual([['sig', 's']])
    expect(both.notes).toEqual([])
    // A blank one attaches nothing; the others still go.
    expect(
      run([
        { type: 'bearer', token: '' },
        { type: 'apiKey', in: 'header', name: 'K', value: 'v' },
      ]).headers,
    ).toEqual({ K: 'v' })
    expect(run([])).toEqual(nothing)
  })

  it('notes two credentials that both need the Authorization header (RFC 9110 11.6.2)', () => {
    const clash = run([
      { type: 'basic', username: 'u', password: 'p' },
      { type: 'bearer', token: 't' },
    ])
    expect(clash.headers).toEqual({ Authorization: 'Bearer t' })
    expect(clash.notes).toEqual([expect.stringContaining('only the last is sent')])
  })

  it('apiKey in cookie: a Cookie header (RFC 6265 4.2.1), pairs joined by "; ", with a note', () => {
    const one = run({ type: 'apiKey', in: 'cookie', name: 'session', value: 'abc' })
    expect(one.headers).toEqual({ Cookie: 'session=abc' })
    expect(one.notes).toEqual([expect.stringContaining('a page cannot set Cookie')])
    const two = run([
      { type: 'apiKey', in: 'cookie', name: 'a', value: '1' },
      { type: 'apiKey', in: 'cookie', name: 'b', value: '2' },
    ])
    expect(two.headers).toEqual({ Cookie: 'a=1; b=2' })
    expect(run({ type: 'apiKey', in: 'cookie', name: 'session', value: '' })).toEqual(nothing)
  })

  it('digest: no header (it answers a challenge, RFC 7616), credentials kept for snippets', () => {
    const target: AuthTarget = { headers: {}, query: [] }
    const notes = applyAuth(
      { type: 'digest', username: 'Mufasa', password: 'Circle of Life' },
      target,
    )
    expect(target.headers).toEqual({})
    expect(target.digest).toEqual({ username: 'Mufasa', password: 'Circle of Life' })
    expect(notes).toEqual([expect.stringContaining('--digest')])
    expect(run({ type: 'digest', username: '', password: '' })).toEqual(nothing)
  })

  it('another HTTP scheme: Authorization: <scheme> <credentials> as typed (RFC 9110 11.4)', () => {
    expect(run({ type: 'http', scheme: 'HOBA', credentials: 'result="a.b.c"' }).headers).toEqual({
      Authorization: 'HOBA result="a.b.c"',
    })
    expect(run({ type: 'http', scheme: 'Negotiate', credentials: ' ' })).toEqual(nothing)
  })
})
