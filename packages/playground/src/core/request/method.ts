// The methods the playground sends. RFC 9110 section 9.1 makes method names case-sensitive
// tokens, with the standard ones in upper case, while props (and OpenAPI's fixed fields) write
// those in lower case: a standard method is sent in upper case whatever its case, any other token
// exactly as written. OpenAPI 3.2's `additionalOperations` keys are "the HTTP method with the same
// capitalization that is to be sent in the request" (Path Item Object), and curl's `-X purge`
// sends `purge`.
import type { HttpMethod } from '../types'

/** The five methods the form's method badge and cURL import have always known, in order. */
export const HTTP_METHODS: readonly HttpMethod[] = ['get', 'post', 'put', 'patch', 'delete']

// RFC 9110 section 9's methods, RFC 5789's PATCH and QUERY (OpenAPI 3.2's `query` field): written
// in lower case by props and OpenAPI's fixed fields alike, sent in upper case.
const STANDARD = new Set([
  'GET',
  'HEAD',
  'POST',
  'PUT',
  'DELETE',
  'CONNECT',
  'OPTIONS',
  'TRACE',
  'PATCH',
  'QUERY',
])
// The Fetch Standard's forbidden methods (section 2.2.1, "forbidden method"): fetch() throws.
const FORBIDDEN = new Set(['CONNECT', 'TRACE', 'TRACK'])
// RFC 9110 section 5.6.2 `token`.
const TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/
// Methods whose requests carry no content: RFC 9110 9.3.1, 9.3.2 and 9.3.5 give a body no meaning
// for GET, HEAD and DELETE, and fetch() refuses one for GET and HEAD; OPTIONS (9.3.7) has none by
// convention.
const NO_BODY = new Set(['GET', 'HEAD', 'DELETE', 'OPTIONS'])

/** Whether `method` is one of `HTTP_METHODS`, in lower case. */
export function isHttpMethod(method: string): method is HttpMethod {
  return (HTTP_METHODS as readonly string[]).includes(method)
}

/** Whether fetch() sends `method` at all: any token but CONNECT, TRACE and TRACK, in any case. */
export function canFetchMethod(method: string): boolean {
  const trimmed = method.trim()
  return TOKEN.test(trimmed) && !FORBIDDEN.has(trimmed.toUpperCase())
}

/** The method as it goes on the wire: a standard one in upper case, any other token as written. */
export function wireMethod(method: string): string {
  const trimmed = method.trim()
  const upper = trimmed.toUpperCase()
  return STANDARD.has(upper) ? upper : trimmed
}

/**
 * The method as it goes on the wire (see `wireMethod`).
 * Throws an Error naming the method when fetch() cannot send it.
 */
export function normalizeMethod(method: string): string {
  const trimmed = method.trim()
  if (!TOKEN.test(trimmed)) {
    throw new Error(
      `Unsupported HTTP method "${method}": a method is a token (RFC 9110 section 9.1)`,
    )
  }
  if (FORBIDDEN.has(trimmed.toUpperCase())) {
    throw new Error(
      `Unsupported HTTP method "${method}": browsers' fetch() refuses CONNECT, TRACE and TRACK`,
    )
  }
  return wireMethod(trimmed)
}

/**
 * Whether the playground sends a body with this method: not for GET, HEAD, DELETE and OPTIONS,
 * which send their fields in the query string instead (docs/guide/parameters.md).
 */
export function methodHasBody(method: string): boolean {
  const upper = method.trim().toUpperCase()
  return upper !== '' && !NO_BODY.has(upper)
}
