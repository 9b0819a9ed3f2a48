import { describe, expect, it } from 'vitest'
import { parseBody } from './body.ts'

const bytes = (text: string) => Buffer.from(text, 'utf8')

describe('parseBody', () => {
  it('parses JSON for application/json and +json types', async () => {
    expect((await parseBody('application/json', bytes('{"a":1}'))).json).toEqual({ a: 1 })
    const problem = await parseBody('application/problem+json; charset=utf-8', bytes('[1]'))
    expect(problem.json).toEqual([1])
  })

  it('reports invalid JSON instead of failing', async () => {
    const parsed = await parseBody('application/json', bytes('{nope'))
    expect(parsed.json).toBeNull()
    expect(parsed.error).toMatch(/not valid JSON/)
  })

  it('leaves JSON null for other types and empty bodies', async () => {
    expect((await parseBody('text/plain', bytes('{"a":1}'))).json).toBeNull()
    expect(await parseBody('application/json', bytes(''))).toEqual({
      json: null,
      form: null,
      parts: null,
    })
  })

  it('parses url-encoded forms, repeated keys as arrays', async () => {
    const parsed = await parseBody('application/x-www-form-urlencoded', bytes('a=1&b=x+y&a=2'))
    expect(parsed.form).toEqual({ a: ['1', '2'], b: 'x y' })
  })

  it('parses multipart text and file parts', async () => {
    const form = new FormData()
    form.append('note', 'héllo')
    form.append(
      'upload',
      new Blob([new Uint8Array([0, 1, 2, 255])], { type: 'image/png' }),
      'a.png',
    )
    const request = new Request('http://x/', { method: 'POST', body: form })
    const body = Buffer.from(await request.arrayBuffer())
    const parsed = await parseBody(request.headers.get('content-type') ?? '', body)
    expect(parsed.parts).toEqual([
      { name: 'note', size: 6, value: 'héllo' },
      { name: 'upload', filename: 'a.png', size: 4, type: 'image/png' },
    ])
  })

  it('reports a multipart body that does not match its boundary', async () => {
    const parsed = await parseBody('multipart/form-data; boundary=xyz', bytes('garbage'))
    expect(parsed.parts).toBeNull()
    expect(parsed.error).toMatch(/multipart/)
  })
})
