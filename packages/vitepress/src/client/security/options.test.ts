import { describe, expect, it } from 'vitest'
import type { SecuritySchemeModel } from '../../shared/model'
import { operationPage as page } from '../testUtils'
import { enPage } from '../i18n/en/page'
import fr from '../i18n/locales/fr'
import { word } from '../i18n/message'
import { authFor, defaultOption, schemeNote, securityOptions } from './options'

const bearer: SecuritySchemeModel = { key: 'token', type: 'http', scheme: 'bearer' }
const cookie: SecuritySchemeModel = { key: 'cookie', type: 'apiKey', in: 'cookie', name: 'sid' }
const key: SecuritySchemeModel = { key: 'key', type: 'apiKey', in: 'header', name: 'X-API-Key' }
const tls: SecuritySchemeModel = { key: 'tls', type: 'mutualTLS' }
const digest: SecuritySchemeModel = { key: 'dig', type: 'http', scheme: 'Digest' }
const schemes = [bearer, cookie, key, tls, digest]
const req = (...names: string[]) => names.map((scheme) => ({ scheme, scopes: [] }))

describe('securityOptions (OpenAPI Security Requirement Object)', () => {
  it('one requirement naming two schemes is one option with both (AND)', () => {
    const options = securityOptions(
      page({ security: [req('key', 'token')] }, { securitySchemes: schemes }),
    )
    expect(options).toEqual([{ id: 'key + token', schemes: [key, bearer], sendable: true }])
  })

  it('several requirements are alternatives (OR); `{}` is the no-credentials one', () => {
    const options = securityOptions(
      page(
        { security: [req(), req('key', 'token'), req('cookie'), req('tls')] },
        { securitySchemes: schemes },
      ),
    )
    expect(options.map((option) => [option.id, option.sendable])).toEqual([
      ['', true],
      ['key + token', true],
      ['cookie', true],
      ['tls', false],
    ])
    expect(securityOptions(page({ security: [] }, { securitySchemes: schemes }))).toEqual([])
  })

  it('two requirements with the same schemes and other scopes are one choice', () => {
    const security = [
      [{ scheme: 'token', scopes: ['read'] }],
      [{ scheme: 'token', scopes: ['write'] }],
    ]
    expect(securityOptions(page({ security }, { securitySchemes: schemes }))).toHaveLength(1)
  })

  it('starts with the remembered pick when offered, else the first with schemes it can send', () => {
    const options = securityOptions(
      page(
        { security: [req(), req('tls'), req('key', 'token'), req('cookie')] },
        { securitySchemes: schemes },
      ),
    )
    expect(defaultOption(options, undefined)?.id).toBe('key + token')
    expect(defaultOption(options, 'cookie')?.id).toBe('cookie')
    expect(defaultOption(options, '')?.id).toBe('')
    // A pick this operation does not offer (made on another operation) leaves the default.
    expect(defaultOption(options, 'other')?.id).toBe('key + token')
    expect(defaultOption([], 'cookie')).toBeUndefined()
  })
})

describe('authFor', () => {
  it('gives each scheme its empty auth, an HTTP scheme by its case-insensitive name', () => {
    expect(authFor(bearer)).toEqual({ type: 'bearer', token: '' })
    expect(authFor({ key: 'b', type: 'http', scheme: 'Basic' })).toEqual({
      type: 'basic',
      username: '',
      password: '',
    })
    expect(authFor(digest)).toEqual({ type: 'digest', username: '', password: '' })
    expect(authFor({ key: 'h', type: 'http', scheme: 'hoba' })).toEqual({
      type: 'http',
      scheme: 'hoba',
      credentials: '',
    })
    expect(authFor(key)).toEqual({ type: 'apiKey', in: 'header', name: 'X-API-Key', value: '' })
    expect(authFor(cookie)).toEqual({ type: 'apiKey', in: 'cookie', name: 'sid', value: '' })
    expect(authFor({ key: 'o', type: 'oauth2', flows: [] })).toEqual({ type: 'bearer', token: '' })
    expect(authFor(tls)).toBeUndefined()
  })
})

describe('schemeNote', () => {
  it('says what the panel and the samples do with a scheme a page cannot send as is', () => {
    const said = (scheme: SecuritySchemeModel) => {
      const note = schemeNote(scheme)
      return note && word(enPage, note)
    }
    expect(said(cookie)).toMatch(/cannot set a cookie for another site.*cURL -b/)
    expect(said(digest)).toMatch(/RFC 7616.*--digest -u/)
    expect(said({ key: 'n', type: 'http', scheme: 'negotiate' })).toContain('--negotiate -u :')
    expect(said({ key: 'h', type: 'http', scheme: 'hoba' })).toContain(
      'Authorization: hoba <credentials>',
    )
    expect(said(tls)).toContain('client certificate')
    expect(said(bearer)).toBeUndefined()
    expect(said(key)).toBeUndefined()
  })

  it('words a note in the page language', () => {
    expect(word(fr, schemeNote(tls)!)).toBe(
      'TLS mutuel (tls) : le navigateur présente lui-même un certificat client, s’il en a un ; il n’y a rien à saisir ici.',
    )
  })
})
