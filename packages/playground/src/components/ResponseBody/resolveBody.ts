// Turns the loosely typed `body` of ApiResponse into what the viewers need, once per body.
import { prettyJson } from '../../core/highlight'
import type { ResponseBodyKind, ServerSentEvent } from '../../core/types'
import { utf8Length } from './bodyText'
import { detectKind, isBinaryData, isJsonText } from './detectKind'

export interface ResolveBodyInput {
  body: unknown
  /** Body text as received, when the caller has it (JSON keeps its exact literals). */
  text?: string | null
  /** Display kind; inferred when absent. */
  kind?: ResponseBodyKind | null
  /** Content-Type of the response; '' when unknown. */
  contentType: string
  /** An event stream still arriving. */
  streaming?: boolean
}

export interface ResolvedBody {
  kind: ResponseBodyKind
  /**
   * Text of JSON and text bodies ('' for other kinds). For JSON: already pretty-printed when
   * `formatted`, else JSON text to re-indent for display (see `useJsonLines`).
   */
  text: string
  /** JSON only: `text` is pretty-printed already (two-space indent). */
  formatted: boolean
  /** The body text exactly as received, when known (downloads keep it byte for byte). */
  raw: string | null
  /** The bytes, for images and binary. */
  blob: Blob | null
  /** The events of an event stream. */
  events: readonly ServerSentEvent[]
  /** Byte length computed from the body, or null when it cannot be known (event streams). */
  size: number | null
}

const EMPTY: readonly ServerSentEvent[] = Object.freeze([])

function toBlob(body: unknown, contentType: string): Blob | null {
  if (body instanceof Blob) return body
  const type = contentType.trim()
  if (body instanceof ArrayBuffer) return new Blob([body], type ? { type } : {})
  if (ArrayBuffer.isView(body)) {
    const view = new Uint8Array(body.buffer, body.byteOffset, body.byteLength)
    return new Blob([view.slice()], type ? { type } : {})
  }
  if (typeof body === 'string') return new Blob([body], type ? { type } : {})
  return null
}

/** Compact JSON for a size estimate; `null` when the value cannot be serialized. */
function compactJson(value: unknown): string | null {
  try {
    return JSON.stringify(value) ?? null
  } catch {
    return null
  }
}

/** Resolves kind, display text, blob, events and size of a response body. */
export function resolveBody(input: ResolveBodyInput): ResolvedBody {
  const { body, contentType } = input
  const given = typeof input.text === 'string' ? input.text : null
  let kind: ResponseBodyKind = input.kind ?? detectKind(body, contentType, input.streaming)
  const inferred = !input.kind
  // Bytes cannot be shown as text here (reading a Blob is asynchronous): offer them as a file.
  if (isBinaryData(body) && kind !== 'image' && kind !== 'binary')
    kind = detectKind(body, contentType)
  const base = { text: '', formatted: true, raw: null, blob: null, events: EMPTY }

  if (kind === 'event-stream') {
    if (Array.isArray(body)) {
      return { ...base, kind, raw: given, events: body as ServerSentEvent[], size: null }
    }
    // A raw stream given as text: show it as text.
    kind = 'text'
  }

  if (kind === 'image' || kind === 'binary') {
    const blob = toBlob(body, contentType)
    if (blob) {
      if (kind === 'image' && !/^image\//i.test(blob.type || contentType.trim())) kind = 'binary'
      return { ...base, kind, blob, size: blob.size }
    }
    kind = 'json'
  }

  if (kind === 'empty') {
    const text = typeof body === 'string' ? body : (given ?? '')
    if (text === '') return { ...base, kind, raw: '', size: 0 }
    kind = 'text'
  }

  if (kind === 'json') {
    // JSON text keeps big numbers and key order exact: prefer the received text, validated unless
    // it is the body string already checked by detectKind.
    const source =
      given !== null && ((inferred && given === body) || isJsonText(given))
        ? given
        : typeof body === 'string' && (inferred || isJsonText(body))
          ? body
          : null
    if (source !== null) {
      return {
        ...base,
        kind,
        text: source,
        formatted: false,
        raw: source,
        size: utf8Length(source),
      }
    }
    // A parsed value (or a parsed JSON string when told the kind is JSON).
    const compact = given ?? compactJson(body)
    return {
      ...base,
      kind,
      text: prettyJson(body),
      raw: given,
      size: compact === null ? null : utf8Length(compact),
    }
  }

  // Text: the string itself, or the received text, or whatever the value prints as.
  let text: string
  if (typeof body === 'string') text = body
  else if (given !== null) text = given
  else text = prettyJson(body)
  return { ...base, kind: 'text', text, raw: given ?? text, size: utf8Length(given ?? text) }
}
