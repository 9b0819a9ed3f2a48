import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { headerValue, resolveBody } from './resolveBody'

/** The display kind inferred for a body. */
const kindOf = (body: unknown, type = '', streaming = false) =>
  resolveBody(body, null, undefined, type, streaming).kind

describe('headerValue', () => {
  it('finds a header whatever its case', () => {
    expect(headerValue({ 'Content-Type': 'text/plain' }, 'content-type')).toBe('text/plain')
    expect(headerValue(null, 'content-type')).toBe('')
  })
})

describe('resolveBody: kind', () => {
  it('treats null and empty strings as empty', () => {
    expect(kindOf(null)).toBe('empty')
    expect(kindOf(undefined)).toBe('empty')
    expect(kindOf('', 'application/json')).toBe('empty')
  })

  it('detects JSON by content type, or by a successful parse of an object or array', () => {
    expect(kindOf({ a: 1 })).toBe('json')
    expect(kindOf([1, 2])).toBe('json')
    expect(kindOf(42)).toBe('json')
    expect(kindOf('{"a":1}', 'application/json; charset=utf-8')).toBe('json')
    expect(kindOf('42', 'application/problem+json')).toBe('json')
    expect(kindOf('{"a":1}')).toBe('json')
    expect(kindOf(' [1]', 'text/plain')).toBe('json')
    expect(kindOf('{"a":', 'application/json')).toBe('text')
    expect(kindOf('42')).toBe('text')
    expect(kindOf('{"a":1}', 'text/html')).toBe('text')
    expect(kindOf('hello', 'text/plain')).toBe('text')
  })

  it('detects images and binary from Blobs and byte arrays', () => {
    expect(kindOf(new Blob(['x'], { type: 'image/png' }))).toBe('image')
    expect(kindOf(new Blob(['x']), 'image/gif')).toBe('image')
    expect(kindOf(new Blob(['x'], { type: 'application/pdf' }))).toBe('binary')
    expect(kindOf(new Uint8Array([1, 2]), 'application/octet-stream')).toBe('binary')
    expect(kindOf(new ArrayBuffer(2), 'image/webp')).toBe('image')
  })

  it('detects event streams from arrays by content type or while streaming', () => {
    expect(kindOf([], 'text/event-stream')).toBe('event-stream')
    expect(kindOf([{ event: 'message', data: 'x' }], '', true)).toBe('event-stream')
    expect(kindOf('data: x\n\n', 'text/event-stream')).toBe('text')
  })
})

describe('resolveBody', () => {
  it('pretty-prints parsed JSON and measures its compact UTF-8 length', () => {
    const r = resolveBody({ a: 'é' }, null, undefined, 'application/json')
    expect(r.kind).toBe('json')
    expect(r.text).toBe('{\n  "a": "é"\n}')
    expect(r.formatted).toBe(true)
    expect(r.size).toBe(new TextEncoder().encode('{"a":"é"}').length)
  })

  it('keeps JSON text as received, to re-indent without losing big numbers', () => {
    const text = '{"id":12345678901234567890}'
    const r = resolveBody(text, null, undefined, 'application/json')
    expect(r).toMatchObject({ kind: 'json', text, formatted: false, raw: text, size: 27 })
  })

  it('prefers the received text for JSON when given', () => {
    const r = resolveBody({ id: 1.1 }, '{"id":1.10}', undefined, 'application/json')
    expect(r).toMatchObject({ kind: 'json', text: '{"id":1.10}', formatted: false, size: 11 })
    // Received text that is not JSON is not trusted for display.
    const bad = resolveBody({ a: 1 }, 'oops', undefined, 'application/json')
    expect(bad).toMatchObject({ text: '{\n  "a": 1\n}', formatted: true, raw: 'oops', size: 4 })
    // Text that a caller declares JSON along with its parsed value is taken as is (not parsed again).
    const told = resolveBody({ id: 1.1 }, '{"id":1.10}', 'json', '')
    expect(told).toMatchObject({ text: '{"id":1.10}', formatted: false })
  })

  it('treats a string that is not JSON text as a parsed JSON string when told it is JSON', () => {
    expect(resolveBody('hello', null, 'json', '').text).toBe('"hello"')
  })

  it('keeps text as is', () => {
    const r = resolveBody('a\r\nb', null, undefined, 'text/plain')
    expect(r).toMatchObject({ kind: 'text', text: 'a\r\nb', size: 4 })
    // The kind prop wins over inference.
    expect(resolveBody('{"a":1}', null, 'text', '')).toMatchObject({
      kind: 'text',
      text: '{"a":1}',
    })
  })

  it('returns Blobs for images and binary, with their size', () => {
    const png = new Blob([new Uint8Array(10)], { type: 'image/png' })
    expect(resolveBody(png, null, undefined, 'image/png')).toMatchObject({
      kind: 'image',
      blob: png,
      size: 10,
    })
    const bytes = resolveBody(new Uint8Array(3), null, undefined, 'application/zip')
    expect(bytes.kind).toBe('binary')
    expect(bytes.blob?.size).toBe(3)
    expect(bytes.blob?.type).toBe('application/zip')
    // A Blob is never shown as text, even when told so.
    expect(resolveBody(png, null, 'text', '').kind).toBe('image')
  })

  it('passes event lists through without a size', () => {
    const events = [{ event: 'message', data: 'x' }]
    expect(resolveBody(events, null, undefined, 'text/event-stream')).toMatchObject({
      kind: 'event-stream',
      size: null,
    })
  })

  it('reports empty bodies', () => {
    expect(resolveBody('', null, undefined, 'text/plain')).toMatchObject({ kind: 'empty', size: 0 })
  })

  it('measures text as UTF-8 bytes', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        expect(resolveBody(text, null, 'text', 'text/plain').size).toBe(
          new TextEncoder().encode(text).length,
        )
      }),
      { numRuns: 100 },
    )
    expect(resolveBody('é€😀', null, 'text', '').size).toBe(2 + 3 + 4)
    expect(resolveBody('\ud800x', null, 'text', '').size).toBe(4)
  })
})
