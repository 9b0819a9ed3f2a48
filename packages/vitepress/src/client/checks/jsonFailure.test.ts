// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { jsonErrorOffset, parseJson } from './jsonFailure'

describe('where a JSON text stops being JSON', () => {
  it('gives the line and column of the first character that is not JSON', () => {
    expect(parseJson('{\n  "a": 1,\n  "b": }')).toEqual({
      ok: false,
      failure: { line: 3, column: 8 },
    })
    expect(parseJson('{"environments": [')).toEqual({ ok: false, failure: { line: 1, column: 19 } })
    expect(parseJson('[1, 2,]')).toEqual({ ok: false, failure: { line: 1, column: 7 } })
    expect(parseJson('{"a" 1}')).toEqual({ ok: false, failure: { line: 1, column: 6 } })
    expect(parseJson('{"a": 1} x')).toEqual({ ok: false, failure: { line: 1, column: 10 } })
  })
  it('agrees with JSON.parse on what is JSON', () => {
    for (const text of ['[]', '{}', ' {"a": [1, {"b": null}], "c": "\\u00e9"} ', '-1.5e3', '"x"'])
      expect(jsonErrorOffset(text), text).toBe(-1)
    for (const text of ['', '01', '[1,]', '{"a":1,}', '"\t"', 'nul', '{a:1}', '[1 2]'])
      expect(jsonErrorOffset(text), text).toBeGreaterThanOrEqual(0)
    expect(parseJson('[1]')).toEqual({ ok: true, value: [1] })
  })
  it('scans deep nesting without overflowing', () => {
    expect(jsonErrorOffset('['.repeat(100_000) + ']'.repeat(100_000))).toBe(-1)
  })
})
