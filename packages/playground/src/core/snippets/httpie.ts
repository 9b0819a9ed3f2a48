// HTTPie snippets: the `http` command (HTTPie 3 or later, for --raw), for a POSIX shell. Headers
// are `Name:value` items, text bodies go through --raw, multipart bodies are `name=value` and
// `name@path` items with --multipart. The query stays in the URL, where the request has it.
import { shellQuote } from '../curl/to-curl'
import { snippetBody, snippetHeaders, snippetMethod } from './request'
import { isFilePart, type SnippetFormPart, type SnippetRequest } from './types'

// HTTPie reads `:`, `=`, `@` and `;` in an item as (parts of) separators; a backslash before one
// makes it text. A backslash before any other character stays a backslash, so a backslash that
// precedes one of them cannot be written at all (httpie/cli/argtypes.py, KeyValueArgType).
const SPECIAL = /[:=@;]/g
const UNWRITABLE = /\\[:=@;]/

/** `text` with HTTPie's item separators escaped. */
function escapeItem(text: string): string {
  return text.replace(SPECIAL, (c) => `\\${c}`)
}

/** The request item for one header: `Name:value`, or `Name;` for an empty value. */
function headerItem(name: string, value: string): string {
  // `Name:` would remove the header; `Name;` sends it empty (HTTPie docs, "Empty headers").
  return value === '' ? `${escapeItem(name)};` : `${escapeItem(name)}:${escapeItem(value)}`
}

/** The request item for one form part: `name=value`, or `name@path;type=...` for a file. */
function formItem(part: SnippetFormPart): string {
  if (!isFilePart(part)) return `${escapeItem(part.name)}=${escapeItem(part.value)}`
  return `${escapeItem(part.name)}@${escapeItem(part.file)}${part.type ? `;type=${part.type}` : ''}`
}

/** An HTTPie command for a POSIX shell, one argument group per line. */
export function toHttpieSnippet(request: SnippetRequest): string {
  const body = snippetBody(request)
  // --ignore-stdin: without a terminal on stdin (a script, CI), HTTPie would read it as the body.
  const args = ['--ignore-stdin']
  if (body.kind === 'text') args.push(`--raw ${shellQuote(body.text)}`)
  if (body.kind === 'form') args.push('--multipart')
  // https://httpie.io/docs/cli/digest-auth
  const { digest } = request
  if (digest) args.push(`-A digest -a ${shellQuote(`${digest.username}:${digest.password}`)}`)
  args.push(`${shellQuote(snippetMethod(request))} ${shellQuote(request.url)}`)
  const items: string[] = []
  const unwritable: string[] = []
  for (const [name, value] of snippetHeaders(request)) {
    if (UNWRITABLE.test(name) || UNWRITABLE.test(value)) unwritable.push(name)
    items.push(headerItem(name, value))
  }
  if (body.kind === 'form') {
    for (const part of body.parts) {
      const text = isFilePart(part) ? part.file : part.value
      if (UNWRITABLE.test(part.name) || UNWRITABLE.test(text)) unwritable.push(part.name)
      items.push(formItem(part))
    }
  }
  args.push(...items.map(shellQuote))
  const command = `http ${args.join(' \\\n  ')}`
  if (unwritable.length === 0) return command
  // Names are not quoted here: the comment must not end the shell comment or run anything.
  return `# HTTPie cannot send a backslash before : = @ or ; in an item: ${unwritable.length} item(s) below lose it.\n${command}`
}
