import { isAuthList } from './auth'
import { describe, expect, it } from 'vitest'
import { buildRequest } from './request'
import type { BuildRequestOptions, PlaygroundDataItem } from '../types'

const build = (options: BuildRequestOptions) => buildRequest(options)

describe('buildRequest: methods', () => {
  it('accepts any case and sends upper case', () => {
    expect(build({ url: '/a', method: 'get' }).init.method).toBe('GET')
    expect(build({ url: '/a', method: 'Delete' }).init.method).toBe('DELETE')
    expect(build({ url: '/a', method: 'PATCH' }).init.method).toBe('PATCH')
  })

  it('sends any method token; refuses what fetch() refuses, naming it', () => {
    expect(build({ url: '/a', method: 'options' }).init.method).toBe('OPTIONS')
    expect(build({ url: '/a', method: 'head' }).init.method).toBe('HEAD')
    expect(build({ url: '/a', method: 'PURGE' }).init.method).toBe('PURGE')
    expect(() => build({ url: '/a', method: 'trace' })).toThrow(/"trace".*CONNECT, TRACE and TRACK/)
    expect(() => build({ url: '/a', method: 'GET /' })).toThrow(/"GET \/".*token/)
  })
})

describe('buildRequest: parameters and bodies', () => {
  it('path parameters: {param} and <param> replaced; consumed items appear nowhere else', () => {
    const request = build({
      url: '/users/{id}/posts/<postId>',
      method: 'post',
      data: [
        { name: 'id', value: '7', type: 'path' },
        { name: 'postId', value: '9' }, // any type can fill a placeholder
        { name: 'title', value: 'Hi' },
      ],
    })
    expect(request.url).toBe('/users/7/posts/9')
    expect(request.init.body).toBe('{"title":"Hi"}')
    expect(request.notes).toEqual([])
  })

  it('repeated placeholders all take the value; a placeholder without an item stays', () => {
    const request = build({
      url: '/a/{id}/b/<id>/{id}/{missing}',
      method: 'get',
      data: [{ name: 'id', value: 'x y', type: 'path' }],
    })
    expect(request.url).toBe('/a/x%20y/b/x%20y/x%20y/{missing}')
  })

  it('items with type path are substituted and percent-encoded as a segment', () => {
    const encoded = (value: string) =>
      build({ url: '/f/{v}', method: 'get', data: [{ name: 'v', value, type: 'path' }] }).url
    expect(encoded('a b')).toBe('/f/a%20b')
    expect(encoded('a/b')).toBe('/f/a%2Fb')
    expect(encoded('a?b')).toBe('/f/a%3Fb')
    expect(encoded('a#b')).toBe('/f/a%23b')
    expect(encoded('ünï')).toBe('/f/%C3%BCn%C3%AF')
    expect(encoded('🚀')).toBe('/f/%F0%9F%9A%80')
    expect(encoded('')).toBe('/f/')
  })

  it('a path item without a placeholder is not sent, with a note', () => {
    const request = build({
      url: '/a',
      method: 'get',
      data: [{ name: 'id', value: '1', type: 'path' }],
    })
    expect(request.url).toBe('/a')
    expect(request.notes).toEqual([expect.stringContaining('"id"')])
  })

  it('items with type query go to the query string, for every method', () => {
    for (const method of ['get', 'post', 'put', 'patch', 'delete']) {
      const request = build({
        url: '/s',
        method,
        data: [{ name: 'q', value: 'a b', type: 'query' }],
      })
      // RFC 6570 form expansion writes a space as %20 (OpenAPI 3.2 section 4.8.12.4).
      expect(request.url).toBe('/s?q=a%20b')
    }
  })

  it('a blank value is sent (name=) unless the item says omitEmpty', () => {
    const request = build({
      url: '/s/{id}',
      method: 'post',
      contentType: 'application/x-www-form-urlencoded',
      data: [
        { name: 'id', value: '', type: 'path', omitEmpty: true },
        { name: 'kept', value: '', type: 'query' },
        { name: 'dropped', value: '', type: 'query', omitEmpty: true },
        { name: 'set', value: 'x', type: 'query', omitEmpty: true },
        { name: 'note', value: '', omitEmpty: true },
        { name: 'title', value: '' },
      ],
    })
    expect(request.url).toBe('/s/?kept=&set=x')
    expect(request.init.body).toBe('title=')
  })

  it('items with type header are sent as request headers', () => {
    const request = build({
      url: '/a',
      method: 'get',
      data: [{ name: 'X-Trace', value: 'abc', type: 'header' }],
    })
    expect(request.init.headers).toEqual({ 'X-Trace': 'abc' })
    expect(request.url).toBe('/a')
  })

  it.each(['get', 'delete'])('remaining items, method %s: query string; no body', (method) => {
    const request = build({
      url: '/a?keep=1#frag',
      method,
      data: [
        { name: 'q', value: 'x/y?z#w' },
        { name: 'n', value: '5', type: 'number' },
        { name: 'e', value: 'é 😀', type: 'email' },
      ],
    })
    expect(request.url).toBe('/a?keep=1&q=x%2Fy%3Fz%23w&n=5&e=%C3%A9+%F0%9F%98%80#frag')
    expect(request.init.body).toBeUndefined()
    expect(request.init.headers).toEqual({})
  })

  it.each(['post', 'put', 'patch'])('remaining items, method %s: JSON body', (method) => {
    const request = build({
      url: '/a',
      method,
      data: [
        { name: 'name', value: 'Ada "A" \n Lovelace' },
        { name: 'age', value: '36', type: 'number' },
        { name: 'zip', value: '01234' },
      ],
    })
    expect(request.url).toBe('/a')
    expect(request.init.headers).toEqual({ 'Content-Type': 'application/json' })
    expect(JSON.parse(request.init.body as string)).toEqual({
      name: 'Ada "A" \n Lovelace',
      age: 36,
      zip: '01234',
    })
  })

  it('custom headers are sent and override the default Content-Type, in any case', () => {
    const request = build({
      url: '/a',
      method: 'post',
      headers: { 'content-type': 'application/vnd.api+json', Accept: 'application/json' },
    })
    expect(request.init.headers).toEqual({
      'content-type': 'application/vnd.api+json',
      Accept: 'application/json',
    })
  })

  it('header items override custom headers of the same name', () => {
    const request = build({
      url: '/a',
      method: 'get',
      headers: { 'x-version': '1', Accept: '*/*' },
      data: [{ name: 'X-Version', value: '2', type: 'header' }],
    })
    expect(request.init.headers).toEqual({ Accept: '*/*', 'X-Version': '2' })
  })

  it('contentType selects the serialization', () => {
    const data: PlaygroundDataItem[] = [
      { name: 'a', value: '1 2' },
      { name: 'b', value: '&' },
    ]
    const form = build({
      url: '/a',
      method: 'post',
      data,
      contentType: 'application/x-www-form-urlencoded',
    })
    expect(form.init.body).toBe('a=1+2&b=%26')
    expect(form.init.headers).toEqual({ 'Content-Type': 'application/x-www-form-urlencoded' })
    const text = build({
      url: '/a',
      method: 'post',
      data,
      contentType: 'text/plain',
      body: 'hello',
    })
    expect(text.init.body).toBe('hello')
    expect(text.init.headers).toEqual({ 'Content-Type': 'text/plain' })
    const xml = build({ url: '/a', method: 'put', contentType: 'application/xml', body: '<a/>' })
    expect(xml.init.body).toBe('<a/>')
    expect(xml.init.headers).toEqual({ 'Content-Type': 'application/xml' })
    const multipart = build({ url: '/a', method: 'post', data, contentType: 'multipart/form-data' })
    expect(multipart.init.body).toBeInstanceOf(FormData)
    expect(multipart.init.headers).toEqual({})
  })

  it('body preset: used for JSON, text/plain and XML, ignored otherwise', () => {
    const json = build({ url: '/a', method: 'post', body: '{"raw":true}' })
    expect(json.init.body).toBe('{"raw":true}')
    const form = build({
      url: '/a',
      method: 'post',
      body: 'raw',
      contentType: 'application/x-www-form-urlencoded',
      data: [{ name: 'a', value: '1' }],
    })
    expect(form.init.body).toBe('a=1')
    expect(form.notes).toEqual([expect.stringContaining('preset body is not used')])
    // GET has no body: the preset is not sent.
    expect(build({ url: '/a', method: 'get', body: 'raw' }).init.body).toBeUndefined()
  })
})

describe('buildRequest: files', () => {
  const avatar = new File(['png bytes'], 'me.png', { type: 'image/png' })
  const blob = new Blob(['plain'], { type: 'text/plain' })
  const data: PlaygroundDataItem[] = [
    { name: 'title', value: 'Me' },
    { name: 'avatar', value: '', type: 'file' },
  ]

  it('a body request with a file item and no contentType is multipart, via FormData', async () => {
    const request = build({ url: '/up', method: 'post', data, files: { avatar: [avatar, blob] } })
    expect(request.init.body).toBeInstanceOf(FormData)
    expect(request.init.headers).toEqual({})
    const form = request.init.body as FormData
    expect(form.get('title')).toBe('Me')
    const [file, part] = form.getAll('avatar') as File[]
    expect(file?.name).toBe('me.png')
    expect(part?.name).toBe('blob')
    // What fetch() would send: its own Content-Type with the boundary, and both parts.
    const sent = new Request('http://localhost/up', request.init)
    expect(sent.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/)
    const text = await sent.text()
    expect(text).toContain('filename="me.png"')
    expect(text).toContain('png bytes')
    expect(text).toContain('filename="blob"')
  })

  it('a custom or header-item Content-Type is dropped for multipart, with a note', () => {
    const request = build({
      url: '/up',
      method: 'post',
      data,
      files: { avatar: [avatar] },
      headers: { 'Content-Type': 'multipart/form-data', Accept: 'application/json' },
    })
    expect(request.init.headers).toEqual({ Accept: 'application/json' })
    expect(request.notes).toEqual([expect.stringContaining('boundary')])
  })

  it.each(['get', 'delete'])('%s: files are not sent, with a note', (method) => {
    const request = build({ url: '/a', method, data, files: { avatar: [avatar] } })
    expect(request.url).toBe('/a?title=Me')
    expect(request.init.body).toBeUndefined()
    expect(request.notes).toEqual([expect.stringContaining('"avatar"')])
  })

  it('an explicit non-multipart contentType does not send files, with a note', () => {
    const request = build({
      url: '/a',
      method: 'post',
      data,
      files: { avatar: [avatar] },
      contentType: 'application/json',
    })
    expect(request.init.body).toBe('{"title":"Me"}')
    expect(request.notes).toEqual([expect.stringContaining('"avatar"')])
  })
})

describe('buildRequest: auth', () => {
  it.each<[string, BuildRequestOptions['auth'], Record<string, string>, string]>([
    ['none', { type: 'none' }, {}, '/a'],
    ['bearer', { type: 'bearer', token: 't0k' }, { Authorization: 'Bearer t0k' }, '/a'],
    [
      'basic',
      { type: 'basic', username: 'Aladdin', password: 'open sesame' },
      { Authorization: 'Basic QWxhZGRpbjpvcGVuIHNlc2FtZQ==' },
      '/a',
    ],
    [
      'apiKey header',
      { type: 'apiKey', in: 'header', name: 'X-Key', value: 'k' },
      { 'X-Key': 'k' },
      '/a',
    ],
    [
      'apiKey query',
      { type: 'apiKey', in: 'query', name: 'key', value: 'a&b' },
      {},
      '/a?q=1&key=a%26b',
    ],
    ['blank bearer', { type: 'bearer', token: ' ' }, {}, '/a'],
    ['blank basic', { type: 'basic', username: '', password: '' }, {}, '/a'],
    ['blank apiKey', { type: 'apiKey', in: 'query', name: 'key', value: '' }, {}, '/a?q=1'],
  ])('%s', (_name, auth, headers, url) => {
    const data: PlaygroundDataItem[] =
      !isAuthList(auth) && auth?.type === 'apiKey' && auth.in === 'query'
        ? [{ name: 'q', value: '1' }]
        : []
    const request = build({ url: '/a', method: 'get', auth, data })
    expect(request.init.headers).toEqual(headers)
    expect(request.url).toBe(url)
  })

  it('auth overrides a custom Authorization header', () => {
    const request = build({
      url: '/a',
      method: 'get',
      headers: { authorization: 'old' },
      auth: { type: 'bearer', token: 'new' },
    })
    expect(request.init.headers).toEqual({ Authorization: 'Bearer new' })
  })
})

describe('buildRequest: server and URL', () => {
  it('prefixes the server to a relative url with one slash', () => {
    expect(build({ url: '/users', method: 'get', server: 'https://api.x/v1/' }).url).toBe(
      'https://api.x/v1/users',
    )
    expect(build({ url: 'users', method: 'get', server: 'https://api.x/v1' }).url).toBe(
      'https://api.x/v1/users',
    )
  })

  it('ignores the server for an absolute url; keeps a relative url without one', () => {
    expect(build({ url: 'http://o.y/a', method: 'get', server: 'https://api.x' }).url).toBe(
      'http://o.y/a',
    )
    expect(build({ url: '/a', method: 'get' }).url).toBe('/a')
  })

  it('substitutes, joins and appends the query in one URL', () => {
    const request = build({
      url: '/items/{id}?sort=asc#list',
      method: 'get',
      server: 'https://api.x/',
      data: [
        { name: 'id', value: 'a/b', type: 'path' },
        { name: 'tag', value: 'c d', type: 'query' },
      ],
      auth: { type: 'apiKey', in: 'query', name: 'k', value: 'v' },
    })
    expect(request.url).toBe('https://api.x/items/a%2Fb?sort=asc&tag=c%20d&k=v#list')
    expect(new URL(request.url).searchParams.get('tag')).toBe('c d')
  })
})

describe('buildRequest: empty values and names', () => {
  it('sends empty values in the query and the body', () => {
    expect(build({ url: '/a', method: 'get', data: [{ name: 'q', value: '' }] }).url).toBe('/a?q=')
    expect(
      build({ url: '/a', method: 'get', data: [{ name: 'q', value: '', type: 'query' }] }).url,
    ).toBe('/a?q=')
    const post = build({
      url: '/a',
      method: 'post',
      data: [{ name: 'n', value: '', type: 'number' }],
    })
    expect(post.init.body).toBe('{"n":""}')
  })

  it('does not send empty header values, from header items or custom headers', () => {
    const request = build({
      url: '/a',
      method: 'get',
      headers: { 'X-Empty': '', 'X-Full': '1' },
      data: [{ name: 'X-Item', value: '', type: 'header' }],
    })
    expect(request.init.headers).toEqual({ 'X-Full': '1' })
  })

  it('an empty header item does not remove a custom header of the same name', () => {
    const request = build({
      url: '/a',
      method: 'get',
      headers: { 'X-Version': '1' },
      data: [{ name: 'X-Version', value: '', type: 'header' }],
    })
    expect(request.init.headers).toEqual({ 'X-Version': '1' })
  })

  it('skips items without a name, as an HTML form does', () => {
    const request = build({ url: '/a', method: 'get', data: [{ name: '', value: 'x' }] })
    expect(request.url).toBe('/a')
  })

  it('skips headers fetch() would reject, with a note, instead of failing later', () => {
    const request = build({
      url: '/a',
      method: 'get',
      data: [
        { name: 'Bad Name', value: 'x', type: 'header' },
        { name: 'X-Emoji', value: '😀', type: 'header' },
      ],
    })
    expect(request.init.headers).toEqual({})
    expect(request.notes).toHaveLength(2)
  })
})

describe('buildRequest: the envelope works with fetch', () => {
  it('builds an init that Request accepts, for every method', async () => {
    for (const method of ['get', 'post', 'put', 'patch', 'delete']) {
      const request = build({
        url: '/e/{id}',
        method,
        server: 'http://localhost:3000',
        data: [
          { name: 'id', value: '1', type: 'path' },
          { name: 'X-A', value: 'b', type: 'header' },
          { name: 'f', value: 'v' },
        ],
        auth: { type: 'basic', username: 'u', password: 'p' },
      })
      const sent = new Request(request.url, request.init)
      expect(sent.method).toBe(method.toUpperCase())
      expect(sent.headers.get('x-a')).toBe('b')
      expect(sent.headers.get('authorization')).toBe(`Basic ${btoa('u:p')}`)
      if (method === 'get' || method === 'delete')
        expect(sent.url).toBe('http://localhost:3000/e/1?f=v')
      else expect(await sent.json()).toEqual({ f: 'v' })
    }
  })
})
