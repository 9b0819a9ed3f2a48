// Declarative authentication (docs/guide/auth.md): one AuthConfig becomes at most one header or
// one query parameter. Blank fields attach nothing, so an untouched auth form
// never sends `Authorization: Bearer ` with an empty token.
import { base64Encode } from './base64'
import { trySetHeader } from './header'
import type { AuthConfig } from './types'

/** Where auth lands: the request's headers and its list of extra query parameters. */
export interface AuthTarget {
  headers: Record<string, string>
  query: [string, string][]
}

/** Blank means empty or only whitespace: nothing a server could accept as a credential. */
export function isBlank(value: string | undefined): boolean {
  return value === undefined || value.trim() === ''
}

/**
 * Attaches `auth` to `target` in place, replacing a header of the same name (auth is the most
 * specific setting); returns notes about anything that could not be sent.
 */
export function applyAuth(auth: AuthConfig | undefined, target: AuthTarget): string[] {
  const notes: string[] = []
  const header = (name: string, value: string, what: string): void => {
    const note = trySetHeader(target.headers, name, value, what)
    if (note !== undefined) notes.push(note)
  }
  switch (auth?.type) {
    case undefined:
    case 'none':
      break
    case 'bearer':
      // RFC 6750 section 2.1.
      if (!isBlank(auth.token))
        header('Authorization', `Bearer ${auth.token ?? ''}`, 'Bearer token')
      break
    case 'basic': {
      // RFC 7617: base64 of user-id ":" password, UTF-8 encoded (section 2.1). One blank half is
      // still sent (a password-only or user-only credential); both blank attaches nothing.
      const username = auth.username ?? ''
      const password = auth.password ?? ''
      if (isBlank(username) && isBlank(password)) break
      if (username.includes(':')) {
        // The server splits at the first colon, so it would read a different user and password.
        notes.push('Basic auth: the username contains ":", which RFC 7617 does not allow.')
      }
      header('Authorization', `Basic ${base64Encode(`${username}:${password}`)}`, 'Basic auth')
      break
    }
    case 'apiKey':
      if (isBlank(auth.name) || isBlank(auth.value)) break
      if (auth.in === 'query') target.query.push([auth.name, auth.value ?? ''])
      else header(auth.name, auth.value ?? '', 'API key header')
      break
  }
  return notes
}
