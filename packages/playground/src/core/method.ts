// The methods the playground sends. RFC 9110 section 9.1 makes method names case-sensitive
// tokens, with the standard ones in upper case, while props are written in lower case: any token
// is accepted in any case and sent in upper case, as the code samples write it (PURGE, COPY, an
// OpenAPI 3.2 `additionalOperations` key, whose registered names are all upper case).
import type { HttpMethod } from './types'

/** The five methods the form's method badge and cURL import have always known, in order. */
export const HTTP_METHODS: readonly HttpMethod[] = ['get', 'post', 'put', 'patch', 'delete']

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

/**
 * The method as it goes on the wire, in upper case.
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
  return trimmed.toUpperCase()
}

/**
 * Whether the playground sends a body with this method: not for GET, HEAD, DELETE and OPTIONS,
 * which send their fields in the query string instead (docs/guide/parameters.md).
 */
export function methodHasBody(method: string): boolean {
  const upper = method.trim().toUpperCase()
  return upper !== '' && !NO_BODY.has(upper)
}
