import { describe, expect, it } from 'vitest'
import { clipLine, eventsToText, splitLines } from './lines'

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
