// Reading the Authorization request header, shared by every route that checks credentials.

/** The scheme (lower case) and the rest of an `Authorization` header. */
export interface AuthorizationHeader {
  scheme: string
  value: string
}

/**
 * Splits an `Authorization` header into its scheme and credentials; undefined when the header is
 * absent or blank. RFC 9110 11.4: the scheme is case-insensitive, so it comes back in lower case.
 */
export function splitAuthorization(header: string | undefined): AuthorizationHeader | undefined {
  const trimmed = header?.trim()
  if (!trimmed) return undefined
  const [scheme = '', ...rest] = trimmed.split(/\s+/)
  return { scheme: scheme.toLowerCase(), value: rest.join(' ') }
}

/** User name and password of Basic credentials. */
export interface BasicCredentials {
  user: string
  password: string
}

/**
 * Decodes Basic credentials (RFC 7617 2: base64 of `user-id:password`, in UTF-8 with
 * `charset="UTF-8"`); undefined when the value is not base64 or has no colon. The user name ends
 * at the first colon: RFC 7617 forbids one in it, while the password may hold any.
 */
export function decodeBasic(value: string): BasicCredentials | undefined {
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(value)) return undefined
  const decoded = Buffer.from(value, 'base64').toString('utf8')
  const colon = decoded.indexOf(':')
  if (colon < 0) return undefined
  return { user: decoded.slice(0, colon), password: decoded.slice(colon + 1) }
}

/** The credentials of a split `Authorization` header when its scheme is Basic, else undefined. */
export function basicCredentials(
  given: AuthorizationHeader | undefined,
): BasicCredentials | undefined {
  return given?.scheme === 'basic' ? decodeBasic(given.value) : undefined
}
