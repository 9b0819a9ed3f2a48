import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { prettyJson, tokenizeJson } from './highlight'
import type { JsonToken } from './types'

const join = (tokens: JsonToken[]): string => tokens.map((t) => t.text).join('')
const pairs = (tokens: JsonToken[]): [JsonToken['type'], string][] =>
  tokens.map((t) => [t.type, t.text])

describe('tokenizeJson', () => {
  it('classifies every kind of token in pretty-printed JSON', () => {
    const text = '{\n  "a": 1,\n  "b" : [true, false, null, "x", -1.5e+3]\n}'
    expect(pairs(tokenizeJson(text))).toEqual([
      ['punctuation', '{'],
      ['whitespace', '\n  '],
      ['key', '"a"'],
      ['punctuation', ':'],
      ['whitespace', ' '],
      ['number', '1'],
      ['punctuation', ','],
      ['whitespace', '\n  '],
      ['key', '"b"'],
      ['whitespace', ' '],
      ['punctuation', ':'],
      ['whitespace', ' '],
      ['punctuation', '['],
      ['boolean', 'true'],
      ['punctuation', ','],
      ['whitespace', ' '],
      ['boolean', 'false'],
      ['punctuation', ','],
      ['whitespace', ' '],
      ['null', 'null'],
      ['punctuation', ','],
      ['whitespace', ' '],
      ['string', '"x"'],
      ['punctuation', ','],
      ['whitespace', ' '],
      ['number', '-1.5e+3'],
      ['punctuation', ']'],
      ['whitespace', '\n'],
      ['punctuation', '}'],
    ])
  })

  it('keeps escaped quotes and backslashes inside strings', () => {
    expect(pairs(tokenizeJson('"a\\"b\\\\": "\\u00e9\\n"'))).toEqual([
      ['key', '"a\\"b\\\\"'],
      ['punctuation', ':'],
      ['whitespace', ' '],
      ['string', '"\\u00e9\\n"'],
    ])
  })

  it('treats a string followed by a colon on the next line as a key', () => {
    expect(tokenizeJson('"k"\n\t:1')[0]).toEqual({ type: 'key', text: '"k"' })
  })

  it('turns invalid numbers and words into text', () => {
    for (const word of ['01x', '-', '1.', '.5', '1e', '+1', 'NaN', 'Infinity', 'nul', 'True']) {
      expect(pairs(tokenizeJson(word))).toEqual([['text', word]])
    }
    for (const word of ['0', '-0', '10', '0.5', '1E9', '1e-9', '-12.25E+02']) {
      expect(pairs(tokenizeJson(word))).toEqual([['number', word]])
    }
  })

  it('stops an unterminated string at the line break and keeps the rest highlighted', () => {
    expect(pairs(tokenizeJson('"abc\n"d": 1'))).toEqual([
      ['text', '"abc'],
      ['whitespace', '\n'],
      ['key', '"d"'],
      ['punctuation', ':'],
      ['whitespace', ' '],
      ['number', '1'],
    ])
    expect(pairs(tokenizeJson('"ab\\\n1'))).toEqual([
      ['text', '"ab\\'],
      ['whitespace', '\n'],
      ['number', '1'],
    ])
    expect(pairs(tokenizeJson('{"truncated'))).toEqual([
      ['punctuation', '{'],
      ['text', '"truncated'],
    ])
    expect(pairs(tokenizeJson('"ends with backslash\\'))).toEqual([
      ['text', '"ends with backslash\\'],
    ])
  })

  it('merges adjacent garbage into one text token', () => {
    expect(pairs(tokenizeJson('<html>"x'))).toEqual([['text', '<html>"x']])
  })

  it('returns no tokens for empty input', () => {
    expect(tokenizeJson('')).toEqual([])
  })

  it('round-trips arbitrary strings', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 200 }), (text) => {
        expect(join(tokenizeJson(text))).toBe(text)
      }),
      { numRuns: 1000 },
    )
  })

  it('round-trips JSON-ish garbage made of JSON characters', () => {
    const unit = fc.constantFrom(...'{}[],:" \n\r\t\\-+.eE0123456789truefalsnxyz'.split(''))
    fc.assert(
      fc.property(fc.string({ unit, maxLength: 200 }), (text) => {
        const tokens = tokenizeJson(text)
        expect(join(tokens)).toBe(text)
        expect(tokens.every((t) => t.text.length > 0)).toBe(true)
      }),
      { numRuns: 1000 },
    )
  })

  it('round-trips indented JSON and never yields text tokens for valid JSON', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.constantFrom(0, 2, '\t'), (value, indent) => {
        const text = JSON.stringify(value, null, indent)
        const tokens = tokenizeJson(text)
        expect(join(tokens)).toBe(text)
        expect(tokens.filter((t) => t.type === 'text')).toEqual([])
      }),
      { numRuns: 1000 },
    )
  })

  it('marks exactly the object keys as keys', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.string()), (record) => {
        const text = JSON.stringify(record, null, 2)
        const keys = tokenizeJson(text).filter((t) => t.type === 'key')
        expect(keys.map((t) => JSON.parse(t.text) as string)).toEqual(Object.keys(record))
      }),
    )
  })

  // These check the tokens, not the clock: bench/core-limits.ts times the same inputs against a
  // budget. A quadratic tokenizer or a backtracking regex would take hours on them, so the test
  // timeout still stops one here.
  it('tokenizes 5 MB of JSON', () => {
    const row = {
      id: 12345,
      name: 'Ada "the first" Lovelace',
      tags: ['a', 'b'],
      ok: true,
      x: null,
    }
    const text = JSON.stringify(
      Array.from({ length: 60_000 }, () => row),
      null,
      2,
    )
    expect(text.length).toBeGreaterThan(5_000_000)
    const tokens = tokenizeJson(text)
    expect(tokens.length).toBeGreaterThan(1_000_000)
    expect(join(tokens).length).toBe(text.length)
  })

  it.each([
    ['unterminated quotes on one line', '"\\'.repeat(2_500_000)],
    ['one huge unterminated string', `"${'a'.repeat(5_000_000)}`],
    ['many strings separated by whitespace', '"a"   '.repeat(800_000)],
    ['a huge bare word', '1'.repeat(5_000_000) + 'x'],
    ['only quotes', '"'.repeat(5_000_000)],
  ])('tokenizes pathological input: %s', (_name, text) => {
    expect(join(tokenizeJson(text))).toBe(text)
  })
})

describe('prettyJson', () => {
  it('indents with two spaces', () => {
    expect(prettyJson({ a: [1] })).toBe('{\n  "a": [\n    1\n  ]\n}')
  })

  it('falls back to String() for values JSON cannot represent', () => {
    expect(prettyJson(undefined)).toBe('undefined')
    expect(prettyJson(10n)).toBe('10')
    const circular: Record<string, unknown> = {}
    circular.self = circular
    expect(prettyJson(circular)).toBe('[object Object]')
  })
})
