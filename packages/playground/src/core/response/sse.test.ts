import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createEventStreamParser } from './sse'
import type { ServerSentEvent } from '../types'

/** Feeds the chunks to a fresh parser and collects every event, including those from end(). */
function parse(...chunks: string[]): ServerSentEvent[] {
  const parser = createEventStreamParser()
  const events = chunks.flatMap((chunk) => parser.feed(chunk))
  return [...events, ...parser.end()]
}

const message = (data: string, extra: Partial<ServerSentEvent> = {}): ServerSentEvent => ({
  event: 'message',
  data,
  ...extra,
})

describe('createEventStreamParser: examples of the HTML Living Standard 9.2', () => {
  it('joins several data lines with LF', () => {
    expect(parse('data: YHOO\ndata: +2\ndata: 10\n\n')).toEqual([message('YHOO\n+2\n10')])
  })

  it('handles comments, ids, an empty id and only one removed space', () => {
    const stream =
      ': test stream\n\ndata: first event\nid: 1\n\ndata:second event\nid\n\ndata:  third event\n\n'
    expect(parse(stream)).toEqual([
      message('first event', { id: '1' }),
      // The bare `id` line resets the last event ID to the empty string.
      message('second event'),
      message(' third event'),
    ])
  })

  it('dispatches empty data, a lone newline, and discards the unterminated last block', () => {
    expect(parse('data\n\ndata\ndata\n\ndata:')).toEqual([message(''), message('\n')])
  })

  it('treats "data:test" and "data: test" alike', () => {
    expect(parse('data:test\n\ndata: test\n\n')).toEqual([message('test'), message('test')])
  })
})

describe('createEventStreamParser: fields', () => {
  it('uses the event field as type, defaulting to message, and resets it after dispatch', () => {
    expect(parse('event: add\ndata: 1\n\ndata: 2\n\n')).toEqual([
      { event: 'add', data: '1' },
      message('2'),
    ])
  })

  it('does not dispatch a block without data, and forgets its event type', () => {
    expect(parse('event: ping\n\ndata: x\n\n')).toEqual([message('x')])
    expect(parse(': only a comment\n\nid: 7\n\n')).toEqual([])
  })

  it('keeps the last event id across events until another id field changes it', () => {
    const parser = createEventStreamParser()
    const events = parser.feed('id: 1\ndata: a\n\ndata: b\n\nid: 2\n\ndata: c\n\nid\ndata: d\n\n')
    expect(events).toEqual([
      message('a', { id: '1' }),
      message('b', { id: '1' }),
      message('c', { id: '2' }),
      message('d'),
    ])
    expect(parser.lastEventId).toBe('')
  })

  it('ignores an id that contains NULL', () => {
    expect(parse('id: 1\n\nid: a\0b\ndata: x\n\n')).toEqual([message('x', { id: '1' })])
  })

  it('accepts retry only as ASCII digits and reports it on the event of its block', () => {
    const parser = createEventStreamParser()
    const events = parser.feed(
      'retry: 1000\ndata: a\n\nretry: 1a\ndata: b\n\nretry: -1\nretry:  5\nretry:\nretry: ٣\ndata: c\n\n',
    )
    expect(events).toEqual([message('a', { retry: 1000 }), message('b'), message('c')])
    expect(parser.reconnectionTime).toBe(1000)
    parser.feed('retry: 250\n\n')
    expect(parser.reconnectionTime).toBe(250)
  })

  it('ignores unknown fields, and a field without a colon has an empty value', () => {
    expect(parse('foo: bar\ndata\nDATA: upper\nevent\ndata: x\n\n')).toEqual([message('\nx')])
  })

  it('splits at the first colon only and keeps colons in the value', () => {
    expect(parse('data: a: b:c\n\n')).toEqual([message('a: b:c')])
  })
})

describe('createEventStreamParser: line ends and chunking', () => {
  it('accepts CRLF, LF and CR line ends, mixed', () => {
    expect(parse('data: a\r\ndata: b\rdata: c\n\r\ndata: d\r\r')).toEqual([
      message('a\nb\nc'),
      message('d'),
    ])
  })

  it('treats a CR at the end of a chunk and an LF at the start of the next as one line end', () => {
    expect(parse('data: a\r', '\ndata: b\r', '\n\r', '\n')).toEqual([message('a\nb')])
    // Events are dispatched when the CR arrives, not when the next chunk shows there is no LF.
    const parser = createEventStreamParser()
    expect(parser.feed('data: a\r\r')).toEqual([message('a')])
  })

  it('remembers a trailing CR across empty chunks', () => {
    expect(parse('data: a\r', '', '\n', '\n')).toEqual([message('a')])
  })

  it('strips one BOM at the start of the stream only', () => {
    expect(parse('\uFEFFdata: a\n\n')).toEqual([message('a')])
    expect(parse('', '\uFEFF', 'data: a\n\n')).toEqual([message('a')])
    // A second BOM is part of the first field name, which is then unknown.
    expect(parse('\uFEFF\uFEFFdata: a\n\ndata: b\n\n')).toEqual([message('b')])
    expect(parse('data: a\n', '\uFEFFdata: b\n\n')).toEqual([message('a')])
  })

  it('discards an unterminated event at the end of the stream', () => {
    expect(parse('data: a\n\ndata: b\n')).toEqual([message('a')])
    expect(parse('data: a\n\ndata: b')).toEqual([message('a')])
  })

  it('starts a new stream after end(): fresh id, BOM and buffers', () => {
    const parser = createEventStreamParser()
    expect(parser.feed('id: 9\ndata: a\n\ndata: half')).toEqual([message('a', { id: '9' })])
    expect(parser.end()).toEqual([])
    expect(parser.lastEventId).toBe('9')
    expect(parser.feed('\uFEFFdata: b\n\n')).toEqual([message('b')])
    expect(parser.lastEventId).toBe('')
  })

  it('handles long lines delivered one character at a time', () => {
    const long = 'x'.repeat(100_000)
    const parser = createEventStreamParser()
    const events: ServerSentEvent[] = []
    for (const char of `data: ${long}\n\n`) events.push(...parser.feed(char))
    expect(events).toEqual([message(long)])
  })

  // Every feature at once: BOM, comments, all three line ends, multi-line data, ids (set, kept,
  // NULL-ignored, reset), retry, unknown fields, unicode split inside surrogate pairs, and an
  // unterminated final block.
  const STREAM =
    '\uFEFF: hello\r\n' +
    'event: greet\rdata: héllo 👋\ndata\r\nid: 1\n\n' +
    'data: two\r\nretry: 3000\r\n\r\n' +
    'id: x\0y\nfoo: bar\ndata:  spaced: yes\r\r' +
    'event: bye\nid\ndata: 🎉\n\n' +
    ': no data here\nevent: lost\n\n' +
    'data: unfinished'
  const EXPECTED: ServerSentEvent[] = [
    { event: 'greet', data: 'héllo 👋\n', id: '1' },
    message('two', { id: '1', retry: 3000 }),
    message(' spaced: yes', { id: '1' }),
    { event: 'bye', data: '🎉' },
  ]

  it('parses the representative stream in one chunk', () => {
    expect(parse(STREAM)).toEqual(EXPECTED)
  })

  it('gives the same events when the stream is split at every position', () => {
    for (let i = 0; i <= STREAM.length; i++) {
      expect(parse(STREAM.slice(0, i), STREAM.slice(i))).toEqual(EXPECTED)
    }
  })

  it('gives the same events when the stream is split at every pair of positions', () => {
    for (let i = 0; i <= STREAM.length; i++) {
      for (let j = i; j <= STREAM.length; j++) {
        const events = parse(STREAM.slice(0, i), STREAM.slice(i, j), STREAM.slice(j))
        if (JSON.stringify(events) !== JSON.stringify(EXPECTED)) {
          // Report the failing split instead of just "not equal".
          expect({ i, j, events }).toEqual({ i, j, events: EXPECTED })
        }
      }
    }
  })

  it('gives the same events for any chunking of arbitrary streams', () => {
    const unit = fc.constantFrom(
      '\r',
      '\n',
      ':',
      ' ',
      'data',
      'event',
      'id',
      'retry',
      '1',
      'é',
      '\0',
      '\uFEFF',
    )
    fc.assert(
      fc.property(
        fc.string({ unit, maxLength: 60 }),
        fc.array(fc.nat(), { maxLength: 6 }),
        (stream, cuts) => {
          const points = [...new Set(cuts.map((c) => c % (stream.length + 1)))].sort(
            (a, b) => a - b,
          )
          const chunks = [0, ...points].map((start, k) => stream.slice(start, points[k]))
          expect(parse(...chunks)).toEqual(parse(stream))
        },
      ),
      { numRuns: 2000 },
    )
  })
})
