// The English words of the notes buildRequest makes about what it did not send as given. Core
// knows no language: buildRequest and applyAuth take a language's words (the playground's
// catalog, i18n/, holds them in every language it ships) and default to these.

/** Where a header that was not sent came from, for its note. */
export type HeaderOrigin =
  'custom' | 'item' | 'bearer' | 'basic' | 'http' | 'apiKey' | 'apiKeyCookie'

const ORIGIN: Record<HeaderOrigin, string> = {
  custom: 'Custom header',
  item: 'Header item',
  bearer: 'Bearer token',
  basic: 'Basic auth',
  http: 'HTTP auth',
  apiKey: 'API key header',
  apiKeyCookie: 'API key cookie',
}

/** The names of fields, parameters or files, quoted: `"a", "b"`. */
const quoted = (names: readonly string[]): string => names.map((name) => `"${name}"`).join(', ')

/** English notes of a built request. */
export const enRequestNotes = {
  unplacedPaths: (names: readonly string[]): string =>
    `Path parameters without a {name} or <name> placeholder in the URL were not sent: ${quoted(names)}.`,
  filesWithoutBody: (method: string, names: readonly string[]): string =>
    `Files are not sent with ${method} requests (they have no body): ${quoted(names)}.`,
  multipartContentType: (value: string): string =>
    `The Content-Type header "${value}" was not sent: for multipart/form-data the browser sets it with the boundary that separates the parts.`,
  headerNameInvalid: (origin: HeaderOrigin, name: string): string =>
    `${ORIGIN[origin]} "${name}" was not sent: a header name may only contain letters, digits and !#$%&'*+-.^_\`|~ (RFC 9110).`,
  headerValueInvalid: (origin: HeaderOrigin, name: string): string =>
    `${ORIGIN[origin]} "${name}" was not sent: its value contains a line break, NUL or a character beyond U+00FF, which fetch() rejects.`,
  twoAuthorizations: 'Two credentials use Authorization: only the last is sent.',
  basicColon: 'Basic auth: the username contains ":", which RFC 7617 does not allow.',
  digestSnippetsOnly:
    'HTTP Digest (RFC 7616) is sent by code snippets only (cURL --digest): fetch() cannot answer its challenge.',
  cookieSnippetsOnly: (name: string): string =>
    `API key cookie "${name}" is sent by code snippets only: a page cannot set Cookie.`,
  repeatedJsonFields: (names: readonly string[]): string =>
    `Repeated fields ${quoted(names)}: JSON keeps only the last value.`,
  noFileChosen: (names: readonly string[]): string =>
    `No file chosen for ${quoted(names)}: nothing was sent for it.`,
  presetNotUsed: (contentType: string): string =>
    `The preset body is not used for ${contentType} bodies.`,
  filesOnlyMultipart: (names: readonly string[]): string =>
    `Files are only sent in multipart/form-data bodies; not sent: ${quoted(names)}.`,
  presetInstead: (names: readonly string[]): string =>
    `The preset body is sent instead of ${quoted(names)}.`,
  presetOnly: (contentType: string, names: readonly string[]): string =>
    `A ${contentType} body is sent only from a preset body; not sent: ${quoted(names)}.`,
}

/** The words of every note buildRequest makes, in one language. */
export type RequestNoteWords = typeof enRequestNotes
