// Code snippets that send a request, one file per language. This index lists the languages and
// picks the writer; cURL reuses toCurl so the snippet and "copy as cURL" stay identical.
import { toCurlSnippet } from './curl'
import { toGoSnippet } from './go'
import { toHttpieSnippet } from './httpie'
import { toFetchSnippet, toNodeSnippet } from './js'
import { toPhpSnippet } from './php'
import { toPythonSnippet } from './python'
import { toRubySnippet } from './ruby'
import { SNIPPET_LANGUAGES, type SnippetLanguage } from './languages'
import type { SnippetRequest } from './types'

export type { SnippetFormField, SnippetFormFile, SnippetFormPart, SnippetRequest } from './types'
export { snippetRequestFrom } from './request'
export { SNIPPET_LANGUAGES, type SnippetLanguage } from './languages'

const WRITERS: Readonly<Record<SnippetLanguage, (request: SnippetRequest) => string>> = {
  curl: toCurlSnippet,
  httpie: toHttpieSnippet,
  fetch: toFetchSnippet,
  node: toNodeSnippet,
  python: toPythonSnippet,
  go: toGoSnippet,
  php: toPhpSnippet,
  ruby: toRubySnippet,
}

/** Writes a snippet in `language` that sends `request`; throws for an unknown language. */
export function toSnippet(language: SnippetLanguage, request: SnippetRequest): string {
  // Own properties only: a language named "constructor" must not find Object's.
  const write = Object.hasOwn(WRITERS, language) ? WRITERS[language] : undefined
  if (write === undefined) {
    // Reachable from untyped callers (a prop written in markdown).
    const allowed = SNIPPET_LANGUAGES.map((entry) => entry.id).join(', ')
    throw new Error(`Unknown snippet language "${String(language)}": expected one of ${allowed}`)
  }
  const code = write(request)
  return request.digest && !DIGEST_AWARE.has(language) ? withDigestComment(language, code) : code
}

// Languages whose writer sends Digest credentials itself (curl --digest, HTTPie -A digest,
// requests' HTTPDigestAuth); the others' standard clients have no Digest support.
const DIGEST_AWARE = new Set<SnippetLanguage>(['curl', 'httpie', 'python'])

/** `code` with a first comment saying the Digest credentials are not in it. */
function withDigestComment(language: SnippetLanguage, code: string): string {
  const comment = `${language === 'ruby' ? '#' : '//'} HTTP Digest auth (RFC 7616) is not sent: this client has no Digest support; answer the server's 401 challenge, or use the cURL sample.`
  // PHP code starts after its opening tag.
  if (code.startsWith('<?php\n')) return `<?php\n${comment}\n${code.slice(6)}`
  return `${comment}\n${code}`
}
