import {
  loadRequestBuilder,
  type AuthSetting,
  type BuildRequestOptions,
  type RequestBuilder,
} from 'vue-api-playground'
import { snippetRequestFrom, toSnippet, type SnippetLanguage } from 'vue-api-playground/snippets'
import { sampleForm } from './sampleRequest'
import { canTry, type TryItConfig } from '../tryit/tryit'

// This module loads on demand (components/useSampleCode.ts), and builds with the playground's own
// request builder, the copy its forms load: the page then carries the serializer once, when needed.
let builder: RequestBuilder | undefined

/** Loads the request builder the samples build with; call (and await) before the functions below. */
export async function prepareSamples(): Promise<void> {
  builder ??= await loadRequestBuilder()
}

/**
 * A try-it panel's request (`config`, with the examples the reader picked) as code in `language`,
 * sent to `server` with `auth`. A path parameter without a value keeps its `{name}` for the reader
 * to fill in (substituted empty, GitHub's `/repos/{owner}/{repo}` read `/repos//`).
 */
export function sampleCode(
  config: TryItConfig,
  language: SnippetLanguage,
  server: string,
  auth: AuthSetting | undefined,
): string {
  return formSampleCode(sampleForm(config, auth), language, server)
}

/**
 * What a try-it panel's form would send (`form`, the playground's `form-change`: the values the
 * reader typed) as code in `language`, sent to `server`; path parameters as in `sampleCode`.
 */
export function formSampleCode(
  form: BuildRequestOptions,
  language: SnippetLanguage,
  server: string,
): string {
  // A method fetch() refuses (CONNECT, TRACE, TRACK) is built as a GET, then written as itself:
  // the samples send what the panel cannot.
  if (!builder) throw new Error('The request builder is not loaded yet: await prepareSamples().')
  const sendable = canTry(form.method)
  const built = builder.buildRequest({
    ...form,
    method: sendable ? form.method : 'get',
    data: form.data?.filter((item) => item.type !== 'path' || item.value !== ''),
    server,
  })
  const request = snippetRequestFrom(built)
  if (!sendable) request.method = form.method.toUpperCase()
  return toSnippet(language, request)
}
