// Builds the fetch() envelope from the playground's props (docs/guide/parameters.md, bodies.md
// and auth.md). Pure: no I/O, and only globals browsers and Node share (FormData, URLSearchParams,
// TextEncoder, btoa), so it runs the same in browsers, in Node and in tests.
//
// Decisions where the specification is silent:
// - Items without a name are skipped, as an HTML form skips nameless fields.
// - Empty values that land in a URL or a body are sent (`name=`, `""`), as a form sends them,
//   unless the item says `omitEmpty` (an optional OpenAPI parameter left blank is not sent).
//   Empty header values are not sent, whether from header items or custom headers: an empty
//   header is almost never meant, and blank auth fields are skipped the same way (auth.ts).
// - A path item with no placeholder in the URL is not sent, with a note.
// - Header precedence, lowest first: default Content-Type, custom headers, header items (what the
//   user typed last), auth (the most specific setting). Names compare case-insensitively.
// - A preset body (not blank) replaces the fields for JSON, text/plain and XML bodies.
// - A text/plain body without a preset uses HTML's text/plain form encoding of the fields.
import { applyAuth, type AuthTarget } from './auth'
import { bodyKind, serializeBody, type FilePart } from './body'
import { deleteHeader, findHeader, trySetHeader } from './header'
import { methodHasBody, normalizeMethod } from './method'
import { enRequestNotes, type HeaderOrigin, type RequestNoteWords } from './notes'
import {
  serializeCookieParam,
  serializeHeaderParam,
  serializeQueryParam,
  serializeQueryString,
} from '../params/serialize'
import { expandPath } from '../params/path'
import { paramValue } from '../params/value'
import type { BuildRequestOptions, BuiltRequest, PlaygroundDataItem } from '../types'
import { appendQueryText, joinServer } from './url'

/** Data items sorted by where they go, in their original order. */
interface SortedItems {
  /** Query text, each part already percent-encoded, in order. */
  query: string[]
  headers: PlaygroundDataItem[]
  cookies: string[]
  files: FilePart[]
  fields: PlaygroundDataItem[]
  unplacedPaths: PlaygroundDataItem[]
}

function sortItems(
  items: readonly PlaygroundDataItem[],
  used: Set<PlaygroundDataItem>,
  hasBody: boolean,
  options: BuildRequestOptions,
): SortedItems {
  const sorted: SortedItems = {
    query: [],
    headers: [],
    cookies: [],
    files: [],
    fields: [],
    unplacedPaths: [],
  }
  const formPair = (item: PlaygroundDataItem) =>
    new URLSearchParams([[item.name, item.value]]).toString()
  for (const item of items) {
    if (used.has(item)) continue
    if (item.name === '' && item.type !== 'querystring') continue
    if (item.omitEmpty && item.value === '' && item.type !== 'path' && item.type !== 'file')
      continue
    switch (item.type) {
      case 'path':
        sorted.unplacedPaths.push(item)
        break
      case 'query': {
        const text = serializeQueryParam(item.name, paramValue(item), item)
        if (text !== '') sorted.query.push(text)
        break
      }
      case 'querystring': {
        const text = serializeQueryString(
          paramValue(item),
          item.mediaType ?? 'application/x-www-form-urlencoded',
        )
        if (text !== '') sorted.query.push(text)
        break
      }
      case 'header':
        sorted.headers.push(item)
        break
      case 'cookie': {
        const text = serializeCookieParam(item.name, paramValue(item), item)
        if (text !== '') sorted.cookies.push(text)
        break
      }
      case 'file':
        sorted.files.push({ name: item.name, blobs: options.files?.[item.name] ?? [] })
        break
      default:
        // Untyped items and HTML input types: the query for get and delete, the body otherwise.
        if (hasBody) sorted.fields.push(item)
        else sorted.query.push(formPair(item))
    }
  }
  return sorted
}

const names = (items: readonly { name: string }[]): string[] => items.map((item) => item.name)

/** The note words of `words` (a catalog may hold other messages too). */
function pick(words: Partial<RequestNoteWords>): Partial<RequestNoteWords> {
  const own: Partial<Record<keyof RequestNoteWords, unknown>> = {}
  for (const key of Object.keys(enRequestNotes) as (keyof RequestNoteWords)[])
    if (typeof words[key] === typeof enRequestNotes[key]) own[key] = words[key]
  return own as Partial<RequestNoteWords>
}

/** Sets headers that have a value, collecting notes about those fetch() would reject. */
function setHeaders(
  headers: Record<string, string>,
  entries: Iterable<readonly [string, string]>,
  origin: HeaderOrigin,
  notes: string[],
  words: RequestNoteWords,
): void {
  for (const [name, value] of entries) {
    if (value === '') continue
    const note = trySetHeader(headers, name, value, origin, words)
    if (note !== undefined) notes.push(note)
  }
}

/**
 * Builds `{ url, init }` for fetch() from the playground's props, with notes on what was not
 * sent, in the language of `words` (some of a catalog's, the rest English).
 */
export function buildRequest(
  options: BuildRequestOptions,
  words: Partial<RequestNoteWords> = enRequestNotes,
): BuiltRequest {
  const say: RequestNoteWords =
    words === enRequestNotes ? enRequestNotes : { ...enRequestNotes, ...pick(words) }
  const method = normalizeMethod(options.method)
  const hasBody = methodHasBody(method)
  const data = options.data ?? []
  const notes: string[] = []

  const substituted = expandPath(options.url, data)
  const items = sortItems(data, substituted.used, hasBody, options)
  if (items.unplacedPaths.length > 0) {
    notes.push(say.unplacedPaths(names(items.unplacedPaths)))
  }

  const headers: Record<string, string> = {}
  const init: BuiltRequest['init'] = { method, headers }
  const hasFiles = items.files.length > 0
  const contentType = options.contentType ?? (hasFiles ? 'multipart/form-data' : 'application/json')
  const isMultipart = hasBody && bodyKind(contentType) === 'multipart'

  if (hasBody) {
    const serialized = serializeBody(contentType, items.fields, items.files, options.body, say)
    notes.push(...serialized.notes)
    if (serialized.body !== undefined) {
      init.body = serialized.body
      // FormData gets its Content-Type, with the boundary, from fetch() itself.
      if (!isMultipart) headers['Content-Type'] = contentType
    }
  } else if (hasFiles) {
    notes.push(say.filesWithoutBody(init.method, names(items.files)))
  }

  // Custom headers override the default Content-Type; header items override them.
  setHeaders(headers, Object.entries(options.headers ?? {}), 'custom', notes, say)
  setHeaders(
    headers,
    items.headers.map((item) => [item.name, serializeHeaderParam(paramValue(item), item)] as const),
    'item',
    notes,
    say,
  )

  if (isMultipart && findHeader(headers, 'Content-Type') !== undefined) {
    const dropped = deleteHeader(headers, 'Content-Type') ?? ''
    notes.push(say.multipartContentType(dropped))
  }

  const authQuery: [string, string][] = []
  const target: AuthTarget = { headers, query: authQuery }
  notes.push(...applyAuth(options.auth, target, say))
  // Auth's query parameter keeps the form encoding it has always had (URLSearchParams).
  if (authQuery.length > 0) items.query.push(new URLSearchParams(authQuery).toString())

  const url = appendQueryText(joinServer(options.server, substituted.url), items.query.join('&'))
  const built: BuiltRequest = { url, init, notes }
  if (items.cookies.length > 0) built.cookie = items.cookies.join('; ')
  if (target.digest) built.digest = target.digest
  return built
}
