// Ruby snippets with net/http from the standard library; multipart bodies with
// Net::HTTPHeader#set_form, which keeps the parts in order and repeated names.
import { baseName, snippetBody, snippetHeaders, snippetMethod, wellFormed } from './request'
import { isFilePart, type SnippetFormPart, type SnippetRequest } from './types'

const INDENT = '  '
// The request classes net/http defines, by method; other methods use Net::HTTPGenericRequest.
const CLASSES: Readonly<Record<string, string>> = {
  GET: 'Get',
  POST: 'Post',
  PUT: 'Put',
  PATCH: 'Patch',
  DELETE: 'Delete',
  HEAD: 'Head',
  OPTIONS: 'Options',
}
// Of those, the ones whose class permits a request body.
const WITH_BODY = new Set(['POST', 'PUT', 'PATCH'])

/**
 * A double-quoted Ruby string literal for `text` (Ruby syntax, "Strings"): `\`, `"` and `#`
 * escaped, so `#{...}`, `#@x` and `#$x` stay text; control and invisible characters as `\x`/`\u`
 * escapes; other unicode as is (Ruby source is UTF-8). Lone surrogates become U+FFFD, as fetch()
 * would send them.
 */
export function rubyString(text: string): string {
  let out = '"'
  for (const char of wellFormed(text)) {
    const code = char.codePointAt(0) ?? 0
    if (char === '"' || char === '\\' || char === '#') out += `\\${char}`
    else if (char === '\n') out += '\\n'
    else if (char === '\r') out += '\\r'
    else if (char === '\t') out += '\\t'
    else if (code < 0x20 || code === 0x7f) out += `\\x${code.toString(16).padStart(2, '0')}`
    else if (
      (code >= 0x80 && code <= 0x9f) ||
      code === 0x2028 ||
      code === 0x2029 ||
      code === 0xfeff
    )
      out += `\\u${code.toString(16).padStart(4, '0')}`
    else out += char
  }
  return `${out}"`
}

/** The `request = ...` line for `method`, with a body-capable class when a body is sent. */
function newRequest(method: string, hasBody: boolean): string {
  const name = CLASSES[method]
  if (name !== undefined && (!hasBody || WITH_BODY.has(method))) {
    return `request = Net::HTTP::${name}.new(uri)`
  }
  return `request = Net::HTTPGenericRequest.new(${rubyString(method)}, ${String(hasBody)}, true, uri)`
}

/** The set_form call: one [name, value] or [name, File, options] entry per part. */
function setForm(parts: readonly SnippetFormPart[]): string[] {
  const entries = parts.map((part) => {
    if (!isFilePart(part)) return `${INDENT}[${rubyString(part.name)}, ${rubyString(part.value)}],`
    const options = [`filename: ${rubyString(baseName(part.file))}`]
    if (part.type) options.push(`content_type: ${rubyString(part.type)}`)
    return `${INDENT}[${rubyString(part.name)}, File.open(${rubyString(part.file)}), { ${options.join(', ')} }],`
  })
  return ['request.set_form([', ...entries, '], "multipart/form-data")']
}

/** A Ruby script that sends the request with net/http and prints the status and the body. */
export function toRubySnippet(request: SnippetRequest): string {
  const body = snippetBody(request)
  const lines = [
    'require "net/http"',
    '',
    `uri = URI(${rubyString(request.url)})`,
    newRequest(snippetMethod(request), body.kind !== 'none'),
  ]
  for (const [name, value] of snippetHeaders(request)) {
    lines.push(`request[${rubyString(name)}] = ${rubyString(value)}`)
  }
  if (body.kind === 'text') lines.push(`request.body = ${rubyString(body.text)}`)
  else if (body.kind === 'form') lines.push(...setForm(body.parts))
  lines.push(
    '',
    'response = Net::HTTP.start(uri.hostname, uri.port, use_ssl: uri.scheme == "https") do |http|',
    `${INDENT}http.request(request)`,
    'end',
    'puts response.code',
    'puts response.body',
  )
  return lines.join('\n')
}
