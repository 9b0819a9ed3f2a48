import { Buffer } from 'node:buffer'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { base64Encode, bytesToBase64 } from './base64'

describe('base64Encode', () => {
  it.each([
    ['', ''],
    ['f', 'Zg=='],
    ['fo', 'Zm8='],
    ['foo', 'Zm9v'],
    ['foobar', 'Zm9vYmFy'],
    // RFC 7617 section 2 example.
    ['Aladdin:open sesame', 'QWxhZGRpbjpvcGVuIHNlc2FtZQ=='],
    // RFC 7617 section 2.1 example (UTF-8 charset).
    ['test:123£', 'dGVzdDoxMjPCow=='],
  ])('%j -> %s', (text, expected) => {
    expect(base64Encode(text)).toBe(expected)
  })

  it('encodes unicode beyond Latin-1 as UTF-8 (btoa alone would throw)', () => {
    expect(base64Encode('é 👋 日本')).toBe(Buffer.from('é 👋 日本', 'utf8').toString('base64'))
  })

  it('matches Node Buffer for arbitrary text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        expect(base64Encode(text)).toBe(Buffer.from(text, 'utf8').toString('base64'))
      }),
    )
  })

  it('handles inputs larger than one conversion slice', () => {
    const bytes = new Uint8Array(200_000).map((_, i) => i % 256)
    expect(bytesToBase64(bytes)).toBe(Buffer.from(bytes).toString('base64'))
  })
})
