// Turns the loosely typed `body` of ApiResponse into what the display needs, once per body.
import { findHeader } from '../../core/request/header'
import { prettyJson } from '../../core/highlight'
import type { ResponseBodyKind } from '../../core/types'

export interface ResolvedBody {
  kind: ResponseBodyKind
  /**
   * Text of JSON and text bodies ('' for other kinds). For JSON: pretty-printed when `formatted`,
   * else JSON text as received, to re-indent for display (literals kept exactly).
   */
  text: string
  /** JSON only: `text` is pretty-printed already (two-space indent). */
  formatted: boolean
  /** The body text exactly as received, when known (downloads keep it byte for byte). */
  raw: string | null
  /** The bytes, for images and binary. */
  blob: Blob | null
  /** Byte length computed from the body, or null when it cannot be known (event streams). */
  size: number | null
}

const JSON_TYPE = /^(?:application|text)\/(?:[\w.+-]*\+)?json\b/i
const IMAGE_TYPE = /^image\//i

/** Case-insensitive header lookup; '' when absent. */
export function headerValue(headers: Readonly<Record<string, string>> | null, name: string) {
  const key = headers ? findHeader(headers, name) : undefined
  return (key && headers?.[key]) ?? ''
}

/** Whether `text` parses as JSON. */
function isJson(text: string): boolean {
  try {
    JSON.parse(text)
    return true
  } catch {
    return false
  }
}

/** UTF-8 byte length (lone surrogates count as U+FFFD, 3 bytes), counted without encoding. */
export function utf8Length(text: string): number {
  let bytes = text.length
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    if (code < 0x80) continue
    if (code < 0x800) bytes += 1
    else if (code >= 0xd800 && code <= 0xdbff && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      // A surrogate pair: two UTF-16 units, four bytes.
      bytes += 2
      i++
    } else bytes += 2
  }
  return bytes
}

/**
 * Resolves kind, display text, blob and size of a response body (`text`: as received). Unless
 * `kind` says otherwise: `Blob`s and byte arrays are images (by `image/*` type) or binary; arrays
 * are event streams when the type says so or the stream is still arriving; strings are JSON when
 * declared JSON and valid, or when undeclared (no type, `text/plain`) and a valid object or array;
 * other strings are text, `''` is empty; other values are parsed JSON. `knownSize`, the bytes
 * received, saves counting them.
 */
export function resolveBody(
  body: unknown,
  text: string | null,
  kind: ResponseBodyKind | undefined,
  type: string,
  streaming = false,
  knownSize: number | null = null,
): ResolvedBody {
  // Counting the UTF-8 bytes of megabytes of text is not free: skip it when the caller knows.
  const byteLength = (text: string) => knownSize ?? utf8Length(text)
  type = type.trim()
  const str = typeof body === 'string' ? body : null
  const base = { text: '', formatted: true, raw: text, blob: null, size: null }

  // Bytes cannot be shown as text here (reading a Blob is asynchronous): offer them as a file.
  if (
    body instanceof Blob ||
    body instanceof ArrayBuffer ||
    ArrayBuffer.isView(body) ||
    (str !== null && (kind === 'image' || kind === 'binary'))
  ) {
    const blob =
      body instanceof Blob ? body : new Blob([body as BlobPart], type ? { type } : undefined)
    const image = kind !== 'binary' && IMAGE_TYPE.test(type || blob.type)
    return { ...base, kind: image ? 'image' : 'binary', raw: null, blob, size: blob.size }
  }
  if (
    Array.isArray(body) &&
    (kind ? kind === 'event-stream' : streaming || /^text\/event-stream\b/i.test(type))
  ) {
    return { ...base, kind: 'event-stream' }
  }
  if (!str && !text && (kind === 'empty' || body == null || str === ''))
    return { ...base, kind: 'empty', raw: '', size: 0 }

  const json =
    kind === 'json' ||
    (kind !== 'text' &&
      (str === null ||
        (!kind &&
          (JSON_TYPE.test(type)
            ? isJson(str)
            : (!type || /^(?:text\/plain|application\/octet-stream)\b/i.test(type)) &&
              /^\s*[[{]/.test(str) &&
              isJson(str)))))
  if (json) {
    // JSON text keeps big numbers and key order exact: prefer the received text, validated unless
    // it is the body string already checked above, or the caller parsed it (kind 'json' and a
    // parsed body, or gave its text as the body: a 5 MB body is not parsed twice, nor parsed to
    // show its first screen).
    const trusted = kind ? kind === 'json' && (str === null || str === text) : text === body
    const source =
      text !== null && (trusted || isJson(text))
        ? text
        : str !== null && (!kind || isJson(str))
          ? str
          : null
    if (source !== null) {
      return {
        ...base,
        kind: 'json',
        text: source,
        formatted: false,
        raw: source,
        size: byteLength(source),
      }
    }
    // A parsed value (or a parsed JSON string when told the kind is JSON).
    let compact = text
    try {
      compact ??= JSON.stringify(body) ?? null
    } catch {
      // Circular or BigInt: the size is unknown.
    }
    return {
      ...base,
      kind: 'json',
      text: prettyJson(body),
      size: compact === null ? null : byteLength(compact),
    }
  }

  // Text (also an event stream given as text): the string, the received text, or the value printed.
  const shown = str ?? text ?? prettyJson(body)
  return { ...base, kind: 'text', text: shown, raw: text ?? shown, size: byteLength(text ?? shown) }
}
