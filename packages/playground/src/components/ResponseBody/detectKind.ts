// How to display a response body when the caller did not say: from its type and Content-Type.
import type { ResponseBodyKind } from '../../core/types'

const JSON_TYPE = /^(?:application|text)\/(?:[\w.+-]*\+)?json\b/i
const EVENT_STREAM_TYPE = /^text\/event-stream\b/i
const IMAGE_TYPE = /^image\//i
/** Types that may hold sniffed JSON: none, plain text, or an unhelpful generic type. */
const SNIFFABLE_TYPE = /^(?:text\/plain|application\/octet-stream)\b/i

/** Case-insensitive header lookup; '' when absent. */
export function headerValue(
  headers: Readonly<Record<string, string>> | null | undefined,
  name: string,
): string {
  if (!headers) return ''
  const wanted = name.toLowerCase()
  for (const key of Object.keys(headers)) {
    if (key.toLowerCase() === wanted) return headers[key] ?? ''
  }
  return ''
}

/** Whether the content type declares JSON (`application/json`, `application/problem+json`…). */
export const isJsonType = (contentType: string): boolean => JSON_TYPE.test(contentType.trim())

/** Whether the content type is `text/event-stream`. */
export const isEventStreamType = (contentType: string): boolean =>
  EVENT_STREAM_TYPE.test(contentType.trim())

/** Whether `text` parses as JSON. */
export function isJsonText(text: string): boolean {
  try {
    JSON.parse(text)
    return true
  } catch {
    return false
  }
}

/** Binary data a response body may come as. */
export const isBinaryData = (body: unknown): body is Blob | ArrayBuffer | ArrayBufferView =>
  (typeof Blob !== 'undefined' && body instanceof Blob) ||
  body instanceof ArrayBuffer ||
  ArrayBuffer.isView(body)

/**
 * The display kind of a body: `Blob`s and byte arrays are images (by `image/*` type) or binary;
 * arrays are event streams when the type says so or the stream is still arriving; strings are
 * JSON when declared JSON and valid, or when undeclared (no type, `text/plain`) and a valid
 * object or array; other strings are text, `''` is empty; other values are parsed JSON.
 */
export function detectKind(body: unknown, contentType = '', streaming = false): ResponseBodyKind {
  const type = contentType.trim()
  if (body === null || body === undefined) return 'empty'
  if (isBinaryData(body)) {
    const blobType = typeof Blob !== 'undefined' && body instanceof Blob ? body.type : ''
    return IMAGE_TYPE.test(type || blobType) ? 'image' : 'binary'
  }
  if (Array.isArray(body) && (streaming || isEventStreamType(type))) return 'event-stream'
  if (typeof body === 'string') {
    if (body === '') return 'empty'
    if (isJsonType(type)) return isJsonText(body) ? 'json' : 'text'
    if (type === '' || SNIFFABLE_TYPE.test(type)) {
      const first = body.trimStart()[0]
      if ((first === '{' || first === '[') && isJsonText(body)) return 'json'
    }
    return 'text'
  }
  return 'json'
}
