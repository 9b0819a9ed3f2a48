import { downloadPath, type ResolvedSpecEntry } from '../options'

/** The largest description written beside the pages by default: hosts refuse a file over 25 MiB. */
export const DOWNLOAD_MAX_BYTES = 20 * 2 ** 20

/**
 * Where readers download a spec's description (its `download` option), from the description's
 * source text: the URL path of the file written beside the pages, the author's URL, or undefined
 * for none. A locale's copy offers its spec's. By default a description larger than
 * `DOWNLOAD_MAX_BYTES` once minified (JSON) is not written: Cloudflare Pages takes no file over
 * 25 MiB, and Microsoft Graph beta's is 47 MB.
 */
export function downloadHref(entry: ResolvedSpecEntry, source: string): string | undefined {
  const own = entry.copyOf ?? entry
  if (own.download === false) return undefined
  if (typeof own.download === 'string') return own.download
  if (own.download === true) return downloadPath(own)
  const bytes = Buffer.byteLength(source)
  // Minifying only takes bytes out: a text that fits as it is fits minified.
  if (bytes <= DOWNLOAD_MAX_BYTES) return downloadPath(own)
  const json = source.trimStart().startsWith('{')
  return (json ? minifiedJsonBytes(source, bytes) : bytes) <= DOWNLOAD_MAX_BYTES
    ? downloadPath(own)
    : undefined
}

/** Whether a UTF-16 code unit is JSON whitespace (RFC 8259, section 2). */
const isJsonSpace = (c: number) => c === 32 || c === 10 || c === 13 || c === 9

/**
 * The UTF-8 size of `minifyJson(text)`, counted without making it: the whitespace it would drop
 * is one byte a character. A string is skipped to its closing quote with `indexOf`, most of a
 * description's text: Microsoft Graph beta's 47 MB took 0.45 s character by character, and
 * this runs before `vitepress dev` serves its first page. `bytes` is the text's UTF-8 size, when
 * already known.
 */
export function minifiedJsonBytes(text: string, bytes = Buffer.byteLength(text)): number {
  let dropped = 0
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (c === 34) i = closingQuote(text, i)
    else if (isJsonSpace(c)) dropped++
  }
  return bytes - dropped
}

/** The index of the quote that closes the string opening at `open` (RFC 8259, section 7). */
function closingQuote(text: string, open: number): number {
  for (let at = text.indexOf('"', open + 1); at !== -1; at = text.indexOf('"', at + 1)) {
    // A quote after an even run of backslashes is not escaped (the run is pairs of `\\`).
    let backslashes = 0
    while (text.charCodeAt(at - 1 - backslashes) === 92) backslashes++
    if (backslashes % 2 === 0) return at
  }
  return text.length
}

/**
 * JSON text without the whitespace between its tokens (RFC 8259, section 2: whitespace is allowed
 * around tokens and means nothing). The tokens stay as written, so numbers beyond a double's
 * precision and escapes in strings keep their exact text, which a parse and stringify would not.
 */
export function minifyJson(text: string): string {
  let out = ''
  let from = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (inString) {
      if (c === 92)
        i++ // a backslash escapes the next character
      else if (c === 34) inString = false
    } else if (c === 34) inString = true
    else if (isJsonSpace(c)) {
      out += text.slice(from, i)
      from = i + 1
    }
  }
  return out + text.slice(from)
}
