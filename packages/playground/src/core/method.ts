// The five methods the playground builds requests for (the `method` prop), and which carry a
// body. RFC 9110 section 9.1 makes method names case-sensitive on the wire, with the standard
// ones in upper case, while props are written in lower case: accept any case, send upper case.
import type { HttpMethod } from './types'

/** The allowed method values, in the order the specification lists them. */
export const HTTP_METHODS: readonly HttpMethod[] = ['get', 'post', 'put', 'patch', 'delete']

/** Whether `method` is one of `HTTP_METHODS`, in lower case. */
export function isHttpMethod(method: string): method is HttpMethod {
  return (HTTP_METHODS as readonly string[]).includes(method)
}

/** Returns the method in lower case, or throws an Error naming it and the allowed values. */
export function normalizeMethod(method: string): HttpMethod {
  const lower = method.trim().toLowerCase()
  if (isHttpMethod(lower)) return lower
  throw new Error(`Unsupported HTTP method "${method}": expected one of ${HTTP_METHODS.join(', ')}`)
}

/**
 * Whether the playground sends a body with this method. GET and DELETE send their fields in the
 * query string instead (docs/guide/parameters.md); RFC 9110 9.3.1 and 9.3.5 give their bodies no
 * meaning.
 */
export function methodHasBody(method: string): boolean {
  const lower = method.toLowerCase()
  return lower === 'post' || lower === 'put' || lower === 'patch'
}
