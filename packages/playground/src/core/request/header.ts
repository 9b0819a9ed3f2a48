// Header names and values checked before they reach fetch(), which throws a TypeError for an
// invalid name or value; the builder skips such headers with a note instead.
// Only types from notes.ts: the form loads this module up front (HeadersEditor.vue) and the
// notes' words load with the request builder.
import type { HeaderOrigin, RequestNoteWords } from './notes'

// RFC 9110 section 5.1: a field name is a token; section 5.6.2 lists the token characters.
const TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/

/** Whether `name` is a valid HTTP field name (an RFC 9110 token). */
export function isValidHeaderName(name: string): boolean {
  return TOKEN.test(name)
}

/**
 * Whether fetch() accepts `value` as a header value: no NUL, CR or LF (RFC 9110 section 5.5), and
 * only code points up to U+00FF, since the Fetch standard's Headers take byte strings.
 */
export function isValidHeaderValue(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i)
    if (code === 0 || code === 0x0a || code === 0x0d || code > 0xff) return false
  }
  return true
}

/** The key of `headers` that equals `name` ignoring case (field names are case-insensitive). */
export function findHeader(headers: Record<string, string>, name: string): string | undefined {
  const lower = name.toLowerCase()
  return Object.keys(headers).find((key) => key.toLowerCase() === lower)
}

/** Sets a header, replacing any header of the same name in another case. */
export function setHeader(headers: Record<string, string>, name: string, value: string): void {
  deleteHeader(headers, name)
  // defineProperty, not assignment: a header named `__proto__` must become a key, not a prototype.
  Object.defineProperty(headers, name, {
    value,
    enumerable: true,
    writable: true,
    configurable: true,
  })
}

/** Removes every header named `name`, ignoring case; returns the removed value, if any. */
export function deleteHeader(headers: Record<string, string>, name: string): string | undefined {
  let removed: string | undefined
  for (let key = findHeader(headers, name); key !== undefined; key = findHeader(headers, name)) {
    removed = headers[key]
    delete headers[key]
  }
  return removed
}

/**
 * Sets a header if fetch() would accept it; otherwise returns a note saying why it was skipped,
 * in `words`' language. `origin` names where the header came from in the note.
 */
export function trySetHeader(
  headers: Record<string, string>,
  name: string,
  value: string,
  origin: HeaderOrigin,
  words: Pick<RequestNoteWords, 'headerNameInvalid' | 'headerValueInvalid'>,
): string | undefined {
  if (!isValidHeaderName(name)) return words.headerNameInvalid(origin, name)
  if (!isValidHeaderValue(value)) return words.headerValueInvalid(origin, name)
  setHeader(headers, name, value)
  return undefined
}
