// The languages apart from their writers: a menu of them does not load the writers (an app's
// bundler keeps a module with the module that uses it, the writers with the menu else).

/** Languages `toSnippet` writes. */
export type SnippetLanguage =
  'curl' | 'httpie' | 'fetch' | 'node' | 'python' | 'go' | 'php' | 'ruby'

/** The snippet languages with their display labels, in menu order. */
export const SNIPPET_LANGUAGES: readonly { id: SnippetLanguage; label: string }[] = [
  { id: 'curl', label: 'cURL' },
  { id: 'httpie', label: 'HTTPie' },
  { id: 'fetch', label: 'JavaScript (fetch)' },
  { id: 'node', label: 'Node.js 18+ (fetch)' },
  { id: 'python', label: 'Python (requests)' },
  { id: 'go', label: 'Go (net/http)' },
  { id: 'php', label: 'PHP (cURL)' },
  { id: 'ruby', label: 'Ruby (net/http)' },
]
