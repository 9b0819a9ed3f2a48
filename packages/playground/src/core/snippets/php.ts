// PHP snippets with the cURL extension (php-curl), what PHP users reach for without Composer:
// curl_setopt_array with CURLOPT_POSTFIELDS, and CURLFile for uploads.
import { baseName, snippetBody, snippetHeaders, snippetMethod, wellFormed } from './request'
import { isFilePart, type SnippetFormPart, type SnippetRequest } from './types'

const INDENT = '    '
const hex = (code: number): string => code.toString(16)

// Characters a single-quoted literal would hold invisibly or that copy and paste may change.
// eslint-disable-next-line no-control-regex -- control characters are what this looks for
const NEEDS_ESCAPES = /[\0-\x1f\x7f-\x9f\u2028\u2029\ufeff]/

/**
 * A PHP string literal for `text` (PHP manual, "Strings"): single-quoted, where only `\` and `'`
 * are escaped and `$` is plain text, unless the text has control or invisible characters; then
 * double-quoted with `\`, `"` and `$` escaped (so `{$x}` and `$x` stay text) and `\x`/`\u{}`
 * escapes. Lone surrogates become U+FFFD, as fetch() would send them.
 */
export function phpString(text: string): string {
  const value = wellFormed(text)
  if (!NEEDS_ESCAPES.test(value)) return `'${value.replace(/[\\']/g, (c) => `\\${c}`)}'`
  let out = '"'
  for (const char of value) {
    const code = char.codePointAt(0) ?? 0
    if (char === '"' || char === '\\' || char === '$') out += `\\${char}`
    else if (char === '\n') out += '\\n'
    else if (char === '\r') out += '\\r'
    else if (char === '\t') out += '\\t'
    else if (code < 0x20 || code === 0x7f) out += `\\x${hex(code).padStart(2, '0')}`
    else if (code >= 0x80 && NEEDS_ESCAPES.test(char)) out += `\\u{${hex(code)}}`
    else out += char
  }
  return `${out}"`
}

/** The CURLOPT_POSTFIELDS entries: text fields, and a CURLFile (path, type, name) per file. */
function formEntries(parts: readonly SnippetFormPart[]): string[] {
  return parts.map((part) => {
    const value = isFilePart(part)
      ? `new CURLFile(${phpString(part.file)}, ${phpString(part.type ?? '')}, ${phpString(baseName(part.file))})`
      : phpString(part.value)
    return `${INDENT}${phpString(part.name)} => ${value},`
  })
}

/** Whether two parts share a name: a PHP array keeps only the last of them. */
function hasRepeatedNames(parts: readonly SnippetFormPart[]): boolean {
  return new Set(parts.map((part) => part.name)).size < parts.length
}

/** A PHP script that sends the request with the cURL extension and prints status and body. */
export function toPhpSnippet(request: SnippetRequest): string {
  const body = snippetBody(request)
  const method = snippetMethod(request)
  const options: string[] = []
  if (method === 'HEAD' && body.kind === 'none') {
    // A custom HEAD makes libcurl wait for a body that never comes; NOBODY is how it sends HEAD
    // (https://curl.se/libcurl/c/CURLOPT_NOBODY.html).
    options.push('CURLOPT_NOBODY => true,')
  } else if (method !== 'GET' || body.kind !== 'none') {
    options.push(`CURLOPT_CUSTOMREQUEST => ${phpString(method)},`)
  }
  const headers = snippetHeaders(request)
  if (headers.length > 0) {
    options.push('CURLOPT_HTTPHEADER => [')
    for (const [name, value] of headers) {
      // libcurl drops a header written `Name:`; `Name;` sends it empty (CURLOPT_HTTPHEADER).
      const line = /^[ \t]*$/.test(value) ? `${name};` : `${name}: ${value}`
      options.push(`${INDENT}${phpString(line)},`)
    }
    options.push('],')
  }
  const notes: string[] = []
  if (body.kind === 'text') options.push(`CURLOPT_POSTFIELDS => ${phpString(body.text)},`)
  else if (body.kind === 'form') {
    options.push('CURLOPT_POSTFIELDS => [', ...formEntries(body.parts), '],')
    // Names stay out of the comment: a `?>` in a // comment would end the PHP code.
    if (hasRepeatedNames(body.parts)) {
      notes.push(
        '// A PHP array holds one value per key: of parts with the same name, only the last is sent.',
      )
    }
  }
  options.push('CURLOPT_RETURNTRANSFER => true,')
  return [
    '<?php',
    ...notes,
    `$ch = curl_init(${phpString(request.url)});`,
    'curl_setopt_array($ch, [',
    ...options.map((line) => `${INDENT}${line}`),
    ']);',
    '$response = curl_exec($ch);',
    'if ($response === false) {',
    `${INDENT}fwrite(STDERR, curl_error($ch) . PHP_EOL);`,
    `${INDENT}exit(1);`,
    '}',
    'echo curl_getinfo($ch, CURLINFO_RESPONSE_CODE), PHP_EOL;',
    'echo $response, PHP_EOL;',
    'curl_close($ch);',
  ].join('\n')
}
