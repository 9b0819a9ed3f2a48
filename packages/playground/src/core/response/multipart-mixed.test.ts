import { describe, expect, it } from 'vitest'
import { createMultipartParser, multipartBoundary } from './multipart-mixed'

const BODY =
  'preamble, not shown\r\n' +
  '--b1\r\n' +
  'Content-Type: application/json\r\n\r\n' +
  '{"id":1}\r\n' +
  '--b1  \r\n' +
  '\r\n' +
  'plain text, no headers\r\nsecond line\r\n' +
  '--b1--\r\n' +
  'epilogue, not shown'

const parts = [
  { event: 'application/json', data: '{"id":1}' },
  { event: 'part', data: 'plain text, no headers\r\nsecond line' },
]

describe('multipart/mixed (RFC 2046 5.1.1)', () => {
  it('reads the boundary parameter, quoted or not', () => {
    expect(multipartBoundary('multipart/mixed; boundary=b1')).toBe('b1')
    expect(multipartBoundary('multipart/mixed;boundary="a \\"b\\""; charset=x')).toBe('a "b"')
    expect(multipartBoundary('multipart/mixed')).toBeUndefined()
  })

  it('gives each part once its delimiter arrives: named by its Content-Type, its body as data', () => {
    const parser = createMultipartParser('b1')
    expect([...parser.feed(BODY), ...parser.end()]).toEqual(parts)
  })

  it('gives the same parts whatever the chunks, one character at a time included', () => {
    for (const size of [1, 2, 3, 7, 13]) {
      const parser = createMultipartParser('b1')
      const out = []
      for (let at = 0; at < BODY.length; at += size)
        out.push(...parser.feed(BODY.slice(at, at + size)))
      out.push(...parser.end())
      expect(out, `chunks of ${size}`).toEqual(parts)
    }
  })

  it('takes LF line ends, and gives a part cut off before its delimiter at the end', () => {
    const parser = createMultipartParser('x')
    expect(parser.feed('--x\n\none\n--x\nContent-Type: text/csv\n\na,b\n')).toEqual([
      { event: 'part', data: 'one' },
    ])
    expect(parser.end()).toEqual([{ event: 'text/csv', data: 'a,b' }])
  })
})
