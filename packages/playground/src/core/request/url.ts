// URL assembly for built requests: placeholder substitution, server joining and query appending.
// Strings are assembled by hand rather than through `new URL()`, because a relative URL with no
// server must stay relative (fetch() in a browser resolves it against the page) and because
// `new URL()` would re-serialise the parts of the URL the user wrote.
import type { PlaygroundDataItem } from '../types'

/** `{name}` or `<name>`; the classes exclude both delimiters, so matching is linear. */
export const PLACEHOLDER = /\{([^{}<>]+)\}|<([^{}<>]+)>/g
// RFC 3986 section 3.1 scheme, as the WHATWG URL parser reads it ("scheme state").
const SCHEME = /^[a-zA-Z][a-zA-Z0-9+.-]*:/
// A surrogate half without its partner: encodeURIComponent throws URIError on it.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g

/** Replaces lone surrogates with U+FFFD, as TextEncoder and URLSearchParams do. */
export function toWellFormed(text: string): string {
  return text.replace(LONE_SURROGATE, '\uFFFD')
}

/** Percent-encodes a value for a path segment: everything but `A-Z a-z 0-9 - _ . ! ~ * ' ( )`. */
export function encodePathSegment(value: string): string {
  return encodeURIComponent(toWellFormed(value))
}

/**
 * Replaces every `{name}` and `<name>` that names a data item with `render(item, placeholder)`, by default
 * its percent-encoded value (any item type except file; a path item wins over others of the same name). Returns
 * the items that were used, so they are not sent again elsewhere.
 */
export function substitutePlaceholders(
  url: string,
  items: readonly PlaygroundDataItem[],
  render: (item: PlaygroundDataItem, placeholder: string) => string = (item) =>
    encodePathSegment(item.value),
): { url: string; used: Set<PlaygroundDataItem> } {
  const byName = new Map<string, PlaygroundDataItem>()
  for (const item of items) {
    if (item.type === 'file') continue // a file has no text to put in a URL
    const seen = byName.get(item.name)
    if (seen === undefined || (seen.type !== 'path' && item.type === 'path')) {
      byName.set(item.name, item)
    }
  }
  const used = new Set<PlaygroundDataItem>()
  const replaced = url.replace(PLACEHOLDER, (match: string, brace?: string, angle?: string) => {
    const item = byName.get(brace ?? angle ?? '')
    // No item of that name: leave the placeholder as written, so the problem stays visible.
    if (item === undefined) return match
    used.add(item)
    return render(item, match)
  })
  return { url: replaced, used }
}

/** Whether `url` is absolute (has a scheme) or scheme-relative (`//host/...`). */
export function isAbsoluteUrl(url: string): boolean {
  return SCHEME.test(url) || url.startsWith('//')
}

/**
 * Prefixes a relative `url` with `server`, with exactly one slash between them
 * (`https://api.x/v1/` + `/users` -> `https://api.x/v1/users`). An absolute url, or a blank
 * server, leaves the url unchanged.
 */
export function joinServer(server: string | undefined, url: string): string {
  const base = server?.trim() ?? ''
  if (base === '' || isAbsoluteUrl(url)) return url
  // A query or fragment belongs to the server's own path, e.g. `https://x/search` + `?q=1`.
  if (url === '' || url.startsWith('?') || url.startsWith('#')) return base + url
  let end = base.length
  while (end > 0 && base.charCodeAt(end - 1) === 0x2f) end--
  let start = 0
  while (start < url.length && url.charCodeAt(start) === 0x2f) start++
  return `${base.slice(0, end)}/${url.slice(start)}`
}

/**
 * Appends name/value pairs to the query of `url`, keeping the existing query as written and the
 * fragment at the end. Pairs use URLSearchParams' encoding (application/x-www-form-urlencoded,
 * WHATWG URL section 5.2): spaces become `+`, and `&`, `=`, `#`, `?`, `/` are percent-encoded.
 */
export function appendQuery(url: string, pairs: readonly (readonly [string, string])[]): string {
  if (pairs.length === 0) return url
  const hashAt = url.indexOf('#')
  const hash = hashAt === -1 ? '' : url.slice(hashAt)
  let rest = hashAt === -1 ? url : url.slice(0, hashAt)
  if (!rest.includes('?')) rest += '?'
  else if (!rest.endsWith('?') && !rest.endsWith('&')) rest += '&'
  const query = new URLSearchParams(pairs.map(([name, value]) => [name, value])).toString()
  return rest + query + hash
}

/**
 * Appends query text that is already percent-encoded (`a=1&b=2`) to the query of `url`, keeping
 * the existing query as written and the fragment at the end.
 */
export function appendQueryText(url: string, query: string): string {
  if (query === '') return url
  const hashAt = url.indexOf('#')
  const hash = hashAt === -1 ? '' : url.slice(hashAt)
  let rest = hashAt === -1 ? url : url.slice(0, hashAt)
  if (!rest.includes('?')) rest += '?'
  else if (!rest.endsWith('?') && !rest.endsWith('&')) rest += '&'
  return rest + query + hash
}
