import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { tokenizeJson } from '../../core/highlight'
import { resolveBody } from './resolveBody'
import { prettyTokens, smallBody } from './smallBody'

const pretty = (text: string): string =>
  prettyTokens(tokenizeJson(text))
    .map((token) => token.text)
    .join('')

describe('prettyTokens', () => {
  it('matches JSON.stringify(value, null, 2) for any JSON value', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(pretty(JSON.stringify(value))).toBe(JSON.stringify(value, null, 2))
        // Already pretty or oddly spaced input gives the same result.
        expect(pretty(JSON.stringify(value, null, 4))).toBe(JSON.stringify(value, null, 2))
      }),
    )
  })

  it('keeps number literals and string escapes exactly as received', () => {
    const text = '{"id":12345678901234567890,"price":1.10,"s":"a\\"b\\u00e9 , : { ["}'
    expect(pretty(text)).toBe(
      '{\n  "id": 12345678901234567890,\n  "price": 1.10,\n  "s": "a\\"b\\u00e9 , : { ["\n}',
    )
  })

  it('keeps empty containers on one line and survives broken input', () => {
    expect(pretty('{ "a" : [ ] , "b" : { } }')).toBe('{\n  "a": [],\n  "b": {}\n}')
    expect(pretty(']]')).toBe('\n]\n]')
  })
})

describe('smallBody', () => {
  const json = (text: string) => smallBody(resolveBody(text, null, 'json', ''))

  it('highlights small JSON as tokens whose texts give the pretty-printed text', () => {
    const small = json('{"name":"x","n":1,"ok":true,"none":null}')!
    expect(small.text).toBe('{\n  "name": "x",\n  "n": 1,\n  "ok": true,\n  "none": null\n}')
    expect(small.tokens.map((token) => token.text).join('')).toBe(small.text)
    expect(small.tokens.filter((token) => token.type === 'key')).toHaveLength(4)
    const formatted = smallBody(resolveBody({ a: [1] }, null, undefined, ''))!
    expect(formatted.text).toBe('{\n  "a": [\n    1\n  ]\n}')
  })

  it('leaves JSON over 400 lines or 40,000 characters to the large-body viewer', () => {
    expect(json(JSON.stringify(Array.from({ length: 397 }, (_, i) => i)))).not.toBeNull()
    expect(json(JSON.stringify(Array.from({ length: 399 }, (_, i) => i)))).toBeNull()
    expect(json(JSON.stringify({ s: 'x'.repeat(40_000) }))).toBeNull()
  })

  it('shows text whole up to 2,000 lines and 200,000 characters', () => {
    const text = (body: string) => smallBody(resolveBody(body, null, 'text', ''))
    expect(text('a\r\nb')).toEqual({ tokens: [{ type: 'text', text: 'a\r\nb' }], text: 'a\r\nb' })
    expect(text('x\n'.repeat(1_999))).not.toBeNull()
    expect(text('x\n'.repeat(2_001))).toBeNull()
    expect(text('x'.repeat(200_001))).toBeNull()
  })
})
