// What a mock answers, from the description alone: the response the reader picked (or the first
// success), its first media type, and the example picked (or the first written), else one made by
// the generator the pages use. Sequential media (OpenAPI 3.2.0, Media Type Object, "Sequential
// Media Types": `itemSchema`) are answered item by item: event streams, JSON Lines and
// `multipart/mixed`, whose parts go out one by one between boundaries (RFC 2046 section 5.1.1).
import { exampleFromSchema } from '../../shared/examples/example'
import type {
  ExampleValue,
  MediaModel,
  OperationPageData,
  ResponseModel,
  SchemaNode,
} from '../../shared/model'
import { EVENT_STREAM, JSON_LINES, JSON_TYPE, MULTIPART_MIXED } from '../../shared/media-types'

/** What the reader picked in the mock's controls; the defaults apply to what is left unset. */
export interface MockChoice {
  /** A described response, by its key (`200`, `4XX`, `default`). */
  status?: string
  /** A named example of that response's media type. */
  example?: string
}

/** A mock's answer, ready to become a `Response`. */
export interface MockAnswer {
  /** The status code sent. */
  status: number
  /** The described response it comes from (`200`, `4XX`, `default`), if any. */
  response?: string
  /** Content type and the response's described headers, with example values. */
  headers: Record<string, string>
  /** The whole body; null for none. */
  body: string | null
  /** A sequential body's items (event blocks, JSON lines), sent one by one; else absent. */
  items?: string[]
  /** Where the body comes from: an example's name, `generated`, or nothing for no body. */
  source?: string
}

/** Generated items of a stream whose description gives no example of it. */
export const GENERATED_ITEMS = 3

/** The boundary of a mocked multipart/mixed answer when its media type names none. */
export const MOCK_BOUNDARY = 'vpad-mock-part'
/** Statuses whose responses have no body (RFC 9110, 15.3.5, 15.3.6, 15.4.5). */
const NO_BODY = new Set([204, 205, 304])

/** The responses a mock can answer with, in the description's order. */
export function mockStatuses(page: OperationPageData): ResponseModel[] {
  return page.operation.responses
}

/** The response answered by default: the first success, else the first with a code, else any. */
export function defaultStatus(page: OperationPageData): string | undefined {
  const { responses } = page.operation
  return (
    responses.find((response) => /^2/.test(response.status)) ??
    responses.find((response) => response.status !== 'default') ??
    responses[0]
  )?.status
}

/** The status code sent for a described response: its code, a range's first, `default`'s guess. */
export function statusCode(status: string, page: OperationPageData): number {
  if (/^[1-5]\d\d$/.test(status)) return Number(status)
  const range = /^([1-5])XX$/i.exec(status)
  if (range) return Number(range[1]) * 100
  // `default` stands for the responses not listed: an error where a success is listed, else OK.
  const listed = page.operation.responses.some((response) => /^2/.test(response.status))
  return listed ? 500 : 200
}

/** The media type answered: the first the response lists (the one its authors put first). */
export function mockMedia(response: ResponseModel | undefined): MediaModel | undefined {
  return response?.content[0]
}

/** The response a choice names, or the default one. */
export function chosenResponse(
  page: OperationPageData,
  choice: MockChoice,
): ResponseModel | undefined {
  const key = choice.status ?? defaultStatus(page)
  return page.operation.responses.find((response) => response.status === key)
}

/** True for media answered item by item: event streams, JSON Lines or Text Sequences, multipart/mixed. */
export function isSequential(type: string): boolean {
  return EVENT_STREAM.test(type) || JSON_LINES.test(type) || MULTIPART_MIXED.test(type)
}

/**
 * The answer to a request whose credentials meet none of the operation's security requirements
 * (`problem`, from security/satisfied.ts), as a server answers it: the operation's described 401
 * response when it has one, else a 401 with the challenges of its schemes (RFC 9110 section
 * 15.5.2, 11.6.1) and a problem details body (RFC 9457).
 */
export function unauthorizedAnswer(
  page: OperationPageData,
  problem: string,
  challenge: readonly string[],
  method = 'GET',
): MockAnswer {
  if (page.operation.responses.some((response) => response.status === '401'))
    return mockAnswer(page, { status: '401' }, method)
  const headers: Record<string, string> = {}
  if (challenge.length) headers['www-authenticate'] = challenge.join(', ')
  if (method.toUpperCase() === 'HEAD') return { status: 401, headers, body: null }
  headers['content-type'] = 'application/problem+json'
  const body = { type: 'about:blank', title: 'Unauthorized', status: 401, detail: problem }
  return { status: 401, headers, body: JSON.stringify(body, null, 2), source: 'generated' }
}

/** The answer to a request (its method: a HEAD answer has no body) under the reader's choice. */
export function mockAnswer(
  page: OperationPageData,
  choice: MockChoice,
  method = 'GET',
): MockAnswer {
  const response = chosenResponse(page, choice)
  const status = response ? statusCode(response.status, page) : 200
  const headers = response ? describedHeaders(response, page.schemas) : {}
  const media = mockMedia(response)
  const answer: MockAnswer = {
    status,
    ...(response ? { response: response.status } : {}),
    headers,
    body: null,
  }
  if (!media || NO_BODY.has(status)) return answer
  headers['content-type'] = media.type
  if (method.toUpperCase() === 'HEAD') return answer
  const example = chosenExample(media, choice.example)
  if (MULTIPART_MIXED.test(media.type)) {
    const boundary = /;\s*boundary\s*=\s*"?([^";\s]+)/i.exec(media.type)?.[1] ?? MOCK_BOUNDARY
    const parts = multipartItems(media, example, page.schemas, boundary)
    headers['content-type'] = `multipart/mixed; boundary=${parts.boundary}`
    return { ...answer, items: parts.items, body: parts.items.join(''), source: parts.source }
  }
  if (isSequential(media.type)) {
    const items = streamItems(media, example, page.schemas)
    return { ...answer, items: items.items, body: items.items.join(''), source: items.source }
  }
  if (example) return { ...answer, body: bodyText(media.type, example), source: example.name }
  const value = media.schema
    ? exampleFromSchema(media.schema, page.schemas, { direction: 'response' })
    : undefined
  if (value === undefined) return answer
  return { ...answer, body: valueText(media.type, value), source: 'generated' }
}

/** The example a name picks, else the first the description writes, else the generated one. */
export function chosenExample(
  media: MediaModel,
  name: string | undefined,
): ExampleValue | undefined {
  return (
    media.examples.find((example) => example.name === name) ??
    media.examples.find((example) => !example.generated) ??
    media.examples[0]
  )
}

/** A body as sent: the serialized form when the description gives it, else the value written. */
function bodyText(type: string, example: ExampleValue): string {
  return example.serialized ?? valueText(type, example.value)
}

/** A value as a body of the type: JSON types as JSON text (a string already JSON kept as is). */
function valueText(type: string, value: unknown): string {
  if (typeof value === 'string') {
    if (!JSON_TYPE.test(type) && type !== '*/*') return value
    try {
      JSON.parse(value)
      return value
    } catch {
      return JSON.stringify(value)
    }
  }
  return JSON.stringify(value, null, 2) ?? ''
}

/**
 * A stream's items: the example's, split as the format says (events end at a blank line, JSON
 * lines at LF), or items generated from `itemSchema` where the description gives none.
 */
function streamItems(
  media: MediaModel,
  example: ExampleValue | undefined,
  schemas: Record<string, SchemaNode>,
): { items: string[]; source?: string } {
  const events = EVENT_STREAM.test(media.type)
  // The node side's example generated from `schema` (a string, at best) says less than items
  // generated from `itemSchema`.
  const written = example && !(example.generated && media.itemSchema) ? example : undefined
  if (written) {
    const text = written.serialized ?? (typeof written.value === 'string' ? written.value : null)
    if (text !== null) return { items: splitItems(text, events), source: written.name }
    const values = Array.isArray(written.value) ? written.value : [written.value]
    return {
      items: values.map((value) => (events ? eventBlock(value, media) : jsonLine(value))),
      source: written.name,
    }
  }
  if (!media.itemSchema) return { items: [] }
  const item = exampleFromSchema(media.itemSchema, schemas, { direction: 'response' })
  if (item === undefined) return { items: [] }
  const data = media.itemData
    ? exampleFromSchema(media.itemData.schema, schemas, { direction: 'response' })
    : undefined
  const items = Array.from({ length: GENERATED_ITEMS }, (_, index) =>
    events ? eventBlock(withData(item, data, index), media) : jsonLine(item),
  )
  return { items, source: 'generated' }
}

/**
 * A multipart/mixed answer's parts, each with its delimiter before it and the close after the
 * last: an array example's elements, a serialized example's parts (split at its own boundary),
 * else parts generated from `itemSchema`. A part's Content-Type is OpenAPI's default for its
 * value (Encoding Object: `application/json` for an object or array, `text/plain` otherwise).
 */
function multipartItems(
  media: MediaModel,
  example: ExampleValue | undefined,
  schemas: Record<string, SchemaNode>,
  boundary: string,
): { items: string[]; source?: string; boundary: string } {
  const written = example && !(example.generated && media.itemSchema) ? example : undefined
  let values: unknown[] | undefined
  let source: string | undefined
  if (written) {
    source = written.name
    const text = written.serialized ?? (typeof written.value === 'string' ? written.value : null)
    if (text !== null) {
      // As written, at its own boundary (its first delimiter line): one item per part.
      const own = /^--(\S+?)[ \t]*\r?$/m.exec(text)?.[1]
      if (!own) return { items: [text], source, boundary }
      const parts = text.split(
        new RegExp(`\\r?\\n?--${own.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
      )
      const items = parts
        .slice(1)
        .filter((part) => !part.startsWith('--'))
        .map((part) => `--${own}${part}\r\n`)
      if (items.length) items[items.length - 1] += `--${own}--\r\n`
      return { items, source, boundary: own }
    }
    values = Array.isArray(written.value) ? written.value : [written.value]
  } else if (media.itemSchema) {
    const item = exampleFromSchema(media.itemSchema, schemas, { direction: 'response' })
    if (item !== undefined) {
      values = Array.from({ length: GENERATED_ITEMS }, () => item)
      source = 'generated'
    }
  }
  if (!values?.length) return { items: [], boundary }
  const items = values.map((value) => {
    const text = typeof value === 'string' ? value : JSON.stringify(value)
    const type = typeof value === 'string' ? 'text/plain' : 'application/json'
    return `--${boundary}\r\nContent-Type: ${type}\r\n\r\n${text}\r\n`
  })
  items[items.length - 1] += `--${boundary}--\r\n`
  return { items, boundary, ...(source ? { source } : {}) }
}

/** An event generated from `itemSchema`: its `data` from the data's `contentSchema`, ids counted. */
function withData(item: unknown, data: unknown, index: number): unknown {
  if (!item || typeof item !== 'object' || Array.isArray(item)) return item
  const event = { ...(item as Record<string, unknown>) }
  if (data !== undefined) event.data = data
  // Generated ids would all be the same string; a reader expects them to tell events apart.
  if ('id' in event) event.id = String(index + 1)
  // A generated `retry` is 0, "reconnect at once": no author's example would say that.
  if (event.retry === 0) delete event.retry
  return event
}

/** Splits a stream's text into items: event blocks (each with its blank line) or lines. */
function splitItems(text: string, events: boolean): string[] {
  if (!events)
    return text
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => `${line}\n`)
  return text
    .split(/\r?\n\r?\n/)
    .filter((block) => block.trim() !== '')
    .map((block) => `${block.replace(/[\r\n]+$/, '')}\n\n`)
}

/** One JSON Lines item: the value's JSON text on one line. */
function jsonLine(value: unknown): string {
  return `${typeof value === 'string' ? value : JSON.stringify(value)}\n`
}

/**
 * One event as `text/event-stream` text (HTML Living Standard, 9.2.6): an object's `event`, `id`,
 * `retry` and `data` fields (data as JSON text when it is not a string, one `data:` line per
 * line); any other value is the data of a `message` event.
 */
export function eventBlock(value: unknown, media?: Pick<MediaModel, 'itemData'>): string {
  const event =
    value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : { data: value }
  let block = ''
  if (typeof event.event === 'string' && event.event) block += `event: ${oneLine(event.event)}\n`
  if (event.id !== undefined) block += `id: ${oneLine(String(event.id))}\n`
  if (typeof event.retry === 'number') block += `retry: ${Math.trunc(event.retry)}\n`
  const data = event.data
  const text =
    data === undefined
      ? ''
      : typeof data === 'string' && !media?.itemData
        ? data
        : JSON.stringify(data)
  for (const line of text.split(/\r?\n/)) block += `data: ${line}\n`
  return `${block}\n`
}

/** A field value of an event cannot hold a line break: it would end the field. */
function oneLine(text: string): string {
  return text.replace(/[\r\n]+/g, ' ')
}

/** The response's described headers, each with its example, default, first enum value or one made. */
function describedHeaders(
  response: ResponseModel,
  schemas: Record<string, SchemaNode>,
): Record<string, string> {
  const headers: Record<string, string> = {}
  for (const header of response.headers) {
    const name = header.name.toLowerCase()
    // Content-Type is the media type's: OpenAPI 3.2.0, Response Object, `headers`: "If a response
    // header is defined with the name 'Content-Type', it SHALL be ignored".
    if (name === 'content-type') continue
    const value = header.schema ? headerValue(header.schema, schemas) : undefined
    if (value !== undefined) headers[name] = value
  }
  return headers
}

/** A header's value from its schema, as the `simple` style writes it (RFC 6570 `{x}`). */
function headerValue(schema: SchemaNode, schemas: Record<string, SchemaNode>): string | undefined {
  const value = exampleFromSchema(schema, schemas, { direction: 'response' })
  if (value === undefined || value === null) return undefined
  if (Array.isArray(value)) return value.map(String).join(',')
  if (typeof value === 'object')
    return Object.entries(value as Record<string, unknown>)
      .map(([key, item]) => `${key},${String(item)}`)
      .join(',')
  return String(value)
}
