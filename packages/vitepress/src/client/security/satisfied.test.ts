import { describe, expect, it } from 'vitest'
import { enProblems } from '../i18n/en/problems'
import { word } from '../i18n/message'
import type { SecuritySchemeModel } from '../../shared/model'
import { operationPage as page } from '../testUtils'
import { challenges, schemeMet, unmetSecurity as unmet } from './satisfied'

/** What Mock lists, as an English page words it. */
const unmetSecurity = (...args: Parameters<typeof unmet>) => {
  const problem = unmet(...args)
  return problem && word(enProblems, problem)
}

const bearer: SecuritySchemeModel = { key: 'token', type: 'http', scheme: 'bearer' }
const basic: SecuritySchemeModel = { key: 'login', type: 'http', scheme: 'Basic' }
const header: SecuritySchemeModel = { key: 'key', type: 'apiKey', in: 'header', name: 'X-API-Key' }
const query: SecuritySchemeModel = { key: 'q', type: 'apiKey', in: 'query', name: 'api_key' }
const cookie: SecuritySchemeModel = { key: 'sid', type: 'apiKey', in: 'cookie', name: 'sid' }
const oauth: SecuritySchemeModel = { key: 'oauth', type: 'oauth2', flows: [] }
const securitySchemes = [bearer, basic, header, query, cookie, oauth]
const req = (...names: string[]) => names.map((scheme) => ({ scheme, scopes: [] }))
const sent = (headers: Record<string, string> = {}, url = 'https://api.example.com/pets') => ({
  url,
  headers,
})

describe('schemeMet', () => {
  it('reads each scheme where a server reads it, Authorization schemes in any case', () => {
    expect(schemeMet(bearer, sent({ authorization: 'bearer abc' }))).toBe(true)
    expect(schemeMet(bearer, sent({ Authorization: 'Bearer ' }))).toBe(false)
    expect(schemeMet(bearer, sent({ authorization: 'Basic YTpi' }))).toBe(false)
    expect(schemeMet(basic, sent({ authorization: 'Basic YTpi' }))).toBe(true)
    expect(schemeMet(header, sent({ 'x-api-key': 'k' }))).toBe(true)
    expect(schemeMet(header, sent({ 'x-api-key': ' ' }))).toBe(false)
    expect(schemeMet(query, sent({}, '/pets?api_key=k'))).toBe(true)
    expect(schemeMet(query, sent({}, '/pets?api_key='))).toBe(false)
    expect(schemeMet(oauth, sent({ authorization: 'Bearer t' }))).toBe(true)
    // What a page cannot send, it cannot be blamed for leaving out.
    expect(schemeMet(cookie, sent())).toBeUndefined()
    expect(schemeMet({ key: 'd', type: 'http', scheme: 'Digest' }, sent())).toBeUndefined()
    expect(schemeMet({ key: 't', type: 'mutualTLS' }, sent())).toBeUndefined()
  })
})

describe('unmetSecurity (AND within a requirement, OR between them)', () => {
  const op = (security: { scheme: string; scopes: string[] }[][]) =>
    page({ security }, { securitySchemes, spec: { name: 'pets', label: 'Pets', prefix: '/p' } })

  it('needs every scheme of one requirement', () => {
    const both = op([req('key', 'token')])
    expect(unmetSecurity(both, sent({ 'x-api-key': 'k', authorization: 'Bearer t' }))).toBe(
      undefined,
    )
    expect(unmetSecurity(both, sent({ 'x-api-key': 'k' }))).toBe(
      `The credentials sent meet none of the operation's security requirements: it needs an "Authorization: bearer …" header (token). A server would answer 401 Unauthorized.`,
    )
  })

  it('takes any one of the requirements, and says what each lacks when none is met', () => {
    const either = op([req('key', 'token'), req('q')])
    expect(unmetSecurity(either, sent({}, '/pets?api_key=k'))).toBeUndefined()
    expect(unmetSecurity(either, sent({ authorization: 'Bearer t' }))).toContain(
      'it needs header "X-API-Key" (key), or query parameter "api_key" (q).',
    )
  })

  it('asks nothing of an operation without requirements, with `{}` among them, or one a page cannot send', () => {
    expect(unmetSecurity(op([]), sent())).toBeUndefined()
    expect(unmetSecurity(op([req('token'), req()]), sent())).toBeUndefined()
    expect(unmetSecurity(op([req('sid')]), sent())).toBeUndefined()
    expect(unmetSecurity(op([req('undefined-scheme')]), sent())).toBeUndefined()
  })

  it('gives the challenges of the schemes a server would send with its 401', () => {
    expect(challenges(op([req('key', 'token'), req('login'), req('oauth')]))).toEqual([
      'Bearer',
      'Basic realm="Pets"',
    ])
    expect(challenges(op([req('key')]))).toEqual([])
  })
})
