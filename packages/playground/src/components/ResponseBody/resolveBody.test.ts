import { describe, expect, it } from 'vitest'
import { resolveBody } from './resolveBody'

describe('resolveBody', () => {
  it('pretty-prints parsed JSON and measures its compact UTF-8 length', () => {
    const r = resolveBody({ body: { a: 'é' }, contentType: 'application/json' })
    expect(r.kind).toBe('json')
    expect(r.text).toBe('{\n  "a": "é"\n}')
    expect(r.formatted).toBe(true)
    expect(r.size).toBe(new TextEncoder().encode('{"a":"é"}').length)
  })

  it('keeps JSON text as received, to re-indent without losing big numbers', () => {
    const text = '{"id":12345678901234567890}'
    const r = resolveBody({ body: text, contentType: 'application/json' })
    expect(r).toMatchObject({ kind: 'json', text, formatted: false, raw: text, size: 27 })
  })

  it('prefers the received text for JSON when given', () => {
    const r = resolveBody({
      body: { id: 1.1 },
      text: '{"id":1.10}',
      contentType: 'application/json',
    })
    expect(r).toMatchObject({ kind: 'json', text: '{"id":1.10}', formatted: false, size: 11 })
    // Received text that is not JSON is not trusted for display.
    const bad = resolveBody({ body: { a: 1 }, text: 'oops', contentType: 'application/json' })
    expect(bad).toMatchObject({ text: '{\n  "a": 1\n}', formatted: true, raw: 'oops', size: 4 })
  })

  it('treats a string that is not JSON text as a parsed JSON string when told it is JSON', () => {
    expect(resolveBody({ body: 'hello', kind: 'json', contentType: '' }).text).toBe('"hello"')
  })

  it('keeps text as is', () => {
    const r = resolveBody({ body: 'a\r\nb', contentType: 'text/plain' })
    expect(r).toMatchObject({ kind: 'text', text: 'a\r\nb', size: 4 })
  })

  it('returns Blobs for images and binary, with their size', () => {
    const png = new Blob([new Uint8Array(10)], { type: 'image/png' })
    expect(resolveBody({ body: png, contentType: 'image/png' })).toMatchObject({
      kind: 'image',
      blob: png,
      size: 10,
    })
    const bytes = resolveBody({ body: new Uint8Array(3), contentType: 'application/zip' })
    expect(bytes.kind).toBe('binary')
    expect(bytes.blob?.size).toBe(3)
    expect(bytes.blob?.type).toBe('application/zip')
    // A Blob is never shown as text, even when told so.
    expect(resolveBody({ body: png, kind: 'text', contentType: '' }).kind).toBe('image')
  })

  it('passes event lists through without a size', () => {
    const events = [{ event: 'message', data: 'x' }]
    expect(resolveBody({ body: events, contentType: 'text/event-stream' })).toMatchObject({
      kind: 'event-stream',
      events,
      size: null,
    })
  })

  it('reports empty bodies', () => {
    expect(resolveBody({ body: '', contentType: 'text/plain' })).toMatchObject({
      kind: 'empty',
      size: 0,
    })
  })
})
