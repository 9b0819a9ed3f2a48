import { describe, expect, it } from 'vitest'
import { PARTIAL_TEXT_MAX_CHARS, decodeBody, isDeclaredText, readText } from './read-body'

const bytes = (text: string) => new TextEncoder().encode(text)

describe('decodeBody', () => {
  it('JSON by content type, including +json and bare values', () => {
    expect(decodeBody(bytes('{"a":1}'), 'application/json; charset=utf-8')).toMatchObject({
      kind: 'json',
      body: { a: 1 },
      text: '{"a":1}',
      size: 7,
    })
    expect(decodeBody(bytes('[1]'), 'application/problem+json').kind).toBe('json')
    expect(decodeBody(bytes('42'), 'application/json').body).toBe(42)
  })

  it('JSON by successful parse when the type says nothing useful', () => {
    expect(decodeBody(bytes('{"a":1}'), '').kind).toBe('json')
    expect(decodeBody(bytes('[1,2]'), 'text/plain').kind).toBe('json')
    expect(decodeBody(bytes('42'), '').kind).toBe('text')
  })

  it('invalid JSON declared as JSON falls back to text', () => {
    expect(decodeBody(bytes('{oops'), 'application/json')).toMatchObject({
      kind: 'text',
      body: '{oops',
    })
  })

  it('text, XML and HTML are text; HTML is never parsed', () => {
    expect(decodeBody(bytes('<p>hi</p>'), 'text/html').kind).toBe('text')
    expect(decodeBody(bytes('<a/>'), 'application/xml').kind).toBe('text')
  })

  it('images are Blobs; binary is a Blob; size is the byte length', () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47])
    const image = decodeBody(png, 'image/png')
    expect(image.kind).toBe('image')
    expect(image.body).toBeInstanceOf(Blob)
    const binary = decodeBody(new Uint8Array([0xff, 0xfe, 0x00, 0x01]), 'application/octet-stream')
    expect(binary).toMatchObject({ kind: 'binary', size: 4 })
  })

  it('size counts UTF-8 bytes, not characters', () => {
    expect(decodeBody(bytes('héllo'), 'text/plain').size).toBe(6)
  })

  it('an empty body is empty, not null', () => {
    expect(decodeBody(new Uint8Array(0), 'application/json')).toEqual({
      kind: 'empty',
      body: '',
      text: '',
      size: 0,
    })
  })
})

/** A Response whose body arrives in the given chunks of bytes. */
function chunked(chunks: Uint8Array[], headers: Record<string, string> = {}): Response {
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk)
      controller.close()
    },
  })
  return new Response(stream, { headers })
}

describe('readText', () => {
  it('decodes chunk by chunk, characters split across chunks included, and drops a BOM', async () => {
    const all = bytes('\uFEFF{"city":"Kraków","emoji":"😀"}')
    // Cut inside the BOM, the ó and the emoji.
    const cuts = [1, 19, 33, all.length]
    const chunks = cuts.map((end, i) => all.subarray(cuts[i - 1] ?? 0, end))
    const result = await readText(chunked(chunks))
    expect(result).toEqual({ text: '{"city":"Kraków","emoji":"😀"}', size: all.length })
  })

  it('reports the text so far, each time longer and starting with the one before', async () => {
    const chunks = Array.from({ length: 40 }, (_, i) => bytes(`${'x'.repeat(1000)}${i},`))
    const seen: { text: string; size: number }[] = []
    const progress: number[] = []
    const result = await readText(
      chunked(chunks, { 'content-length': '40000' }),
      (received, total) => progress.push(received / (total ?? 1)),
      (text, size) => seen.push({ text, size }),
    )
    expect(seen.length).toBeGreaterThan(2)
    expect(seen[0]?.text).toBe(`${'x'.repeat(1000)}0,`)
    for (const [i, report] of seen.entries()) {
      expect(result.text.startsWith(report.text)).toBe(true)
      expect(report.size).toBe(new TextEncoder().encode(report.text).byteLength)
      if (i > 0) expect(report.text.length).toBeGreaterThan(seen[i - 1]!.text.length)
    }
    expect(progress.at(-1)).toBeGreaterThan(1)
  })

  it('stops reporting once the text reported is long enough to read meanwhile', async () => {
    const chunk = bytes('y'.repeat(64 * 1024))
    const seen: number[] = []
    const result = await readText(
      chunked(Array.from({ length: 64 }, () => chunk)),
      undefined,
      (text) => seen.push(text.length),
    )
    expect(result.text.length).toBe(64 * 64 * 1024)
    expect(seen.at(-1)).toBeLessThanOrEqual(2 * PARTIAL_TEXT_MAX_CHARS)
    expect(seen.at(-1)).toBeLessThan(result.text.length)
  })

  it('is used for declared JSON and text types only', () => {
    expect(isDeclaredText('application/json; charset=utf-8')).toBe(true)
    expect(isDeclaredText('application/vnd.api+json')).toBe(true)
    expect(isDeclaredText('text/csv')).toBe(true)
    expect(isDeclaredText('')).toBe(false)
    expect(isDeclaredText('application/octet-stream')).toBe(false)
    expect(isDeclaredText('image/svg+xml')).toBe(false)
  })
})
