import { buildRequest, type AuthConfig } from 'vue-api-playground'
import { snippetRequestFrom, toSnippet, type SnippetLanguage } from 'vue-api-playground/snippets'
import type { OperationPageData } from '../shared/model'
import { tryItConfig } from './tryit'
import { withChosenExamples, type ChosenExamples } from './tryitExamples'

/**
 * An operation's request as code in `language`, sent to `server` with `auth`: what the try-it
 * panel sends with the description's examples, those the reader picked (`chosen`) first. A path
 * parameter without an example keeps its `{name}` for the reader to fill in (substituted empty,
 * GitHub's `/repos/{owner}/{repo}` read `/repos//`).
 */
export function sampleCode(
  page: OperationPageData,
  language: SnippetLanguage,
  server: string,
  auth: AuthConfig | undefined,
  chosen?: ChosenExamples,
): string {
  const described = tryItConfig(page)
  const config = chosen ? withChosenExamples(described, chosen) : described
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
