import { describe, expect, it } from 'vitest'
import { useApiServer } from '../testing.ts'
import { ECHO_BODY_LIMIT } from './echo.ts'

const api = useApiServer()

async function echo(path: string, init?: RequestInit): Promise<Record<string, unknown>> {
  const response = await fetch(`${api.url}${path}`, init)
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8')
  return (await response.json()) as Record<string, unknown>
}

describe('/echo', () => {
  it('reflects a GET: method, path, query with repeated keys, lower-cased headers, empty body', async () => {
    const result = await echo('/echo?a=1&b=two&a=3&empty=', {
      headers: { 'X-Custom-Thing': 'Yes' },
    })
    expect(result).toMatchObject({
      method: 'GET',
      path: '/echo',
      query: { a: ['1', '3'], b: 'two', empty: '' },
      body: '',
      json: null,
      form: null,
      parts: null,
    })
    expect(result.headers).toMatchObject({ 'x-custom-thing': 'Yes' })
  })

  it('echoes sub-paths and any method', async () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      const result = await echo('/echo/users/42', { method, body: 'x' })
      expect(result).toMatchObject({ method, path: '/echo/users/42', body: 'x' })
    }
  })

  it('parses a JSON body and keeps the raw text', async () => {
    const body = JSON.stringify({ name: 'Ada', tags: ['x'] })
    const result = await echo('/echo', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body,
    })
    expect(result).toMatchObject({ body, json: { name: 'Ada', tags: ['x'] } })
  })

  it('keeps json null and says why when the JSON is broken', async () => {
    const result = await echo('/echo', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"broken":',
    })
    expect(result).toMatchObject({ body: '{"broken":', json: null })
    expect(result.error).toMatch(/not valid JSON/)
  })

  it('parses url-encoded forms', async () => {
    const result = await echo('/echo', {
      method: 'POST',
      body: new URLSearchParams([
        ['q', 'a b'],
        ['q', 'c'],
        ['lang', 'fr'],
      ]),
    })
    expect(result.form).toEqual({ q: ['a b', 'c'], lang: 'fr' })
  })

  it('parses multipart with a real file part', async () => {
    const form = new FormData()
    form.append('title', 'Holiday')
    const image = new Uint8Array(3000).map((_, i) => i % 256)
    form.append('photo', new Blob([image], { type: 'image/png' }), 'beach.png')
    form.append('notes', new Blob(['plain text file'], { type: 'text/plain' }), 'notes.txt')
    const result = await echo('/echo/upload', { method: 'POST', body: form })
    expect(result.parts).toEqual([
      { name: 'title', size: 7, value: 'Holiday' },
      { name: 'photo', filename: 'beach.png', size: 3000, type: 'image/png' },
      { name: 'notes', filename: 'notes.txt', size: 15, type: 'text/plain' },
    ])
    expect((result.headers as Record<string, string>)['content-type']).toMatch(
      /^multipart\/form-data; boundary=/,
    )
  })

  it('refuses bodies over the limit with 413', async () => {
    const response = await fetch(`${api.url}/echo`, {
      method: 'POST',
      body: new Uint8Array(ECHO_BODY_LIMIT + 1),
    })
    expect(response.status).toBe(413)
    expect(await response.json()).toMatchObject({ error: 'payload_too_large' })
  })

  it('refuses a streamed body once it passes the limit', async () => {
    const chunk = new Uint8Array(1024 * 1024)
    let sent = 0
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ > 12) controller.close()
        else controller.enqueue(chunk)
      },
    })
    const response = await fetch(`${api.url}/echo`, {
      method: 'POST',
      body,
      duplex: 'half',
    } as RequestInit)
    expect(response.status).toBe(413)
  })
})
