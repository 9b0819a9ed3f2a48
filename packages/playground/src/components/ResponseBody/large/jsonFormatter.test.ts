import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createJsonFormatter, reindentJson } from './jsonFormatter'

describe('reindentJson', () => {
  it('matches JSON.stringify(value, null, 2) for any JSON value', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const compact = JSON.stringify(value)
        expect(reindentJson(compact)).toBe(JSON.stringify(value, null, 2))
        // Already pretty or oddly spaced input gives the same result.
        expect(reindentJson(JSON.stringify(value, null, 4))).toBe(JSON.stringify(value, null, 2))
      }),
    )
  })

  it('keeps number literals and string escapes exactly as received', () => {
    const text = '{"id":12345678901234567890,"price":1.10,"s":"a\\"b\\u00e9 , : { ["}'
    expect(reindentJson(text)).toBe(
      '{\n  "id": 12345678901234567890,\n  "price": 1.10,\n  "s": "a\\"b\\u00e9 , : { ["\n}',
    )
  })

  it('keeps empty containers on one line and tolerates broken input', () => {
    expect(reindentJson('{ "a" : [ ] , "b" : { } }')).toBe('{\n  "a": [],\n  "b": {}\n}')
    expect(reindentJson('{"a": "unterminated')).toBe('{\n  "a": "unterminated')
    expect(reindentJson(']]')).toBe('\n]\n]')
  })

  it('formats in slices that give the same lines as one pass', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.integer({ min: 1, max: 20 }), (value, budget) => {
        const formatter = createJsonFormatter(JSON.stringify(value))
        let steps = 0
        while (!formatter.step(budget)) steps++
        expect(formatter.done).toBe(true)
        expect(formatter.progress).toBe(1)
        expect(formatter.lines.join('\n')).toBe(JSON.stringify(value, null, 2))
        expect(steps).toBeLessThanOrEqual(JSON.stringify(value).length)
      }),
    )
  })

  it('reports progress and grows its lines as it goes', () => {
    const text = JSON.stringify(Array.from({ length: 1000 }, (_, i) => i))
    const formatter = createJsonFormatter(text)
    expect(formatter.step(100)).toBe(false)
    const first = formatter.lines.length
    expect(first).toBeGreaterThan(10)
    expect(formatter.progress).toBeGreaterThan(0)
    expect(formatter.progress).toBeLessThan(0.1)
    formatter.step(1000)
    expect(formatter.lines.length).toBeGreaterThan(first)
    expect(formatter.step()).toBe(true)
    expect(formatter.lines).toHaveLength(1002)
    expect(createJsonFormatter('').lines).toEqual([''])
  })

  // Its speed is measured against a budget in bench/core-limits.ts.
  it('formats a multi-megabyte document', () => {
    const rows = Array.from({ length: 40_000 }, (_, i) => ({ id: i, name: `item ${i}`, ok: true }))
    const text = JSON.stringify({ rows })
    expect(text.length).toBeGreaterThan(1_000_000)
    const pretty = reindentJson(text)
    expect(pretty).toBe(JSON.stringify({ rows }, null, 2))
  })
})
