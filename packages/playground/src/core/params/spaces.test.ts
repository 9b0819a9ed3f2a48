// Where a space is `%20` and where it is `+`, checked against the texts' own examples: RFC 6570
// (URI Template) writes `%20` in every expansion (section 3.2.1: U and U+R encode it alike);
// OpenAPI 3.2 section 4.8.12.2 ("URL Percent-Encoding") prefers `%20` for RFC 6570's form-style
// expansion and `+` otherwise, which application/x-www-form-urlencoded content (WHATWG URL
// section 5.2) requires. Each expected string below is copied from the text it cites.
import { describe, expect, it } from 'vitest'
import { buildRequest } from '../request/request'
import type { PlaygroundDataItem } from '../types'
import { expandVariable } from './expand'

const url = (data: PlaygroundDataItem[], path = '/x') =>
  buildRequest({ url: path, method: 'get', data }).url

describe('a space in what the serializer writes', () => {
  it('RFC 6570 sections 3.2.2 and 3.2.3: {hello} and {+hello} both write %20, as {?hello} does', () => {
    const hello = { type: 'primitive', value: 'Hello World!' } as const
    expect(expandVariable('', 'hello', hello, false)).toBe('Hello%20World%21')
    expect(expandVariable('+', 'hello', hello, false)).toBe('Hello%20World!')
    expect(expandVariable('?', 'hello', hello, false)).toBe('?hello=Hello%20World%21')
  })

  it('OpenAPI 3.2 Parameter Object examples: an exploded form array, %20 ("how RFC6570 handles it")', () => {
    const thing: PlaygroundDataItem = {
      name: 'thing',
      value: '["one thing","another thing"]',
      type: 'query',
      shape: 'array',
      style: 'form',
      explode: true,
    }
    expect(url([thing])).toBe('/x?thing=one%20thing&thing=another%20thing')
  })

  it('OpenAPI 3.2 Parameter Object examples: a form cookie, greeting=Hello%2C%20world%21', () => {
    const built = buildRequest({
      url: '/x',
      method: 'get',
      data: [{ name: 'greeting', value: 'Hello, world!', type: 'cookie' }],
    })
    expect(built.cookie).toBe('greeting=Hello%2C%20world%21')
  })

  it('OpenAPI 3.2 Parameter Object examples: an in: querystring form object, + (foo=a+%2B+b)', () => {
    const query: PlaygroundDataItem = {
      name: '',
      value: '{"foo":"a + b","bar":true}',
      type: 'querystring',
      shape: 'object',
      mediaType: 'application/x-www-form-urlencoded',
    }
    expect(url([query])).toBe('/x?foo=a+%2B+b&bar=true')
  })

  it('OpenAPI 3.2 Appendix C: regular expansion, then allowReserved and spaceDelimited', () => {
    const formulas = (value: string, allowReserved: boolean): PlaygroundDataItem => ({
      name: 'formulas',
      value,
      type: 'query',
      shape: 'object',
      explode: true,
      allowReserved,
    })
    const words = (style?: 'spaceDelimited'): PlaygroundDataItem => ({
      name: 'words',
      value: '["math","is","fun"]',
      type: 'query',
      shape: 'array',
      style,
      explode: false,
    })
    expect(url([formulas('{"a":"x+y","b":"x/y","c":"x^y"}', false), words()])).toBe(
      '/x?a=x%2By&b=x%2Fy&c=x%5Ey&words=math,is,fun',
    )
    // With reserved expansion the reader writes `+` pre-encoded, as the appendix does.
    expect(
      url([formulas('{"a":"x%2By","b":"x/y","c":"x^y"}', true), words('spaceDelimited')]),
    ).toBe('/x?a=x%2By&b=x/y&c=x%5Ey&words=math%20is%20fun')
  })

  it('OpenAPI 3.2 Appendix C: undefined values, then ?words=hello%20world', () => {
    const empty: PlaygroundDataItem = {
      name: 'formulas',
      value: '{}',
      type: 'query',
      shape: 'object',
      explode: true,
    }
    const words: PlaygroundDataItem = {
      name: 'words',
      value: '["hello","world"]',
      type: 'query',
      shape: 'array',
      explode: false,
    }
    expect(url([empty, words])).toBe('/x?words=hello,world')
    expect(url([empty, { ...words, style: 'spaceDelimited' }])).toBe('/x?words=hello%20world')
  })

  it('OpenAPI 3.2 Parameter Object examples: path values in UTF-8, %-encoded', () => {
    const username = (value: string) =>
      url([{ name: 'username', value, type: 'path' }], '/{username}')
    expect(username('edijkstra')).toBe('/edijkstra')
    expect(username('diṅnāga')).toBe('/di%E1%B9%85n%C4%81ga')
    expect(username('الخوارزميّ')).toBe(
      '/%D8%A7%D9%84%D8%AE%D9%88%D8%A7%D8%B1%D8%B2%D9%85%D9%8A%D9%91',
    )
    expect(username('a b')).toBe('/a%20b')
  })

  it('OpenAPI 3.2 "Encoding the x-www-form-urlencoded Media Type": a form body writes +', () => {
    const address = {
      streetAddress: '123 Example Dr.',
      city: 'Somewhere',
      state: 'CA',
      zip: '99999+1234',
    }
    const built = buildRequest({
      url: '/x',
      method: 'post',
      contentType: 'application/x-www-form-urlencoded',
      data: [
        { name: 'id', value: 'f81d4fae-7dec-11d0-a765-00a0c91e6bf6' },
        { name: 'address', value: JSON.stringify(address) },
      ],
    })
    expect(built.init.body).toBe(
      'id=f81d4fae-7dec-11d0-a765-00a0c91e6bf6&address=%7B%22streetAddress%22%3A%22123+Example+Dr.%22%2C%22city%22%3A%22Somewhere%22%2C%22state%22%3A%22CA%22%2C%22zip%22%3A%2299999%2B1234%22%7D',
    )
  })

  it('a header value is not percent-encoded at all (OpenAPI 3.2 section 4.8.12.2.2)', () => {
    const built = buildRequest({
      url: '/x',
      method: 'get',
      data: [{ name: 'X-Words', value: '["a b","c"]', type: 'header', shape: 'array' }],
    })
    expect(built.init.headers).toMatchObject({ 'X-Words': 'a b,c' })
  })
})
