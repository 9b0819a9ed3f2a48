import type { IncomingMessage, ServerResponse } from 'node:http'

const ALLOWED_METHODS = 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS'

// Browsers ignore the `*` wildcard on credentialed requests, so the custom headers are also named.
const EXPOSED_HEADERS = [
  '*',
  'X-Request-Id',
  'WWW-Authenticate',
  'Retry-After',
  'Content-Length',
  'Content-Disposition',
  'Date',
].join(', ')

// Chromium caps the preflight cache at two hours; asking for more buys nothing.
const MAX_AGE_SECONDS = '7200'

/** Sets the CORS headers every response carries, whatever its route. */
export function applyCorsHeaders(req: IncomingMessage, res: ServerResponse): void {
  const origin = req.headers.origin
  // The answer depends on Origin, so a cache must not hand one origin's answer to another.
  res.setHeader('Vary', 'Origin')
  // Echoing the origin (rather than `*`) lets pages send cookies or credentials: 'include'.
  if (origin) {
    res.setHeader('Access-Control-Allow-Origin', origin)
    res.setHeader('Access-Control-Allow-Credentials', 'true')
  } else {
    res.setHeader('Access-Control-Allow-Origin', '*')
  }
  res.setHeader('Access-Control-Expose-Headers', EXPOSED_HEADERS)
}

/** True for a CORS preflight, as opposed to an OPTIONS request a client sends on purpose. */
export function isPreflight(req: IncomingMessage): boolean {
  return req.method === 'OPTIONS' && req.headers['access-control-request-method'] !== undefined
}

/** Answers a preflight: any method, and whatever headers the page asked for. */
export function answerPreflight(req: IncomingMessage, res: ServerResponse): void {
  // The method asked for too: OpenAPI 3.2's QUERY and an API's own tokens (PURGE) are listed by
  // no fixed set (Fetch standard, CORS-preflight fetch: a method outside the list is refused).
  const asked = req.headers['access-control-request-method']
  const methods =
    asked && !ALLOWED_METHODS.split(', ').includes(asked)
      ? `${ALLOWED_METHODS}, ${asked}`
      : ALLOWED_METHODS
  res.setHeader('Access-Control-Allow-Methods', methods)
  res.setHeader(
    'Access-Control-Allow-Headers',
    req.headers['access-control-request-headers'] ?? '*',
  )
  res.setHeader('Access-Control-Max-Age', MAX_AGE_SECONDS)
  // A docs page on a public origin calling this server on localhost needs Private Network Access.
  if (req.headers['access-control-request-private-network'] === 'true') {
    res.setHeader('Access-Control-Allow-Private-Network', 'true')
  }
  res.writeHead(204)
  res.end()
}
