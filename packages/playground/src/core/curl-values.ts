// How curl reads the values of some options: header lines (-H), form fields (-F), URL-encoded
// data (--data-urlencode, --url-query) and ranges (-r). Each follows curl's own source
// (src/tool_getparam.c, src/tool_formparse.c, lib/http.c) and https://curl.se/docs/manpage.html.
import type { ParsedCurlFormPart } from './types'

/** A -H value: a header to send, a header to remove (`Name:`), or something curl would not send. */
export type HeaderLine =
  | { kind: 'set'; name: string; value: string }
  | { kind: 'remove'; name: string }
  | { kind: 'invalid' }

function isHttpWhitespace(c: string): boolean {
  return c === ' ' || c === '\t'
}

/** Trims spaces and tabs only (RFC 9110 OWS); String#trim would also eat e.g. U+3000. */
export function trimOws(text: string): string {
  let start = 0
  let end = text.length
  while (start < end && isHttpWhitespace(text.charAt(start))) start++
  while (end > start && isHttpWhitespace(text.charAt(end - 1))) end--
  return text.slice(start, end)
}

/**
 * Reads a -H value (https://curl.se/docs/manpage.html#-H): `Name: value` sets a header,
 * `Name:` with nothing after the colon removes one curl would add, `Name;` sends it empty.
 */
export function parseHeaderLine(line: string): HeaderLine {
  const colon = line.indexOf(':')
  if (colon < 0) {
    const semicolon = line.indexOf(';')
    const name = trimOws(line.slice(0, semicolon))
    if (semicolon < 0 || name === '' || trimOws(line.slice(semicolon + 1)) !== '') {
      return { kind: 'invalid' }
    }
    return { kind: 'set', name, value: '' }
  }
  const name = trimOws(line.slice(0, colon))
  if (name === '') return { kind: 'invalid' }
  const value = trimOws(line.slice(colon + 1))
  return value === '' ? { kind: 'remove', name } : { kind: 'set', name, value }
}

const HEX = '0123456789ABCDEF'

/** RFC 3986 unreserved: A-Z a-z 0-9 - . _ ~ */
function isUnreserved(byte: number): boolean {
  return (
    (byte >= 0x41 && byte <= 0x5a) ||
    (byte >= 0x61 && byte <= 0x7a) ||
    (byte >= 0x30 && byte <= 0x39) ||
    byte === 0x2d ||
    byte === 0x2e ||
    byte === 0x5f ||
    byte === 0x7e
  )
}

/**
 * URL-encodes text as --data-urlencode does: curl_easy_escape (UTF-8 bytes, all but
 * A-Z a-z 0-9 - . _ ~ as %XX), then %20 as `+` (replace_url_encoded_space_by_plus).
 */
export function curlUrlEncode(text: string): string {
  let out = ''
  for (const byte of new TextEncoder().encode(text)) {
    if (isUnreserved(byte)) out += String.fromCharCode(byte)
    else if (byte === 0x20) out += '+'
    else out += `%${HEX.charAt(byte >> 4)}${HEX.charAt(byte & 15)}`
  }
  return out
}

/**
 * What --data-urlencode sends for `arg` (https://curl.se/docs/manpage.html#--data-urlencode):
 * `content` and `=content` send the encoded content, `name=content` sends name=encoded content;
 * undefined for `@file` and `name@file`, which read a file.
 */
export function dataUrlencode(arg: string): string | undefined {
  const eq = arg.indexOf('=')
  if (eq < 0) return arg.includes('@') ? undefined : curlUrlEncode(arg)
  const encoded = curlUrlEncode(arg.slice(eq + 1))
  return eq === 0 ? encoded : `${arg.slice(0, eq)}=${encoded}`
}

/** Adds `query` to the query of `url` with `?` or `&`, before any #fragment, as -G does. */
export function appendQuery(url: string, query: string): string {
  if (query === '') return url
  const hash = url.indexOf('#')
  const base = hash < 0 ? url : url.slice(0, hash)
  const fragment = hash < 0 ? '' : url.slice(hash)
  const separator = !base.includes('?') ? '?' : /[?&]$/.test(base) ? '' : '&'
  return `${base}${separator}${query}${fragment}`
}

/** A -r value as curl sends it: a bare number N means `N-` (curl appends the dash itself). */
export function normalizeRange(range: string): string {
  return /^[0-9]+$/.test(range) ? `${range}-` : range
}

function isSpace(c: string): boolean {
  return c === ' ' || c === '\t' || c === '\n' || c === '\r' || c === '\f' || c === '\v'
}

function isStop(c: string, endChar: string): boolean {
  return c === ';' || (endChar !== '' && c === endChar)
}

/** get_param_word: a "quoted" word (with \" and \\) or text up to `;` or `endChar`. */
function paramWord(s: string, start: number, endChar: string): [string, number] {
  if (s.charAt(start) === '"') {
    let word = ''
    for (let i = start + 1; i < s.length; i++) {
      const c = s.charAt(i)
      const d = s.charAt(i + 1)
      if (c === '\\' && (d === '\\' || d === '"')) {
        word += d
        i++
      } else if (c === '"') {
        // Text between the closing quote and the next separator is dropped, as curl does.
        let end = i + 1
        while (end < s.length && !isStop(s.charAt(end), endChar)) end++
        return [word, end]
      } else {
        word += c
      }
    }
    // No closing quote: curl reads the word as unquoted.
  }
  let end = start
  while (end < s.length && !isStop(s.charAt(end), endChar)) end++
  let last = end
  while (last > start && isSpace(s.charAt(last - 1))) last--
  return [s.slice(start, last), end]
}

interface ParamPart {
  data: string
  type?: string
  filename?: string
}

/** get_param_part: the content of a -F field plus its ;type= and ;filename= parameters. */
function paramPart(s: string, endChar: string): ParamPart {
  let i = 0
  while (isSpace(s.charAt(i))) i++
  const [data, afterData] = paramWord(s, i, endChar)
  const part: ParamPart = { data }
  // A content type keeps unknown parameters that follow it (type=text/plain;charset=utf-8)
  // until a known parameter closes it.
  let typeStart = -1
  let typeEnd = -1
  let typeOpen = false
  i = afterData
  while (s.charAt(i) === ';') {
    i++
    while (isSpace(s.charAt(i))) i++
    const key = s.slice(i, i + 9).toLowerCase()
    let end = i
    while (end < s.length && !isStop(s.charAt(end), endChar)) end++
    if (!typeOpen && key.startsWith('type=')) {
      typeStart = i + 5
      typeEnd = end
      typeOpen = true
      i = end
    } else if (key.startsWith('filename=')) {
      typeOpen = false
      let start = i + 9
      while (isSpace(s.charAt(start))) start++
      const [filename, next] = paramWord(s, start, endChar)
      part.filename = filename
      i = next
    } else if (typeOpen && !key.startsWith('headers=') && !key.startsWith('encoder=')) {
      typeEnd = end
      i = end
    } else {
      // headers=, encoder= and unknown parameters are skipped.
      typeOpen = false
      i = paramWord(s, i + key.indexOf('=') + 1, endChar)[1]
    }
  }
  if (typeStart >= 0) part.type = trimOws(s.slice(typeStart, typeEnd))
  return part
}

/**
 * Reads a -F / --form-string value (https://curl.se/docs/manpage.html#-F): `name=value`,
 * `name=@file;type=...;filename=...` (a file part; the first of several files), `name=<file`
 * (a part whose content is read from a file: also a file part here). `literal` is
 * --form-string, where @, < and ;type= mean nothing. Undefined when there is no `=`.
 */
export function parseFormArg(arg: string, literal: boolean): ParsedCurlFormPart | undefined {
  const eq = arg.indexOf('=')
  if (eq < 0) return undefined
  const name = arg.slice(0, eq)
  const content = arg.slice(eq + 1)
  if (literal) return { name, value: content }
  const first = content.charAt(0)
  if (first === '@' || first === '<') {
    const { data, type, filename } = paramPart(content.slice(1), first === '@' ? ',' : '')
    const part: ParsedCurlFormPart = { name, file: data }
    if (type !== undefined) part.type = type
    if (filename !== undefined && first === '@') part.filename = filename
    return part
  }
  // A text part may also carry ;type= (dropped: a text part here has no type of its own).
  return { name, value: paramPart(content, '').data }
}
