import { describe, expect, it } from 'vitest'
import { decodeBody } from './read-body'

const bytes = (text: string) => new TextEncoder().encode(text)

describe('decodeBody', () => {
  it('JSON by content type, including +json and bare values', () => {
    expect(decodeBody(bytes('{"a":1}'), 'application/json; charset=utf-8')).toMatchObject({
      kind: 'json',
      body: { a: 1 },
      text: '{"a":1}',
      size: 7,
    })
    expect(decodeBody(bytes('[1]'), 'application/problem+json').kind).toBe('json')
    expect(decodeBody(bytes('42'), 'application/json').body).toBe(42)
  })

  it('JSON by successful parse when the type says nothing useful', () => {
    expect(decodeBody(bytes('{"a":1}'), '').kind).toBe('json')
    expect(decodeBody(bytes('[1,2]'), 'text/plain').kind).toBe('json')
    expect(decodeBody(bytes('42'), '').kind).toBe('text')
  })

  it('invalid JSON declared as JSON falls back to text', () => {
    expect(decodeBody(bytes('{oops'), 'application/json')).toMatchObject({
      kind: 'text',
      body: '{oops',
    })
  })

  it('text, XML and HTML are text; HTML is never parsed', () => {
    expect(decodeBody(bytes('<p>hi</p>'), 'text/html').kind).toBe('text')
    expect(decodeBody(bytes('<a/>'), 'application/xml').kind).toBe('text')
  })

  it('images are Blobs; binary is a Blob; size is the byte length', () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47])
    const image = decodeBody(png, 'image/png')
    expect(image.kind).toBe('image')
    expect(image.body).toBeInstanceOf(Blob)
    const binary = decodeBody(new Uint8Array([0xff, 0xfe, 0x00, 0x01]), 'application/octet-stream')
    expect(binary).toMatchObject({ kind: 'binary', size: 4 })
  })

  it('size counts UTF-8 bytes, not characters', () => {
    expect(decodeBody(bytes('héllo'), 'text/plain').size).toBe(6)
  })

  it('an empty body is empty, not null', () => {
    expect(decodeBody(new Uint8Array(0), 'application/json')).toEqual({
      kind: 'empty',
      body: '',
      text: '',
      size: 0,
    })
  })
})
