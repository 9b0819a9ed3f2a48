// What every language's writer reads from a SnippetRequest, decided once: which body it has and
// which headers it sends. Also the bridge from a built request ({ url, init }) to a snippet.
import { findHeader } from '../request/header'
import { wireMethod } from '../request/method'
import { headersToRecord } from '../response/send'
import type { DigestCredentials, RequestEnvelope } from '../types'
import type { SnippetFormPart, SnippetRequest } from './types'

/** The body of a snippet request, by kind. */
export type SnippetBody =
  | { kind: 'none' }
  | { kind: 'text'; text: string }
  | { kind: 'form'; parts: readonly SnippetFormPart[] }

/** The body `request` sends: its form when it has one, else its text when not empty. */
export function snippetBody(request: SnippetRequest): SnippetBody {
  if (request.form !== undefined) return { kind: 'form', parts: request.form }
  if (request.body !== undefined && request.body !== '') return { kind: 'text', text: request.body }
  return { kind: 'none' }
}

/**
 * The headers a snippet writes. A multipart body drops Content-Type: the boundary in it is the
 * one the language's library chooses, so a fixed one would not match the body (RFC 7578 4.1).
 */
export function snippetHeaders(request: SnippetRequest): [string, string][] {
  const headers = Object.entries(request.headers ?? {})
  if (request.form === undefined) return headers
  const contentType = findHeader({ ...request.headers }, 'Content-Type')
  return headers.filter(([name]) => name !== contentType)
}

/** The method as it is sent (`wireMethod`), GET when empty. */
export function snippetMethod(request: SnippetRequest): string {
  return wireMethod(request.method || 'GET')
}

/** The last segment of a path, which the libraries send as the part's file name. */
export function baseName(path: string): string {
  return path.split(/[\\/]/).pop() ?? path
}

/**
 * Replaces lone surrogates with U+FFFD, as fetch() does when it encodes a string as UTF-8: no
 * language but JavaScript can write half a surrogate pair in a UTF-8 source file.
 */
export function wellFormed(text: string): string {
  return text.replace(
    /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g,
    '\uFFFD',
  )
}

/** The parts of a FormData: text fields as they are, files by their name as a local path. */
function formParts(form: FormData): SnippetFormPart[] {
  const parts: SnippetFormPart[] = []
  for (const [name, entry] of form) {
    if (typeof entry === 'string') parts.push({ name, value: entry })
    else parts.push({ name, file: entry.name, ...(entry.type ? { type: entry.type } : {}) })
  }
  return parts
}

/**
 * The snippet input for a built request (`buildRequest`'s result, or an envelope after
 * before-send): string and URLSearchParams bodies as text, FormData as parts with each file
 * named by its file name. Other bodies (Blob, streams) cannot be written as code and are left out.
 * A built request's `cookie` becomes a Cookie header, which a browser's fetch() never sends but
 * every snippet can.
 */
export function snippetRequestFrom(
  envelope: RequestEnvelope & { cookie?: string },
): SnippetRequest {
  const { init } = envelope
  const request: SnippetRequest = {
    url: envelope.url,
    method: init.method ?? 'GET',
    headers: headersToRecord(init.headers),
  }
  if (envelope.cookie) {
    // One Cookie header (RFC 6265 section 5.4): an API key cookie the auth set comes first.
    const headers = { ...request.headers }
    const name = findHeader(headers, 'Cookie')
    const auth = name === undefined ? undefined : headers[name]
    if (name !== undefined) delete headers[name]
    headers.Cookie = auth ? `${auth}; ${envelope.cookie}` : envelope.cookie
    request.headers = headers
  }
  const body = init.body
  if (typeof body === 'string') request.body = body
  else if (body instanceof URLSearchParams) {
    request.body = body.toString()
    // fetch() adds this Content-Type for URLSearchParams itself; the other languages do not.
    const headers = { ...request.headers }
    if (findHeader(headers, 'Content-Type') === undefined) {
      headers['Content-Type'] = 'application/x-www-form-urlencoded;charset=UTF-8'
    }
    request.headers = headers
  } else if (body instanceof FormData) request.form = formParts(body)
  // A built request (buildRequest's result) carries the Digest credentials fetch() cannot send.
  const { digest } = envelope as { digest?: DigestCredentials }
  if (digest) request.digest = digest
  return request
}
