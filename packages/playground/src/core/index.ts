// vue-api-playground/core: the framework-free core. Nothing here imports Vue.
export type * from './types'
export { buildRequest } from './request'
export { missingRequired } from './required'
export { applyAuth } from './auth'
export { toCurl, parseCurl } from './curl/index'
export type { ToCurlOptions } from './curl/index'
export { createEventStreamParser } from './sse'
export { sendRequest, headersToRecord } from './send'
export type { ResponseHead, SendHooks, SendOptions, SentRequest } from './send'
export { createRequestRunner, initialRunnerState } from './runner'
export type { RequestRunner, RunnerState } from './runner'
export { decodeBody, readBytes } from './read-body'
export type { BodyText, ReadBody, ProgressListener } from './read-body'
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
