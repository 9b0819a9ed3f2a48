import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { ResolvedSpecEntry } from '../options'
import { DOWNLOAD_MAX_BYTES, downloadHref, minifiedJsonBytes, minifyJson } from './download'

const entry = (download?: boolean | string): ResolvedSpecEntry => ({
  name: 'beta',
  spec: 'specs/graph-beta.json',
  prefix: '/beta',
  ...(download === undefined ? {} : { download }),
})
const small = '{"openapi":"3.1.0"}'
// Microsoft Graph beta's description is 47 MB minified: a text over the limit either way.
const large = `{"x":"${'a'.repeat(DOWNLOAD_MAX_BYTES)}"}`
// The same limit of text, but most of it the whitespace minifying takes out.
const pretty = `{${' '.repeat(DOWNLOAD_MAX_BYTES)}"x":"${'a'.repeat(1000)}"}`

describe('downloadHref', () => {
  it('offers the description beside the pages up to 20 MiB once minified, by default', () => {
    expect(downloadHref(entry(), small)).toBe('/beta/graph-beta.json')
    expect(downloadHref(entry(), pretty)).toBe('/beta/graph-beta.json')
    expect(downloadHref(entry(), large)).toBeUndefined()
  })

  it("follows the spec's `download`: written whatever its size, linked elsewhere, or none", () => {
    expect(downloadHref(entry(true), large)).toBe('/beta/graph-beta.json')
    expect(downloadHref(entry('https://example.com/graph-beta.json'), large)).toBe(
      'https://example.com/graph-beta.json',
    )
    expect(downloadHref(entry(false), small)).toBeUndefined()
  })

  it("offers a locale's copy its spec's download", () => {
    const copy = { ...entry(), name: 'beta~fr', prefix: '/fr/beta', copyOf: entry(false) }
    expect(downloadHref(copy, small)).toBeUndefined()
    expect(downloadHref({ ...copy, copyOf: entry() }, small)).toBe('/beta/graph-beta.json')
  })
})

describe('minifiedJsonBytes', () => {
  it("is the UTF-8 size of the minified text, whatever the strings' characters and escapes", () => {
    // Whitespace, quotes and backslashes inside strings, characters of 2, 3 and 4 bytes.
    const text = '{ "a b": "x \\" \t y\\\\", "é": [ 1 ,\n 2.50 ], "日本": "😀 \\u0041" }'
    expect(minifiedJsonBytes(text)).toBe(Buffer.byteLength(minifyJson(text)))
    expect(minifiedJsonBytes(text)).toBeLessThan(Buffer.byteLength(text))
    fc.assert(
      fc.property(fc.jsonValue(), fc.integer({ min: 0, max: 4 }), (value, indent) => {
        const written = JSON.stringify(value, null, indent)
        expect(minifiedJsonBytes(written)).toBe(Buffer.byteLength(JSON.stringify(value)))
      }),
    )
  })
})
