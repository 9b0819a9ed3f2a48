// The try-it reads each item of a real streamed response with the description's `itemSchema`
// (OpenAPI 3.2, "Sequential Media Types"; for text/event-stream, the `contentSchema` of the
// `data` field, "Special Considerations for Server-Sent Events"): JSON data is shown indented, and
// what differs from the schema is listed under the item. Copy and download keep the bytes as
// received. Loaded with the first Send of a page whose responses have item schemas.
import type {
  ServerSentEvent,
  StreamItemReader,
  StreamItemView,
  StreamResponseInfo,
} from 'vue-api-playground'
import type { MediaModel, OperationPageData, SchemaNode } from '../../shared/model'
import { EVENT_STREAM, JSON_TYPE, MULTIPART } from '../../shared/media-types'
import { enProblems } from '../i18n/en/problems'
import { docsMessagesFor } from '../i18n/language'
import { word } from '../i18n/message'
import { parseJson } from '../checks/jsonFailure'
import { problem, type Problem } from '../checks/problem'
import { checkValue } from '../checks/schemaCheck'

/** What an item shows: its text, and the problems found, not yet worded. */
interface ItemRead {
  text?: string
  problems: Problem[]
}

/**
 * Reads the items of the page's streamed responses against their item schemas; the problems
 * found are said in the page's language, `lang` (a BCP 47 tag).
 */
export function itemReader(
  page: () => OperationPageData,
  lang: () => string = () => 'en',
): StreamItemReader {
  return (item, response) => {
    const { schemas } = page()
    const media = describedMedia(page(), response)
    if (!media?.itemSchema) return undefined
    let read: ItemRead
    if (EVENT_STREAM.test(media.type)) read = readEvent(item, media, schemas)
    // A multipart part is listed under its own Content-Type: only a JSON part is read as JSON;
    // text or binary parts show as received.
    else if (MULTIPART.test(media.type) && !JSON_TYPE.test(item.event)) return undefined
    else read = readRecord(item.data, media.itemSchema, schemas)
    const t = docsMessagesFor(lang(), enProblems)
    const view: StreamItemView = { problems: read.problems.map((said) => word(t, said)) }
    if (read.text !== undefined) view.text = read.text
    return view
  }
}

/**
 * The media the description gives for a response: its status's entry (the code, then its range
 * `2XX`, then `default`, as OpenAPI 3.2's Responses Object orders them), then its content type.
 */
export function describedMedia(
  page: OperationPageData,
  response: StreamResponseInfo,
): MediaModel | undefined {
  const { responses } = page.operation
  const code = response.status === null ? '' : String(response.status)
  const described =
    responses.find((entry) => entry.status === code) ??
    responses.find((entry) => entry.status.toUpperCase() === `${code[0]}XX`) ??
    responses.find((entry) => entry.status === 'default')
  const type = essence(response.contentType)
  return described?.content.find((media) => essence(media.type) === type)
}

/** A JSON Lines or JSON Text Sequence record: one JSON value. */
function readRecord(
  text: string,
  schema: SchemaNode,
  schemas: Record<string, SchemaNode>,
): ItemRead {
  const parsed = parseJson(text)
  if (!parsed.ok) return { problems: [problem('notJson', 'item', parsed.failure)] }
  return {
    text: indented(parsed.value),
    problems: checkValue(parsed.value, schema, schemas, 'item'),
  }
}

/**
 * An event: its fields against the item schema (`data` as the string it is on the wire), then its
 * data, parsed, against the data's content schema.
 */
function readEvent(
  event: ServerSentEvent,
  media: MediaModel,
  schemas: Record<string, SchemaNode>,
): ItemRead {
  const fields: Record<string, unknown> = { event: event.event, data: event.data }
  if (event.id !== undefined) fields.id = event.id
  if (event.retry !== undefined) fields.retry = event.retry
  const problems = checkValue(fields, media.itemSchema!, schemas, 'event')
  const data = media.itemData
  if (!data) return { problems }
  const json = data.mediaType === undefined || JSON_TYPE.test(data.mediaType)
  if (!json)
    return { problems: [...problems, ...checkValue(event.data, data.schema, schemas, 'data')] }
  const parsed = parseJson(event.data)
  if (!parsed.ok) return { problems: [...problems, problem('notJson', 'data', parsed.failure)] }
  return {
    text: indented(parsed.value),
    problems: [...problems, ...checkValue(parsed.value, data.schema, schemas, 'data')],
  }
}

/** A media type without its parameters, lower-cased (RFC 9110, 8.3.1). */
function essence(type: string): string {
  return type.split(';')[0]!.trim().toLowerCase()
}

function indented(value: unknown): string {
  return JSON.stringify(value, null, 2)
}
