// Declarative authentication (docs/guide/auth.md): one AuthConfig becomes at most one header or
// one query parameter; a list of them, each of those. Blank fields attach nothing, so an untouched auth form
// never sends `Authorization: Bearer ` with an empty token.
import { base64Encode } from './base64'
import { findHeader, trySetHeader } from './header'
import { enRequestNotes, type HeaderOrigin, type RequestNoteWords } from './notes'
import type { AuthConfig, AuthSetting, DigestCredentials } from '../types'

/** Where auth lands: the request's headers and its list of extra query parameters. */
export interface AuthTarget {
  headers: Record<string, string>
  query: [string, string][]
  /** Set by a `digest` auth: credentials for code snippets, which fetch() cannot send. */
  digest?: DigestCredentials
}

/** Blank means empty or only whitespace: nothing a server could accept as a credential. */
export function isBlank(value: string | undefined): boolean {
  return value === undefined || value.trim() === ''
}

/**
 * Attaches `auth` to `target` in place, replacing a header of the same name (auth is the most
 * specific setting); returns notes about anything that could not be sent. A list attaches each of
 * its auths, as an OpenAPI security requirement naming several schemes applies all of them.
 */
export function applyAuth(
  auth: AuthSetting | undefined,
  target: AuthTarget,
  words: RequestNoteWords = enRequestNotes,
): string[] {
  if (!isAuthList(auth)) return applyOne(auth, target, words)
  const notes: string[] = []
  let authorization: string | undefined
  for (const one of auth) {
    notes.push(...applyOne(one, target, words))
    const now = target.headers[findHeader(target.headers, 'Authorization') ?? '']
    // RFC 9110 section 11.6.2: one Authorization field carries one scheme's credentials.
    if (authorization !== undefined && now !== authorization) notes.push(words.twoAuthorizations)
    authorization = now
  }
  return notes
}

/** Whether `auth` is a list of auths rather than one. */
export function isAuthList(auth: AuthSetting | undefined): auth is readonly AuthConfig[] {
  return Array.isArray(auth)
}

function applyOne(
  auth: AuthConfig | undefined,
  target: AuthTarget,
  words: RequestNoteWords,
): string[] {
  const notes: string[] = []
  const header = (name: string, value: string, origin: HeaderOrigin): void => {
    const note = trySetHeader(target.headers, name, value, origin, words)
    if (note !== undefined) notes.push(note)
  }
  switch (auth?.type) {
    case undefined:
    case 'none':
      break
    case 'bearer':
      // RFC 6750 section 2.1.
      if (!isBlank(auth.token)) header('Authorization', `Bearer ${auth.token ?? ''}`, 'bearer')
      break
    case 'basic': {
      // RFC 7617: base64 of user-id ":" password, UTF-8 encoded (section 2.1). One blank half is
      // still sent (a password-only or user-only credential); both blank attaches nothing.
      const username = auth.username ?? ''
      const password = auth.password ?? ''
      if (isBlank(username) && isBlank(password)) break
      if (username.includes(':')) {
        // The server splits at the first colon, so it would read a different user and password.
        notes.push(words.basicColon)
      }
      header('Authorization', `Basic ${base64Encode(`${username}:${password}`)}`, 'basic')
      break
    }
    case 'digest': {
      // RFC 7616 section 3.4: the Authorization header answers the nonce of the server's 401
      // challenge, which a page cannot read before fetch() (nor after, across origins).
      const username = auth.username ?? ''
      const password = auth.password ?? ''
      if (isBlank(username) && isBlank(password)) break
      target.digest = { username, password }
      notes.push(words.digestSnippetsOnly)
      break
    }
    case 'http':
      // RFC 9110 section 11.4: credentials = auth-scheme [ 1*SP ( token68 / #auth-param ) ].
      if (!isBlank(auth.credentials))
        header('Authorization', `${auth.scheme} ${auth.credentials ?? ''}`, 'http')
      break
    case 'apiKey':
      if (isBlank(auth.name) || isBlank(auth.value)) break
      if (auth.in === 'query') target.query.push([auth.name, auth.value ?? ''])
      else if (auth.in === 'cookie') {
        // RFC 6265 section 4.2.1: one Cookie header, pairs joined by "; ". The Fetch standard
        // forbids pages to set it, so only code snippets send it; the header says what they send.
        const pair = `${auth.name}=${auth.value ?? ''}`
        const current = target.headers[findHeader(target.headers, 'Cookie') ?? '']
        header('Cookie', current ? `${current}; ${pair}` : pair, 'apiKeyCookie')
        notes.push(words.cookieSnippetsOnly(auth.name))
      } else header(auth.name, auth.value ?? '', 'apiKey')
      break
  }
  return notes
}
