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
import { checkValue } from '../mock/validate'

/** Reads the items of the page's streamed responses against their item schemas. */
export function itemReader(page: () => OperationPageData): StreamItemReader {
  return (item, response) => {
    const { schemas } = page()
    const media = describedMedia(page(), response)
    if (!media?.itemSchema) return undefined
    if (EVENT_STREAM.test(media.type)) return readEvent(item, media, schemas)
    // A multipart part is listed under its own Content-Type: only a JSON part is read as JSON;
    // text or binary parts show as received.
    if (MULTIPART.test(media.type) && !JSON_TYPE.test(item.event)) return undefined
    return readRecord(item.data, media.itemSchema, schemas)
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
): StreamItemView {
  const parsed = parseJson(text)
  if (!parsed.ok) return { problems: [`The item is not JSON: ${parsed.error}.`] }
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
): StreamItemView {
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
  if (!parsed.ok) return { problems: [...problems, `The data is not JSON: ${parsed.error}.`] }
  return {
    text: indented(parsed.value),
    problems: [...problems, ...checkValue(parsed.value, data.schema, schemas, 'data')],
  }
}

/** A media type without its parameters, lower-cased (RFC 9110, 8.3.1). */
function essence(type: string): string {
  return type.split(';')[0]!.trim().toLowerCase()
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false; error: string } {
  try {
    return { ok: true, value: JSON.parse(text) }
  } catch (caught) {
    return { ok: false, error: (caught as Error).message }
  }
}

function indented(value: unknown): string {
  return JSON.stringify(value, null, 2)
}
