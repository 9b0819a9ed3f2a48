// Code snippets that send a request, for the response viewer's "copy as" menu. Each language
// lives in its own file; cURL reuses toCurl so both exports stay identical.
import { toCurl } from '../curl'
import { toFetchSnippet, toNodeSnippet } from './js'
import { toPythonSnippet } from './python'
import type { SnippetRequest } from './types'

export type { SnippetRequest } from './types'

/** Languages `toSnippet` writes. */
export type SnippetLanguage = 'curl' | 'fetch' | 'node' | 'python'

/** The snippet languages with their display labels, in menu order. */
export const SNIPPET_LANGUAGES: readonly { id: SnippetLanguage; label: string }[] = [
  { id: 'curl', label: 'cURL' },
  { id: 'fetch', label: 'JavaScript (fetch)' },
  { id: 'node', label: 'Node.js 18+ (fetch)' },
  { id: 'python', label: 'Python (requests)' },
]

/** Writes a snippet in `language` that sends `request`; throws for an unknown language. */
export function toSnippet(language: SnippetLanguage, request: SnippetRequest): string {
  switch (language) {
    case 'curl':
      return toCurl(request, { multiline: true })
    case 'fetch':
      return toFetchSnippet(request)
    case 'node':
      return toNodeSnippet(request)
    case 'python':
      return toPythonSnippet(request)
    default: {
      // Reachable from untyped callers (a prop written in markdown).
      const allowed = SNIPPET_LANGUAGES.map((entry) => entry.id).join(', ')
      throw new Error(`Unknown snippet language "${String(language)}": expected one of ${allowed}`)
    }
  }
}
