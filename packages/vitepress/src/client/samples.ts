import { buildRequest, type AuthConfig } from 'vue-api-playground'
import { snippetRequestFrom, toSnippet, type SnippetLanguage } from 'vue-api-playground/snippets'
import { canTry, type TryItConfig } from './tryit'

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
  // A method fetch() refuses (CONNECT, TRACE, TRACK) is built as a GET, then written as itself:
  // the samples send what the panel cannot.
  const sendable = canTry(config.method)
  const built = buildRequest({
    url: config.path,
    method: sendable ? config.method : 'get',
    data: config.data?.filter((item) => item.type !== 'path' || item.value !== ''),
    headers: config.headers,
    contentType: config.contentType,
    body: config.body,
    auth,
    server,
  })
  const request = snippetRequestFrom(built)
  if (!sendable) request.method = config.method.toUpperCase()
  return toSnippet(language, request)
}
