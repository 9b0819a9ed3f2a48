import { describe, expect, it } from 'vitest'
import { authFromHeader } from './authFromHeader'

describe('authFromHeader', () => {
  it('reads Bearer tokens in any case', () => {
    expect(authFromHeader('Bearer abc.def')).toEqual({ type: 'bearer', token: 'abc.def' })
    expect(authFromHeader('bearer  xyz ')).toEqual({ type: 'bearer', token: 'xyz' })
  })

  it('decodes Basic credentials, UTF-8 included, splitting at the first colon', () => {
    const encoded = btoa(String.fromCharCode(...new TextEncoder().encode('jürgen:pa:ss')))
    expect(authFromHeader(`Basic ${encoded}`)).toEqual({
      type: 'basic',
      username: 'jürgen',
      password: 'pa:ss',
    })
  })

  it('returns null for other schemes and broken Basic values', () => {
    expect(authFromHeader('Digest username="x"')).toBeNull()
    expect(authFromHeader('Basic %%%')).toBeNull()
    expect(authFromHeader('')).toBeNull()
  })
})
