import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { PlaygroundDataItem } from '../types'
import {
  appendQuery,
  encodePathSegment,
  isAbsoluteUrl,
  joinServer,
  substitutePlaceholders,
  toWellFormed,
} from './url'

describe('substitutePlaceholders', () => {
  const id: PlaygroundDataItem = { name: 'id', value: '42', type: 'path' }

  it('replaces both {param} and <param>, repeatedly', () => {
    const result = substitutePlaceholders('/u/{id}/p/<id>/{id}', [id])
    expect(result.url).toBe('/u/42/p/42/42')
    expect([...result.used]).toEqual([id])
  })

  it('uses items of any type except file, preferring a path item', () => {
    const text = { name: 'id', value: 'text' }
    const path = { name: 'id', value: 'path', type: 'path' } as const
    const file = { name: 'f', value: 'x', type: 'file' } as const
    expect(substitutePlaceholders('/{id}', [text]).url).toBe('/text')
    expect(substitutePlaceholders('/{id}', [text, path]).url).toBe('/path')
    expect(substitutePlaceholders('/{f}', [file]).url).toBe('/{f}')
  })

  it('leaves placeholders without an item as written', () => {
    const result = substitutePlaceholders('/a/{missing}/<other>/{id}', [id])
    expect(result.url).toBe('/a/{missing}/<other>/42')
  })

  it('percent-encodes values as a path segment', () => {
    const cases: [string, string][] = [
      ['a b', 'a%20b'],
      ['a/b', 'a%2Fb'],
      ['a?b#c', 'a%3Fb%23c'],
      ['100%', '100%25'],
      ['é', '%C3%A9'],
      ['👋', '%F0%9F%91%8B'],
      ["-_.!~*'()", "-_.!~*'()"],
      ['', ''],
    ]
    for (const [value, encoded] of cases) {
      expect(substitutePlaceholders('/{x}', [{ name: 'x', value }]).url).toBe(`/${encoded}`)
    }
  })

  it('encodes values so that decoding gives them back, for any string', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (value) => {
        const url = substitutePlaceholders('/{x}', [{ name: 'x', value }]).url
        expect(decodeURIComponent(url.slice(1))).toBe(toWellFormed(value))
        expect(url.slice(1)).not.toMatch(/[/?#\s]/)
      }),
    )
  })
})

describe('toWellFormed and encodePathSegment', () => {
  it('replaces lone surrogates instead of throwing', () => {
    expect(toWellFormed('a\uD800b\uDC00👋')).toBe('a\uFFFDb\uFFFD👋')
    expect(encodePathSegment('\uD800')).toBe('%EF%BF%BD')
  })
})

describe('joinServer', () => {
  it.each([
    ['https://api.x/v1/', '/users', 'https://api.x/v1/users'],
    ['https://api.x/v1', '/users', 'https://api.x/v1/users'],
    ['https://api.x/v1', 'users', 'https://api.x/v1/users'],
    ['https://api.x/v1//', '/users', 'https://api.x/v1/users'],
    ['https://api.x/v1/', 'users?a=1#top', 'https://api.x/v1/users?a=1#top'],
    ['https://api.x/search', '?q=1', 'https://api.x/search?q=1'],
    ['https://api.x/v1/', '', 'https://api.x/v1/'],
    [' https://api.x ', '/a', 'https://api.x/a'],
    ['/api', '/users', '/api/users'],
  ])('%s + %s -> %s', (server, url, expected) => {
    expect(joinServer(server, url)).toBe(expected)
  })

  it('ignores the server for absolute and scheme-relative urls', () => {
    expect(joinServer('https://api.x', 'http://other.y/a')).toBe('http://other.y/a')
    expect(joinServer('https://api.x', '//cdn.y/a')).toBe('//cdn.y/a')
  })

  it('keeps a relative url relative without a server', () => {
    expect(joinServer(undefined, '/users')).toBe('/users')
    expect(joinServer('', 'users')).toBe('users')
    expect(joinServer('   ', '/users')).toBe('/users')
  })

  it('recognises schemes as the WHATWG URL parser does', () => {
    expect(isAbsoluteUrl('https://x')).toBe(true)
    expect(isAbsoluteUrl('web+app:x')).toBe(true)
    expect(isAbsoluteUrl('/a:b')).toBe(false)
    expect(isAbsoluteUrl('1http://x')).toBe(false)
  })
})

describe('appendQuery', () => {
  it('starts, continues or completes the query and keeps the fragment last', () => {
    expect(appendQuery('/a', [['x', '1']])).toBe('/a?x=1')
    expect(appendQuery('/a?b=2', [['x', '1']])).toBe('/a?b=2&x=1')
    expect(appendQuery('/a?', [['x', '1']])).toBe('/a?x=1')
    expect(appendQuery('/a?b=2&', [['x', '1']])).toBe('/a?b=2&x=1')
    expect(appendQuery('/a?b=%20#frag?x', [['x', '1']])).toBe('/a?b=%20&x=1#frag?x')
    expect(appendQuery('/a#h', [])).toBe('/a#h')
  })

  it('encodes names and values as URLSearchParams does', () => {
    expect(
      appendQuery('/a', [
        ['q', 'a b'],
        ['s', 'a/b?c#d&e=f'],
        ['u', 'é👋'],
        ['e', ''],
        ['a b', '+'],
      ]),
    ).toBe('/a?q=a+b&s=a%2Fb%3Fc%23d%26e%3Df&u=%C3%A9%F0%9F%91%8B&e=&a+b=%2B')
  })

  it('round-trips through URL parsing for any values', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.string(), fc.string())), (pairs) => {
        const url = new URL(appendQuery('https://x/p?keep=1#h', pairs))
        expect([...url.searchParams]).toEqual([['keep', '1'], ...pairs])
        expect(url.hash).toBe('#h')
      }),
    )
  })
})
