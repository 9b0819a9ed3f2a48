import { buildRequest, type AuthConfig } from 'vue-api-playground'
import { snippetRequestFrom, toSnippet, type SnippetLanguage } from 'vue-api-playground/snippets'
import type { TryItConfig } from './tryit'

/**
 * A try-it panel's request (`config`, with the examples the reader picked) as code in `language`,
 * sent to `server` with `auth`. A path parameter without a value keeps its `{name}` for the reader
 * to fill in (substituted empty, GitHub's `/repos/{owner}/{repo}` read `/repos//`).
 */
export function sampleCode(
  config: TryItConfig,
  language: SnippetLanguage,
  server: string,
  auth: AuthConfig | undefined,
): string {
  const built = buildRequest({
    url: config.path,
    method: config.method,
    data: config.data?.filter((item) => item.type !== 'path' || item.value !== ''),
    headers: config.headers,
    contentType: config.contentType,
    body: config.body,
    auth,
    server,
  })
  return toSnippet(language, snippetRequestFrom(built))
}
