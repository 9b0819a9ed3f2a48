// vue-api-playground/snippets: code snippets in eight languages, without the rest of the core
// (an app that imports them does not pull in the event-stream parser or the cURL reader).
export { toSnippet, snippetRequestFrom, SNIPPET_LANGUAGES } from './core/snippets/index'
export type {
  SnippetFormField,
  SnippetFormFile,
  SnippetFormPart,
  SnippetLanguage,
  SnippetRequest,
} from './core/snippets/index'
