// What curl does to the URL it is given before sending it: the scheme it guesses, the credentials
// it takes out, the file name -T adds and the query -G adds. Each follows curl's own code
// (lib/urlapi.c, src/tool_operhlp.c) and https://curl.se/docs/url-syntax.html.
import { curlEscape } from './url-encode'

/** Adds `query` to the query of `url` with `?` or `&`, before any #fragment, as -G does. */
export function appendQuery(url: string, query: string): string {
  if (query === '') return url
  const hash = url.indexOf('#')
  const base = hash < 0 ? url : url.slice(0, hash)
  const fragment = hash < 0 ? '' : url.slice(hash)
  const separator = !base.includes('?') ? '?' : /[?&]$/.test(base) ? '' : '&'
  return `${base}${separator}${query}${fragment}`
}

// Curl_is_absolute_url with CURLU_GUESS_SCHEME: a scheme counts only when followed by `:/`, so
// `localhost:8080/x` is a host and a port, not the scheme `localhost`.
const SCHEME = /^[A-Za-z][A-Za-z0-9+.-]*:\//

// The host prefixes curl guesses a scheme from (guess_scheme in lib/urlapi.c); anything else is
// http.
const GUESSED = ['ftp', 'dict', 'ldap', 'imap', 'smtp', 'pop3']

/** `url` with the scheme curl assumes when it has none: http://, or ftp:// for ftp.host, ... */
export function withScheme(url: string): string {
  if (SCHEME.test(url)) return url
  const host = url.replace(/^\/\//, '')
  const prefix = GUESSED.find((scheme) => host.toLowerCase().startsWith(`${scheme}.`))
  return `${prefix ?? 'http'}://${host}`
}

/** Where the authority of an absolute URL starts and ends (RFC 3986 section 3.2). */
function authority(url: string): [number, number] | undefined {
  const start = url.indexOf('://')
  if (start < 0) return undefined
  const length = url.slice(start + 3).search(/[/?#]/)
  return [start + 3, length < 0 ? url.length : start + 3 + length]
}

function hexValue(c: string): number {
  return /^[0-9a-fA-F]$/.test(c) ? parseInt(c, 16) : -1
}

/** Curl_urldecode: %XX to its byte, the text between as its UTF-8 bytes. */
function percentDecode(text: string): number[] {
  const bytes: number[] = []
  const encoder = new TextEncoder()
  // Text is encoded in runs, not character by character: a long user name stays fast.
  let run = 0
  const flush = (end: number): void => {
    for (const byte of encoder.encode(text.slice(run, end))) bytes.push(byte)
  }
  for (let i = text.indexOf('%'); i >= 0 && i < text.length; i = text.indexOf('%', i + 1)) {
    const high = hexValue(text.charAt(i + 1))
    const low = hexValue(text.charAt(i + 2))
    if (high >= 0 && low >= 0) {
      flush(i)
      bytes.push(high * 16 + low)
      i += 2
      run = i + 1
    }
  }
  flush(text.length)
  return bytes
}

/** A URL with its user:password taken out, and those credentials as bytes (`user:password`). */
export interface UrlCredentials {
  url: string
  credentials: Uint8Array | undefined
}

/**
 * Takes `user:password@` out of an absolute URL as curl does: the URL is sent without it, and the
 * percent-decoded credentials go into an Authorization header (a missing password is empty).
 */
export function takeCredentials(url: string): UrlCredentials {
  const range = authority(url)
  if (range === undefined) return { url, credentials: undefined }
  const [start, end] = range
  const at = url.lastIndexOf('@', end - 1)
  if (at < start) return { url, credentials: undefined }
  const userinfo = url.slice(start, at)
  const colon = userinfo.indexOf(':')
  const user = colon < 0 ? userinfo : userinfo.slice(0, colon)
  const password = colon < 0 ? '' : userinfo.slice(colon + 1)
  const credentials = Uint8Array.from([...percentDecode(user), 0x3a, ...percentDecode(password)])
  return { url: url.slice(0, start) + url.slice(at + 1), credentials }
}

/**
 * The URL `-T file` uploads to (add_file_name_to_url in src/tool_operhlp.c): when the URL's path
 * ends in `/` or is empty, curl appends the file's base name, percent-encoded. `-` and `.` read
 * standard input and add nothing.
 */
export function withUploadName(url: string, file: string): string {
  if (file === '-' || file === '.') return url
  const range = authority(url)
  if (range === undefined) return url
  const length = url.slice(range[1]).search(/[?#]/)
  const end = length < 0 ? url.length : range[1] + length
  const path = url.slice(range[1], end)
  if (path !== '' && !path.endsWith('/')) return url
  const name = file.slice(Math.max(file.lastIndexOf('/'), file.lastIndexOf('\\')) + 1)
  if (name === '') return url
  return `${url.slice(0, range[1])}${path === '' ? '/' : path}${curlEscape(name)}${url.slice(end)}`
}
