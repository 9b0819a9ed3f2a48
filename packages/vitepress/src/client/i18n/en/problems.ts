// The English messages of what the Mock finds wrong in a request (mock/validate.ts,
// security/satisfied.ts) and what the try-it finds wrong in a streamed item (streams/): those
// modules say which message and with what (places, counts, the schema's own values); the Mock
// panel and the stream reader word them, with the Mock's code, in the page's language.

/** Where a parameter goes (OpenAPI's `in`), or a form body's field. */
export type FieldIn = 'path' | 'query' | 'querystring' | 'header' | 'body'

/**
 * Where a problem is: a parameter or a form field by name, or a place in a JSON value as a path
 * from its root (`body.items[2].name`, `item`, `data`), which stays as written.
 */
export type Place = string | { in: FieldIn; name: string }

/** What a JSON text failed to parse as, and where (1-based line and column), when known. */
export interface JsonFailure {
  line?: number
  column?: number
}

/** A credential the request lacks: an API key, an `Authorization` scheme, or a bearer token. */
export type LackedCredential =
  | { kind: 'apiKey'; in: 'header' | 'query'; name: string; scheme: string }
  | { kind: 'http'; authScheme: string; scheme: string }
  | { kind: 'bearer'; scheme: string }

const FIELD: Record<FieldIn, string> = {
  path: 'Path parameter',
  query: 'Query parameter',
  querystring: 'Query string parameter',
  header: 'Header parameter',
  body: 'Body field',
}
const place = (at: Place): string => (typeof at === 'string' ? at : `${FIELD[at.in]} "${at.name}"`)
const where = ({ line, column }: JsonFailure): string =>
  line === undefined ? '' : ` (line ${line}, column ${column ?? 1})`
const s = (count: number, one: string, other: string): string =>
  `${count} ${count === 1 ? one : other}`
const lack = (credential: LackedCredential): string =>
  credential.kind === 'apiKey'
    ? `${credential.in === 'header' ? 'header' : 'query parameter'} "${credential.name}" (${credential.scheme})`
    : credential.kind === 'http'
      ? `an "Authorization: ${credential.authScheme} …" header (${credential.scheme})`
      : `an "Authorization: Bearer …" token (${credential.scheme})`

/** English messages of the Mock's and the stream reader's checks (part of `en`). */
export const enProblems = {
  missing: (at: Place): string => `${place(at)} is required but missing.`,
  bodyMissing: 'The request body is required but missing.',
  /** What was not JSON: the request body, a stream's item or an event's data. */
  notJson: (what: 'body' | 'item' | 'data', failure: JsonFailure): string =>
    `The ${what} is not JSON${where(failure)}.`,
  noAlternative: (at: Place, count: number): string =>
    `${place(at)} matches none of its ${count} alternatives.`,
  /** `types` and `actual` are JSON Schema type names (`string`, `integer`, `array`…). */
  wrongType: (at: Place, types: string[], actual: string): string =>
    `${place(at)} should be ${types.join(' or ')}, not ${actual === 'null' ? 'null' : `${/^[aeiou]/.test(actual) ? 'an' : 'a'} ${actual}`}.`,
  notInEnum: (at: Place, values: string[]): string =>
    `${place(at)} should be one of ${values.join(', ')}.`,
  notConst: (at: Place, value: string): string => `${place(at)} should be ${value}.`,
  tooFewItems: (at: Place, min: number): string =>
    `${place(at)} should have at least ${s(min, 'item', 'items')}.`,
  tooManyItems: (at: Place, max: number): string =>
    `${place(at)} should have at most ${s(max, 'item', 'items')}.`,
  notAllowed: (at: Place): string => `${place(at)} is not a property the description allows.`,
  tooShort: (at: Place, min: number): string =>
    `${place(at)} should be at least ${s(min, 'character', 'characters')} long.`,
  tooLong: (at: Place, max: number): string =>
    `${place(at)} should be at most ${s(max, 'character', 'characters')} long.`,
  noPattern: (at: Place, pattern: string): string =>
    `${place(at)} should match the pattern ${pattern}.`,
  /** Below `minimum` (`exclusive`: at or below an exclusive one). */
  tooSmall: (at: Place, min: number, exclusive: boolean): string =>
    `${place(at)} should be ${exclusive ? 'more than' : 'at least'} ${min}.`,
  tooLarge: (at: Place, max: number, exclusive: boolean): string =>
    `${place(at)} should be ${exclusive ? 'less than' : 'at most'} ${max}.`,
  notMultiple: (at: Place, of: number): string => `${place(at)} should be a multiple of ${of}.`,
  /** After the problems listed: how many more were found. */
  moreProblems: (count: number): string => `… and ${count} more.`,
  /** Each alternative of the operation's security, with the credentials it lacks. */
  credentialsUnmet: (alternatives: LackedCredential[][]): string =>
    `The credentials sent meet none of the operation's security requirements: it needs ${alternatives.map((all) => all.map(lack).join(' and ')).join(', or ')}. A server would answer 401 Unauthorized.`,
}

/** The check's words, for the code that says which of them it means. */
export type ProblemWords = typeof enProblems
