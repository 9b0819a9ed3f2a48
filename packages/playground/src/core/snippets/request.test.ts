import { describe, expect, it } from 'vitest'
import { buildRequest } from '../request/request'
import { snippetBody, snippetHeaders, snippetRequestFrom, wellFormed } from './request'

describe('snippetRequestFrom', () => {
  it('turns a built multipart request into parts, each file named by its file name', () => {
    const built = buildRequest({
      url: 'https://x/up',
      method: 'post',
      data: [
        { name: 'title', value: 'Hi' },
        { name: 'avatar', value: '', type: 'file' },
      ],
      auth: { type: 'apiKey', in: 'query', name: 'key', value: 'k' },
      files: { avatar: [new File(['png'], 'me.png', { type: 'image/png' }), new File([''], 'b')] },
    })
    expect(snippetRequestFrom(built)).toEqual({
      url: 'https://x/up?key=k',
      method: 'POST',
      headers: {},
      form: [
        { name: 'title', value: 'Hi' },
        { name: 'avatar', file: 'me.png', type: 'image/png' },
        { name: 'avatar', file: 'b' },
      ],
    })
  })

  it('keeps string bodies and auth headers as built', () => {
    const built = buildRequest({
      url: 'https://x/a',
      method: 'put',
      data: [{ name: 'a', value: '1 2' }],
      contentType: 'application/x-www-form-urlencoded',
      auth: { type: 'bearer', token: 't' },
    })
    expect(snippetRequestFrom(built)).toEqual({
      url: 'https://x/a',
      method: 'PUT',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Authorization: 'Bearer t' },
      body: 'a=1+2',
    })
  })

  it('writes the Content-Type fetch() adds for URLSearchParams', () => {
    const request = snippetRequestFrom({
      url: '/a',
      init: { method: 'POST', body: new URLSearchParams({ a: 'b' }) },
    })
    expect(request.body).toBe('a=b')
    expect(request.headers).toEqual({
      'Content-Type': 'application/x-www-form-urlencoded;charset=UTF-8',
    })
  })
})

describe('snippetBody and snippetHeaders', () => {
  it('prefer the form, and drop Content-Type (any case) only for a form', () => {
    const headers = { 'content-TYPE': 'multipart/form-data', 'X-A': 'b' }
    const form = { url: '/', method: 'post', headers, body: 'x', form: [] }
    expect(snippetBody(form)).toEqual({ kind: 'form', parts: [] })
    expect(snippetHeaders(form)).toEqual([['X-A', 'b']])
    const text = { url: '/', method: 'post', headers, body: 'x' }
    expect(snippetBody(text)).toEqual({ kind: 'text', text: 'x' })
    expect(snippetHeaders(text)).toHaveLength(2)
    expect(snippetBody({ url: '/', method: 'get', body: '' })).toEqual({ kind: 'none' })
  })
})

describe('wellFormed', () => {
  it('replaces lone surrogates only', () => {
    expect(wellFormed('a\uD800b\uDC00c👋')).toBe('a\uFFFDb\uFFFDc👋')
  })
})

describe('snippetRequestFrom with cookies', () => {
  it('sends one Cookie header: the auth cookie, then the cookie items', () => {
    const built = buildRequest({
      url: 'https://api.example/items',
      method: 'get',
      data: [{ name: 'theme', value: 'dark', type: 'cookie' }],
      auth: { type: 'apiKey', in: 'cookie', name: 'session', value: 's1' },
    })
    const request = snippetRequestFrom(built)
    const cookies = Object.entries(request.headers ?? {}).filter(
      ([name]) => name.toLowerCase() === 'cookie',
    )
    expect(cookies).toEqual([['Cookie', 'session=s1; theme=dark']])
  })
})
