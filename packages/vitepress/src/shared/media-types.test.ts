import { describe, expect, it } from 'vitest'
import { EVENT_STREAM, JSON_LINES, JSON_TYPE, MULTIPART, MULTIPART_MIXED } from './media-types'

describe('media types', () => {
  it('matches JSON and +json types, with parameters, in any case', () => {
    for (const type of [
      'application/json',
      'application/problem+json',
      'application/vnd.api+json; charset=utf-8',
      'TEXT/JSON',
    ])
      expect(JSON_TYPE.test(type), type).toBe(true)
    for (const type of ['application/jsonl', 'application/x-ndjson', 'text/plain', '*/*'])
      expect(JSON_TYPE.test(type), type).toBe(false)
  })

  it('tells the sequential types apart', () => {
    expect(EVENT_STREAM.test('text/event-stream; charset=utf-8')).toBe(true)
    expect(EVENT_STREAM.test('text/event-streams')).toBe(false)
    for (const type of ['application/jsonl', 'application/x-ndjson', 'application/json-seq'])
      expect(JSON_LINES.test(type), type).toBe(true)
    expect(JSON_LINES.test('application/json')).toBe(false)
    expect(MULTIPART_MIXED.test('multipart/mixed; boundary=x')).toBe(true)
    expect(MULTIPART_MIXED.test('multipart/form-data')).toBe(false)
    expect(MULTIPART.test('multipart/form-data')).toBe(true)
  })
})
