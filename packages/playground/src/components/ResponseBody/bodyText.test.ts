import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  clipLine,
  downloadFilename,
  eventsToText,
  extensionFor,
  splitLines,
  utf8Length,
} from './bodyText'

describe('splitLines', () => {
  it('splits at LF, CRLF and CR without a trailing empty line', () => {
    expect(splitLines('a\nb\r\nc\rd\n')).toEqual(['a', 'b', 'c', 'd'])
    expect(splitLines('')).toEqual([''])
    expect(splitLines('\n')).toEqual([''])
    expect(splitLines('a\n\nb')).toEqual(['a', '', 'b'])
  })
})

describe('clipLine', () => {
  it('leaves short lines alone and cuts long ones', () => {
    expect(clipLine('abc', 5)).toEqual({ text: 'abc', omitted: 0 })
    expect(clipLine('abcdefgh', 5)).toEqual({ text: 'abcde', omitted: 3 })
  })

  it('never splits a surrogate pair', () => {
    expect(clipLine('abcd😀xyz', 5)).toEqual({ text: 'abcd', omitted: 5 })
  })
})

describe('utf8Length', () => {
  it('equals the length of TextEncoder output', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        expect(utf8Length(text)).toBe(new TextEncoder().encode(text).length)
      }),
      { numRuns: 100 },
    )
    expect(utf8Length('é€😀')).toBe(2 + 3 + 4)
    expect(utf8Length('\ud800x')).toBe(4)
  })
})

describe('eventsToText', () => {
  it('serializes events as text/event-stream', () => {
    expect(
      eventsToText([
        { event: 'message', data: 'hello' },
        { event: 'update', data: 'a\nb', id: '7', retry: 3000 },
      ]),
    ).toBe('data: hello\n\nevent: update\nid: 7\nretry: 3000\ndata: a\ndata: b\n\n')
  })
})

describe('downloadFilename', () => {
  it('uses Content-Disposition when present, without any path', () => {
    expect(downloadFilename('attachment; filename="report.pdf"', '', 'binary')).toBe('report.pdf')
    expect(downloadFilename("attachment; filename*=UTF-8''r%C3%A9sum%C3%A9.txt", '', 'text')).toBe(
      'résumé.txt',
    )
    expect(downloadFilename('attachment; filename=../../etc/passwd', '', 'text')).toBe('passwd')
    expect(downloadFilename('attachment; filename=".."', 'text/plain', 'text')).toBe('response.txt')
  })

  it('derives the extension from the content type or the kind', () => {
    expect(downloadFilename('', 'application/problem+json', 'json')).toBe('response.json')
    expect(extensionFor('image/png', 'image')).toBe('png')
    expect(extensionFor('image/svg+xml', 'image')).toBe('svg')
    expect(extensionFor('text/html; charset=utf-8', 'text')).toBe('html')
    expect(extensionFor('', 'json')).toBe('json')
    expect(extensionFor('application/octet-stream', 'binary')).toBe('bin')
  })
})
