// JavaScript snippets that send a request with fetch(): for the browser, and for Node.js 18+,
// where fetch is built in. String literals come from JSON.stringify: since ES2019 every JSON
// string is a valid JavaScript string literal with the same value.
import { baseName, snippetBody, snippetHeaders, snippetMethod } from './request'
import { isFilePart, type SnippetFormFile, type SnippetRequest } from './types'

const INDENT = '  '
// Where the Node snippet reads files from; a constant, so that core's own import check (which
// reads `from "..."`) does not take the snippet's import for one of core's.
const NODE_FS = 'node:fs/promises'

/** A double-quoted JavaScript string literal for `text`, with U+2028/U+2029 escaped for display. */
export function jsString(text: string): string {
  return JSON.stringify(text)
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}

/** The `fetch(url, init)` call, spread over lines; `init` is left out when it would be empty. */
function fetchCall(request: SnippetRequest): string {
  const method = snippetMethod(request)
  const lines: string[] = []
  // The Fetch standard upper-cases only DELETE, GET, HEAD, OPTIONS, POST and PUT; a lower-case
  // "patch" would go out as is, so always write the method in upper case.
  if (method !== 'GET') lines.push(`method: ${jsString(method)},`)
  const headers = snippetHeaders(request)
  if (headers.length > 0) {
    lines.push('headers: {')
    for (const [name, value] of headers)
      lines.push(`${INDENT}${jsString(name)}: ${jsString(value)},`)
    lines.push('},')
  }
  const body = snippetBody(request)
  if (body.kind === 'text') lines.push(`body: ${jsString(body.text)},`)
  // fetch() writes the multipart Content-Type with its boundary itself.
  if (body.kind === 'form') lines.push('body: form,')
  if (lines.length === 0) return `await fetch(${jsString(request.url)})`
  const init = lines.map((line) => INDENT + line).join('\n')
  return `await fetch(${jsString(request.url)}, {\n${init}\n})`
}

/** Statements that build `form`; `file` writes the Blob expression for a file part. */
function formStatements(
  request: SnippetRequest,
  file: (part: SnippetFormFile, index: number) => string,
): string[] {
  if (request.form === undefined) return []
  let files = 0
  const lines = ['const form = new FormData()']
  for (const part of request.form) {
    const value = isFilePart(part)
      ? `${file(part, files++)}, ${jsString(baseName(part.file))}`
      : jsString(part.value)
    lines.push(`form.append(${jsString(part.name)}, ${value})`)
  }
  return lines
}

/** A browser snippet: fetch() with top-level await, as in the DevTools console or a module. */
export function toFetchSnippet(request: SnippetRequest): string {
  const files = request.form?.filter(isFilePart) ?? []
  // A page cannot read a local path: the files come from a file input the user picks them in.
  const picker =
    files.length === 0
      ? []
      : [
          `// Choose ${files.map((part) => jsString(baseName(part.file))).join(', ')} in this file input, in that order`,
          'const fileInput = document.querySelector(\'input[type="file"]\')',
        ]
  return [
    ...picker,
    ...formStatements(request, (_part, index) => `fileInput.files[${index}]`),
    `const response = ${fetchCall(request)}`,
    'console.log(response.status, await response.text())',
  ].join('\n')
}

/** A Node.js snippet: the built-in fetch() (Node 18+) in an ES module, for top-level await. */
export function toNodeSnippet(request: SnippetRequest): string {
  return [
    '// Node.js 18 or later (fetch is built in). Save as request.mjs and run: node request.mjs',
    ...(request.form?.some(isFilePart)
      ? [`import { readFile } from ${jsString(NODE_FS)}`, '']
      : []),
    ...formStatements(
      request,
      (part) =>
        `new Blob([await readFile(${jsString(part.file)})]${part.type ? `, { type: ${jsString(part.type)} }` : ''})`,
    ),
    `const response = ${fetchCall(request)}`,
    'console.log(response.status, response.statusText)',
    'console.log(await response.text())',
  ].join('\n')
}
