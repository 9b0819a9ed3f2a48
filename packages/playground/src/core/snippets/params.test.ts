// One snapshot per language of a request whose parameters use OpenAPI's styles: the samples
// carry what buildRequest serializes (an exploded array, a deepObject, a header array, a cookie),
// and a HEAD request uses each language's own way to send HEAD.
import { describe, expect, it } from 'vitest'
import { buildRequest } from '../request/request'
import { SNIPPET_LANGUAGES, snippetRequestFrom, toSnippet } from './index'

const styled = buildRequest({
  url: '/pets/{id}',
  method: 'get',
  server: 'https://api.example.com',
  data: [
    { name: 'id', value: '["7","8"]', type: 'path', shape: 'array', style: 'label' },
    { name: 'tag', value: '["blue","black","brown"]', type: 'query', shape: 'array' },
    {
      name: 'color',
      value: '{"R":100,"G":200,"B":150}',
      type: 'query',
      shape: 'object',
      style: 'deepObject',
      explode: true,
    },
    { name: 'X-Ids', value: '["1","2"]', type: 'header', shape: 'array' },
    { name: 'session', value: 'a b', type: 'cookie' },
  ],
})

describe('samples of styled parameters', () => {
  it('the request the samples write', () => {
    expect(styled.url).toBe(
      'https://api.example.com/pets/.7,8?tag=blue&tag=black&tag=brown&color%5BR%5D=100&color%5BG%5D=200&color%5BB%5D=150',
    )
    expect(styled.init.headers).toEqual({ 'X-Ids': '1,2' })
    expect(styled.cookie).toBe('session=a%20b')
  })

  for (const { id } of SNIPPET_LANGUAGES) {
    it(id, () => {
      const code = toSnippet(id, snippetRequestFrom(styled))
      // Every sample sends the URL as built, to the byte, and the cookie.
      expect(code).toContain(styled.url)
      // HTTPie escapes the `=` of an item (its separator).
      expect(code).toContain(id === 'httpie' ? 'session\\=a%20b' : 'session=a%20b')
      expect(code).toMatchSnapshot()
    })
  }
})

describe('samples of a HEAD request', () => {
  const head = snippetRequestFrom(
    buildRequest({ url: 'https://api.example.com/pets', method: 'head' }),
  )
  const expected: Record<string, string> = {
    curl: 'curl -I ',
    httpie: "'HEAD' 'https",
    fetch: 'method: "HEAD"',
    node: 'method: "HEAD"',
    python: 'requests.head(',
    go: 'http.NewRequest("HEAD"',
    php: 'CURLOPT_NOBODY => true',
    ruby: 'Net::HTTP::Head.new',
  }
  for (const { id } of SNIPPET_LANGUAGES) {
    it(id, () => {
      expect(toSnippet(id, head)).toContain(expected[id])
    })
  }
})
