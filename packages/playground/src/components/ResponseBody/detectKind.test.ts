import { describe, expect, it } from 'vitest'
import { detectKind, headerValue } from './detectKind'

describe('headerValue', () => {
  it('finds a header whatever its case', () => {
    expect(headerValue({ 'Content-Type': 'text/plain' }, 'content-type')).toBe('text/plain')
    expect(headerValue(null, 'content-type')).toBe('')
  })
})

describe('detectKind', () => {
  it('treats null and empty strings as empty', () => {
    expect(detectKind(null)).toBe('empty')
    expect(detectKind(undefined)).toBe('empty')
    expect(detectKind('', 'application/json')).toBe('empty')
  })

  it('detects JSON by content type, or by a successful parse of an object or array', () => {
    expect(detectKind({ a: 1 })).toBe('json')
    expect(detectKind([1, 2])).toBe('json')
    expect(detectKind(42)).toBe('json')
    expect(detectKind('{"a":1}', 'application/json; charset=utf-8')).toBe('json')
    expect(detectKind('42', 'application/problem+json')).toBe('json')
    expect(detectKind('{"a":1}')).toBe('json')
    expect(detectKind(' [1]', 'text/plain')).toBe('json')
    expect(detectKind('{"a":', 'application/json')).toBe('text')
    expect(detectKind('42')).toBe('text')
    expect(detectKind('{"a":1}', 'text/html')).toBe('text')
    expect(detectKind('hello', 'text/plain')).toBe('text')
  })

  it('detects images and binary from Blobs and byte arrays', () => {
    expect(detectKind(new Blob(['x'], { type: 'image/png' }))).toBe('image')
    expect(detectKind(new Blob(['x']), 'image/gif')).toBe('image')
    expect(detectKind(new Blob(['x'], { type: 'application/pdf' }))).toBe('binary')
    expect(detectKind(new Uint8Array([1, 2]), 'application/octet-stream')).toBe('binary')
    expect(detectKind(new ArrayBuffer(2), 'image/webp')).toBe('image')
  })

  it('detects event streams from arrays by content type or while streaming', () => {
    expect(detectKind([], 'text/event-stream')).toBe('event-stream')
    expect(detectKind([{ event: 'message', data: 'x' }], '', true)).toBe('event-stream')
    expect(detectKind('data: x\n\n', 'text/event-stream')).toBe('text')
  })
})
