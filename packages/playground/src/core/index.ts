// vue-api-playground/core: the framework-free core. Nothing here imports Vue.
export type * from './types'
export { buildRequest } from './request/request'
export { missingRequired } from './request/required'
export { applyAuth } from './request/auth'
export { toCurl, parseCurl } from './curl/index'
export type { ToCurlOptions } from './curl/index'
export { createEventStreamParser } from './response/sse'
export { sendRequest, headersToRecord } from './response/send'
export type { ResponseHead, SendHooks, SendOptions, SentRequest } from './response/send'
export { createRequestRunner, initialRunnerState } from './response/runner'
export type { RequestRunner, RunnerState } from './response/runner'
export { decodeBody, readBytes } from './response/read-body'
export type { BodyText, ReadBody, ProgressListener } from './response/read-body'
export { formatSize, formatDuration } from './format'
export { tokenizeJson } from './highlight'
export { toSnippet, snippetRequestFrom, SNIPPET_LANGUAGES } from './snippets/index'
export type {
  SnippetFormField,
  SnippetFormFile,
  SnippetFormPart,
  SnippetLanguage,
  SnippetRequest,
} from './snippets/index'
