import { describe, expect, it } from 'vitest'
import { createJsonLinesParser, JSON_LINES } from './json-lines'

const datas = (events: { data: string }[]) => events.map((event) => event.data)

describe('createJsonLinesParser', () => {
  it('gives each line as soon as it ends, a line split across chunks once', () => {
    const parser = createJsonLinesParser()
    expect(datas(parser.feed('{"id":1}\n{"id"'))).toEqual(['{"id":1}'])
    expect(datas(parser.feed(':2}\n'))).toEqual(['{"id":2}'])
    expect(parser.end()).toEqual([])
  })

  it('keeps a last line without LF, drops blank lines, CR of CRLF and RFC 7464 separators', () => {
    const parser = createJsonLinesParser()
    expect(datas(parser.feed('\u001e{"a":1}\r\n\n  \n\u001e[2]\n3'))).toEqual(['{"a":1}', '[2]'])
    expect(parser.end()).toEqual([{ event: 'item', data: '3' }])
  })
})

describe('JSON_LINES', () => {
  it.each([
    ['application/jsonl', true],
    ['application/x-ndjson; charset=utf-8', true],
    ['application/json-seq', true],
    ['application/json', false],
    ['text/plain', false],
  ])('%s: %s', (type, expected) => {
    expect(JSON_LINES.test(type)).toBe(expected)
  })
})
