// Go snippets with net/http from the standard library, and mime/multipart for file uploads: no
// module to fetch, so `go run request.go` works in any directory.
import { snippetBody, snippetHeaders, snippetMethod, wellFormed } from './request'
import { isFilePart, type SnippetFormPart, type SnippetRequest } from './types'

const hex = (code: number, width: number): string => code.toString(16).padStart(width, '0')

/**
 * A Go string literal for `text` (The Go Programming Language Specification, "String literals"):
 * a raw `...` literal for multi-line text that it can hold as is, else an interpreted "..."
 * literal with `\`, `"` and invisible characters escaped. Lone surrogates become U+FFFD, as
 * fetch() would send them.
 */
export function goString(text: string): string {
  const value = wellFormed(text)
  // A raw literal cannot hold a backquote, and Go drops carriage returns from it; a BOM or other
  // control character would be invisible in the source.
  // eslint-disable-next-line no-control-regex -- control characters are what this looks for
  if (value.includes('\n') && !/[`\r\0-\x08\x0b-\x1f\x7f-\x9f\u2028\u2029\ufeff]/.test(value)) {
    return `\`${value}\``
  }
  let out = '"'
  for (const char of value) {
    const code = char.codePointAt(0) ?? 0
    if (char === '"' || char === '\\') out += `\\${char}`
    else if (char === '\n') out += '\\n'
    else if (char === '\r') out += '\\r'
    else if (char === '\t') out += '\\t'
    // \x is a byte in Go, the same as the character only below 0x80.
    else if (code < 0x20 || code === 0x7f) out += `\\x${hex(code, 2)}`
    else if (
      (code >= 0x80 && code <= 0x9f) ||
      code === 0x2028 ||
      code === 0x2029 ||
      code === 0xfeff
    )
      out += `\\u${hex(code, 4)}`
    else out += char
  }
  return `${out}"`
}

/** The statements that fill `body` with a multipart form, and the imports they need. */
function formStatements(parts: readonly SnippetFormPart[]): string[] {
  const lines = ['var body bytes.Buffer', 'form := multipart.NewWriter(&body)']
  for (const part of parts) {
    const call = isFilePart(part)
      ? `addFile(form, ${goString(part.name)}, ${goString(part.file)}, ${goString(part.type ?? 'application/octet-stream')})`
      : `form.WriteField(${goString(part.name)}, ${goString(part.value)})`
    lines.push(`if err := ${call}; err != nil {`, '\tpanic(err)', '}')
  }
  lines.push('if err := form.Close(); err != nil {', '\tpanic(err)', '}')
  return lines
}

// multipart.Writer.CreateFormFile always says application/octet-stream; CreatePart lets the
// part carry its own type. Quotes and backslashes are escaped as CreateFormFile escapes them.
const ADD_FILE = `
// addFile adds the file at path as a part named field, with the given Content-Type.
func addFile(form *multipart.Writer, field, path, contentType string) error {
\tfile, err := os.Open(path)
\tif err != nil {
\t\treturn err
\t}
\tdefer file.Close()
\tescape := strings.NewReplacer("\\\\", "\\\\\\\\", \`"\`, "\\\\\\"").Replace
\theader := make(textproto.MIMEHeader)
\theader.Set("Content-Disposition", fmt.Sprintf(\`form-data; name="%s"; filename="%s"\`,
\t\tescape(field), escape(filepath.Base(path))))
\theader.Set("Content-Type", contentType)
\tpart, err := form.CreatePart(header)
\tif err != nil {
\t\treturn err
\t}
\t_, err = io.Copy(part, file)
\treturn err
}`

/** A Go program that sends the request and prints the status and the body. */
export function toGoSnippet(request: SnippetRequest): string {
  const body = snippetBody(request)
  const imports = new Set(['fmt', 'io', 'net/http'])
  const main: string[] = []
  let reader = 'nil'
  if (body.kind === 'text') {
    imports.add('strings')
    main.push(`body := strings.NewReader(${goString(body.text)})`)
    reader = 'body'
  } else if (body.kind === 'form') {
    for (const name of [
      'bytes',
      'mime/multipart',
      'net/textproto',
      'os',
      'path/filepath',
      'strings',
    ])
      imports.add(name)
    main.push(...formStatements(body.parts))
    reader = '&body'
  }
  main.push(
    `req, err := http.NewRequest(${goString(snippetMethod(request))}, ${goString(request.url)}, ${reader})`,
    'if err != nil {',
    '\tpanic(err)',
    '}',
  )
  for (const [name, value] of snippetHeaders(request)) {
    // Go takes the Host header from req.Host and ignores it in req.Header.
    if (name.toLowerCase() === 'host') main.push(`req.Host = ${goString(value)}`)
    else main.push(`req.Header.Set(${goString(name)}, ${goString(value)})`)
  }
  if (body.kind === 'form') main.push('req.Header.Set("Content-Type", form.FormDataContentType())')
  main.push(
    '',
    'res, err := http.DefaultClient.Do(req)',
    'if err != nil {',
    '\tpanic(err)',
    '}',
    'defer res.Body.Close()',
    'out, err := io.ReadAll(res.Body)',
    'if err != nil {',
    '\tpanic(err)',
    '}',
    'fmt.Println(res.Status)',
    'fmt.Println(string(out))',
  )
  const importLines = [...imports].sort().map((name) => `\t"${name}"`)
  return [
    'package main',
    '',
    'import (',
    ...importLines,
    ')',
    '',
    'func main() {',
    ...main.map((line) => (line === '' ? '' : `\t${line}`)),
    '}',
    ...(body.kind === 'form' ? [ADD_FILE] : []),
  ].join('\n')
}
