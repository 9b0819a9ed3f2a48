import type { AuthConfig } from '../../core/types'

/**
 * Reads an Authorization header value as a declarative auth config (Bearer or Basic, RFC 9110
 * 11.6.2 and RFC 7617); null for other schemes, which stay as plain headers.
 */
export function authFromHeader(value: string): AuthConfig | null {
  const match = /^\s*(\S+)\s+(.*?)\s*$/.exec(value)
  if (!match) return null
  const [, scheme = '', credentials = ''] = match
  if (/^bearer$/i.test(scheme)) return { type: 'bearer', token: credentials }
  if (!/^basic$/i.test(scheme)) return null
  const decoded = decodeBase64(credentials)
  if (decoded === null) return null
  const colon = decoded.indexOf(':')
  return colon < 0
    ? { type: 'basic', username: decoded, password: '' }
    : { type: 'basic', username: decoded.slice(0, colon), password: decoded.slice(colon + 1) }
}

function decodeBase64(text: string): string | null {
  try {
    const binary = atob(text)
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0))
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return null
  }
}
