import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { reindentJson } from './jsonFormatter'
import { createJsonLineIndex, type JsonLineIndex } from './jsonLineIndex'

const allLines = (index: JsonLineIndex) =>
  Array.from({ length: index.length }, (_, k) => index.at(k))

describe('createJsonLineIndex', () => {
  it('gives the lines of reindentJson, for any JSON value and any slice size', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.integer({ min: 1, max: 50 }), (value, budget) => {
        for (const text of [JSON.stringify(value), JSON.stringify(value, null, 4)]) {
          const index = createJsonLineIndex(text)
          while (!index.step(budget));
          expect(index.progress).toBe(1)
          expect(allLines(index)).toEqual(reindentJson(text).split('\n'))
        }
      }),
    )
  })

  it('gives the lines of reindentJson for broken input too', () => {
    for (const text of [
      '{"a": "unterminated',
      ']]',
      '[1,]',
      '{ "a" : [ ] , "b" : { } }',
      '{"s":"a\\"b\\u00e9 , : { [","n":12345678901234567890}',
      '',
      '  ',
      '{"a":',
    ]) {
      const index = createJsonLineIndex(text)
      index.step()
      expect(allLines(index)).toEqual(reindentJson(text).split('\n'))
    }
  })

  it('grows as it goes and builds only the lines asked for', () => {
    const text = JSON.stringify(Array.from({ length: 5000 }, (_, i) => ({ i })))
    const index = createJsonLineIndex(text)
    expect(index.step(100)).toBe(false)
    const first = index.length
    expect(first).toBeGreaterThan(5)
    expect(index.progress).toBeGreaterThan(0)
    expect(index.progress).toBeLessThan(0.01)
    expect(index.at(1)).toBe('  {')
    expect(index.at(2)).toBe('    "i": 0')
    expect(index.at(first)).toBeUndefined()
    expect(index.step()).toBe(true)
    expect(index.length).toBe(5000 * 3 + 2)
    expect(index.at(index.length - 1)).toBe(']')
    expect(index.at(-1)).toBeUndefined()
  })
})
