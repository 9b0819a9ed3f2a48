// Python snippets using the `requests` library. Literals are written by hand because Python's
// string syntax differs from JSON: `\x` and `\u` escapes exist in both, but `\/` does not, and a
// raw line break would end the literal.
import { baseName, snippetBody, snippetHeaders } from './request'
import { wireMethod } from '../request/method'
import { isFilePart, type SnippetFormPart, type SnippetRequest } from './types'

const INDENT = '    '
const SHORTCUTS = new Set(['get', 'post', 'put', 'patch', 'delete', 'head', 'options'])

const hex = (code: number, width: number): string => code.toString(16).padStart(width, '0')

/** Whether the code unit at `i` is half of a surrogate pair (a lone half has no UTF-8 form). */
function isPaired(text: string, i: number): boolean {
  const code = text.charCodeAt(i)
  if (code >= 0xd800 && code <= 0xdbff) {
    const next = text.charCodeAt(i + 1)
    return next >= 0xdc00 && next <= 0xdfff
  }
  const previous = text.charCodeAt(i - 1)
  return previous >= 0xd800 && previous <= 0xdbff
}

/**
 * A double-quoted Python 3 str literal for `text` (Python language reference 2.4.1): quotes and
 * backslashes escaped, control and invisible separator characters as `\x`/`\u` escapes, other
 * unicode kept as is (Python 3 source files are UTF-8).
 */
export function pythonString(text: string): string {
  let out = '"'
  for (let i = 0; i < text.length; i++) {
    const char = text[i] ?? ''
    const code = text.charCodeAt(i)
    if (char === '"' || char === '\\') out += `\\${char}`
    else if (char === '\n') out += '\\n'
    else if (char === '\r') out += '\\r'
    else if (char === '\t') out += '\\t'
    else if (code < 0x20 || (code >= 0x7f && code <= 0x9f)) out += `\\x${hex(code, 2)}`
    else if (code === 0x2028 || code === 0x2029 || code === 0xfeff) out += `\\u${hex(code, 4)}`
    else if (code >= 0xd800 && code <= 0xdfff && !isPaired(text, i)) out += `\\u${hex(code, 4)}`
    else out += char
  }
  return `${out}"`
}

/** Whether `text` has characters outside ASCII. */
function hasNonAscii(text: string): boolean {
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) > 0x7f) return true
  return false
}

/**
 * The `files=` argument: a list of (name, (filename, content[, type])) keeps the parts in order
 * and repeated names; a None filename makes a text field (requests' multipart encoding).
 */
function filesArgument(parts: readonly SnippetFormPart[]): string {
  const entries = parts.map((part) => {
    const value = isFilePart(part)
      ? [pythonString(baseName(part.file)), `open(${pythonString(part.file)}, "rb")`]
      : ['None', pythonString(part.value)]
    if (isFilePart(part) && part.type) value.push(pythonString(part.type))
    return `${INDENT}${INDENT}(${pythonString(part.name)}, (${value.join(', ')})),`
  })
  return `files=[\n${entries.join('\n')}\n${INDENT}]`
}

/** A `requests` snippet that sends the request and prints the status and the body. */
export function toPythonSnippet(request: SnippetRequest): string {
  const method = request.method.toLowerCase()
  const args: string[] = []
  if (!SHORTCUTS.has(method)) args.push(pythonString(wireMethod(request.method)))
  args.push(pythonString(request.url))
  const headers = snippetHeaders(request)
  if (headers.length > 0) {
    const entries = headers.map(
      ([name, value]) => `${INDENT}${INDENT}${pythonString(name)}: ${pythonString(value)},`,
    )
    args.push(`headers={\n${entries.join('\n')}\n${INDENT}}`)
  }
  const body = snippetBody(request)
  if (body.kind === 'text') {
    // requests sends a str body through http.client, which encodes it as Latin-1 and fails on
    // other characters: send UTF-8 bytes instead, as fetch() does.
    const literal = pythonString(body.text)
    args.push(`data=${hasNonAscii(body.text) ? `${literal}.encode("utf-8")` : literal}`)
  }
  if (body.kind === 'form') args.push(filesArgument(body.parts))
  // https://requests.readthedocs.io/en/latest/user/authentication/#digest-authentication
  const { digest } = request
  if (digest)
    args.push(
      `auth=HTTPDigestAuth(${pythonString(digest.username)}, ${pythonString(digest.password)})`,
    )
  const callee = SHORTCUTS.has(method) ? `requests.${method}` : 'requests.request'
  const call =
    args.length === 1
      ? `${callee}(${args[0] ?? ''})`
      : `${callee}(\n${args.map((arg) => `${INDENT}${arg},`).join('\n')}\n)`
  return [
    'import requests',
    ...(digest ? ['from requests.auth import HTTPDigestAuth'] : []),
    '',
    `response = ${call}`,
    'print(response.status_code)',
    'print(response.text)',
  ].join('\n')
}
