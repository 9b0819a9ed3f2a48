// A spec's `llms-full.txt` holds every twin of its pages. Cloudflare Pages takes no file over
// 25 MiB (developers.cloudflare.com/pages/platform/limits/), and Microsoft Graph's beta alone
// holds some 300 MB of twins: past a size (20 MiB by default), the text is written in parts,
// `llms-full-1.txt`, `llms-full-2.txt`…, each listed in `llms.txt` (llmstxt.org: a section is a
// list of links, as many as it needs).
//
// Where a part ends: after the last whole page that fits. A page is cut only when it alone does
// not fit in a part; then after the last line break that fits, or, on a line longer than a part,
// after the last whole character (UTF-8 is cut before a byte that starts a character, RFC 3629
// section 3, so no character is ever split, a 4-byte one included).

/** The part's heading: what opens each file (`n` counts from 1). */
export type PartHead = (n: number) => string

const bytes = (text: string) => Buffer.byteLength(text, 'utf8')

/**
 * Cuts `text` in two: the longest start of at most `max` bytes that ends after a line break, or,
 * with no line break in it, after a whole character; then the rest. The start is empty only when
 * `max` is smaller than the first character.
 */
export function cutText(text: string, max: number): [string, string] {
  const buffer = Buffer.from(text, 'utf8')
  if (buffer.length <= max) return [text, '']
  let end = Math.max(0, max)
  // A UTF-8 continuation byte is 10xxxxxx: back off to the byte that starts a character.
  while (end > 0 && (buffer[end]! & 0xc0) === 0x80) end--
  const line = buffer.lastIndexOf(0x0a, end - 1)
  if (line >= 0) end = line + 1
  return [buffer.subarray(0, end).toString('utf8'), buffer.subarray(end).toString('utf8')]
}

/**
 * Groups `pages` (each page's text, in order) into parts of at most `limit` bytes each, heading
 * included, and yields each part's text as it is complete. A page is never split unless it alone
 * is larger than a part. Throws when `limit` cannot hold a heading and one character.
 */
export function* fullTextParts(
  pages: Iterable<string>,
  limit: number,
  head: PartHead,
): Generator<string> {
  let n = 1
  let part = [head(n)]
  let size = bytes(part[0]!)
  if (size >= limit) throw new RangeError(`a part of ${limit} bytes cannot hold its heading`)
  const next = function* () {
    yield part.join('')
    n++
    part = [head(n)]
    size = bytes(part[0]!)
  }
  for (const page of pages) {
    const pageBytes = bytes(page)
    if (size + pageBytes <= limit) {
      part.push(page)
      size += pageBytes
      continue
    }
    if (part.length > 1) yield* next()
    let rest = page
    while (size + bytes(rest) > limit) {
      const [start, after] = cutText(rest, limit - size)
      if (!start)
        throw new RangeError(`a part of ${limit} bytes cannot hold its heading and a character`)
      part.push(start)
      rest = after
      yield* next()
    }
    part.push(rest)
    size += bytes(rest)
  }
  yield part.join('')
}

/** The files of a spec's full text under its folder: one, or numbered parts when split. */
export function partFileNames(parts: number): string[] {
  return parts === 1
    ? ['llms-full.txt']
    : Array.from({ length: parts }, (_, i) => `llms-full-${i + 1}.txt`)
}
