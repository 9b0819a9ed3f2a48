import { describe, expect, it } from 'vitest'
import { basicCredentials, decodeBasic, splitAuthorization } from './authorization.ts'

const base64 = (text: string) => Buffer.from(text, 'utf8').toString('base64')

describe('splitAuthorization', () => {
  it('lower-cases the scheme and keeps the rest as written', () => {
    expect(splitAuthorization('  BeArEr  abc.DEF ')).toEqual({ scheme: 'bearer', value: 'abc.DEF' })
    expect(splitAuthorization('Digest a="1",  b="2"')).toEqual({
      scheme: 'digest',
      value: 'a="1", b="2"',
    })
  })

  it('gives a scheme alone an empty value', () => {
    expect(splitAuthorization('Basic')).toEqual({ scheme: 'basic', value: '' })
  })

  it('is undefined for an absent or blank header', () => {
    expect(splitAuthorization(undefined)).toBeUndefined()
    expect(splitAuthorization('   ')).toBeUndefined()
  })
})

describe('decodeBasic', () => {
  it('splits at the first colon: the password may hold more', () => {
    expect(decodeBasic(base64('demo:se:cr:et'))).toEqual({ user: 'demo', password: 'se:cr:et' })
    expect(decodeBasic(base64(':'))).toEqual({ user: '', password: '' })
  })

  it('reads UTF-8', () => {
    expect(decodeBasic(base64('jürgen:pässwörd'))).toEqual({
      user: 'jürgen',
      password: 'pässwörd',
    })
  })

  it('is undefined for what is not base64 of user:password', () => {
    expect(decodeBasic('demo:secret')).toBeUndefined()
    expect(decodeBasic(base64('no colon'))).toBeUndefined()
    expect(decodeBasic('')).toBeUndefined()
  })
})

describe('basicCredentials', () => {
  it('reads Basic credentials from the header, whatever the scheme case', () => {
    expect(basicCredentials(splitAuthorization(`basic ${base64('demo:secret')}`))).toEqual({
      user: 'demo',
      password: 'secret',
    })
  })

  it('is undefined for another scheme or no header', () => {
    expect(basicCredentials(splitAuthorization(`Bearer ${base64('demo:secret')}`))).toBeUndefined()
    expect(basicCredentials(undefined)).toBeUndefined()
  })
})
