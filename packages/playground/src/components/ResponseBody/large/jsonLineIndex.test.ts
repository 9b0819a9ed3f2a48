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

  it('indexes a text as it arrives: whole lines never change, and the end is the same', () => {
    fc.assert(
      fc.property(
        fc.jsonValue().map((value) => JSON.stringify(value, null, 1)),
        fc.array(fc.nat(), { maxLength: 6 }),
        fc.integer({ min: 1, max: 40 }),
        (text, cuts, budget) => {
          const expected = reindentJson(text).split('\n')
          const ends = [...cuts.map((cut) => cut % (text.length + 1)).sort((a, b) => a - b)]
          const index = createJsonLineIndex(text.slice(0, ends[0] ?? 0), { complete: false })
          for (const end of [...ends.slice(1), text.length]) {
            while (!index.waiting) index.step(budget)
            expect(index.done).toBe(false)
            // Every line but the last, which may still grow, is a line of the whole text.
            const whole = allLines(index).slice(0, -1)
            expect(whole).toEqual(expected.slice(0, whole.length))
            index.extend(text.slice(0, end), false)
          }
          index.extend(text, true)
          while (!index.step(budget));
          expect(index.waiting).toBe(false)
          expect(allLines(index)).toEqual(expected)
        },
      ),
    )
  })

  it('waits inside a token cut by the end of a text still arriving', () => {
    const index = createJsonLineIndex('{"name": "Ada Lo', { complete: false })
    index.step()
    expect(index.waiting).toBe(true)
    expect(allLines(index)).toEqual(['{', '  "name": "Ada Lo'])
    index.extend('{"name": "Ada Lovelace", "year": 18', false)
    index.step()
    expect(allLines(index).slice(0, -1)).toEqual(['{', '  "name": "Ada Lovelace",'])
    index.extend('{"name": "Ada Lovelace", "year": 1815}', true)
    expect(index.step()).toBe(true)
    expect(allLines(index)).toEqual(['{', '  "name": "Ada Lovelace",', '  "year": 1815', '}'])
  })
})
