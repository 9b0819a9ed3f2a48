import { createYielder, yieldToEventLoop } from '../frame'
import type { ResponseBodyKind } from '../types'

/** A response body read to the end, decoded for display. */
export interface ReadBody {
  /** How the body was decoded and is displayed. */
  kind: ResponseBodyKind
  /** Parsed JSON, text, or a Blob for images and binary. */
  body: unknown
  /** The text as received, for JSON and text. */
  text?: string
  /** Byte length of the body as received. */
  size: number
}

/** Reports bytes as they arrive; `total` is the Content-Length when the server sent one. */
export type ProgressListener = (received: number, total: number | null) => void

/** The text of a JSON or text body, shown before it is whole or parsed (see `readText`). */
export interface BodyText {
  /** `json` for a JSON media type (`+json` included), else `text`. */
  kind: 'json' | 'text'
  /** The text received so far; all of it once `complete`. */
  text: string
  /** Bytes that `text` was decoded from. */
  size: number
  /** False while more of the body is still arriving. */
  complete: boolean
}

const JSON_TYPE = /^application\/(?:[\w.+-]*\+)?json\b|^text\/json\b/i
const TEXT_TYPE =
  /^text\/|^application\/(?:[\w.+-]*\+)?xml\b|^application\/(?:javascript|ecmascript|x-www-form-urlencoded|graphql|yaml|x-yaml|toml|x-ndjson)\b/i

/** Reads a whole body chunk by chunk, so the caller sees progress and the exact byte size. */
export async function readBytes(
  response: Response,
  onProgress?: ProgressListener,
): Promise<Uint8Array<ArrayBuffer>> {
  const total = Number(response.headers.get('content-length')) || null
  if (!response.body) return new Uint8Array(0)
  const reader = response.body.getReader()
  const chunks: Uint8Array[] = []
  const pause = createYielder()
  let received = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    chunks.push(value)
    received += value.byteLength
    onProgress?.(received, total)
    await pause()
  }
  const bytes = new Uint8Array(received)
  let offset = 0
  for (const chunk of chunks) {
    bytes.set(chunk, offset)
    offset += chunk.byteLength
  }
  return bytes
}

/** Whether the Content-Type declares text (JSON, XML, other text types): decoded as it arrives. */
export const isDeclaredText = (contentType: string): boolean => {
  const type = contentType.trim()
  return JSON_TYPE.test(type) || TEXT_TYPE.test(type)
}

/** Longest wait between two reports of the text received so far, ms. */
const PARTIAL_TEXT_MS = 250
/**
 * Text reported while a body arrives, at most, in characters: tens of thousands of lines to read
 * and scroll meanwhile. Past it the pieces are not joined again until the end (a join copies all).
 */
export const PARTIAL_TEXT_MAX_CHARS = 1024 * 1024

/**
 * Reads a body of a declared text type (`isDeclaredText`) to the end, decoding it chunk by chunk
 * as it arrives (the decoding of megabytes is spread over the download, not done at its end).
 * `onText` sees the text received so far, each time longer, starting with the first chunk: when
 * it has doubled since the last report or `PARTIAL_TEXT_MS` have passed, until it reaches
 * `PARTIAL_TEXT_MAX_CHARS` (joining the pieces costs a copy of them all).
 */
export async function readText(
  response: Response,
  onProgress?: ProgressListener,
  onText?: (text: string, size: number) => void,
): Promise<{ text: string; size: number }> {
  const total = Number(response.headers.get('content-length')) || null
  if (!response.body) return { text: '', size: 0 }
  const reader = response.body.getReader()
  // Not fatal, like `decodeText` for declared text: bad bytes become U+FFFD. The BOM is dropped.
  const decoder = new TextDecoder()
  const pause = createYielder()
  let pieces: string[] = []
  let length = 0
  let reported = 0
  let reportedAt = -Infinity
  let received = 0
  const joined = (): string => {
    const text = pieces.join('')
    pieces = [text]
    return text
  }
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    received += value.byteLength
    const piece = decoder.decode(value, { stream: true })
    pieces.push(piece)
    length += piece.length
    onProgress?.(received, total)
    const now = performance.now()
    if (
      onText &&
      length > reported &&
      reported < PARTIAL_TEXT_MAX_CHARS &&
      (length >= 2 * reported || now - reportedAt >= PARTIAL_TEXT_MS)
    ) {
      reported = length
      reportedAt = now
      onText(joined(), received)
      // What `onText` renders is a task of its own, not one with the decoding of more chunks.
      await yieldToEventLoop()
    } else await pause()
  }
  pieces.push(decoder.decode())
  return { text: joined(), size: received }
}

/**
 * A text body by its content type: kind `json` when declared JSON or, with no useful type, when
 * it looks like an object or array (not yet parsed: see `parseJsonBody`), else `text`.
 */
export function textBody(text: string, contentType: string, size: number): ReadBody {
  if (size === 0) return { kind: 'empty', body: '', text: '', size }
  const type = contentType.trim()
  // A JSON body is JSON by content type, or because it parses (docs/guide/responses.md); sniffed
  // JSON must be an object or array: an undeclared `42` or `"hi"` reads better as text.
  const declaredJson = JSON_TYPE.test(type)
  const sniffed = (!type || /^text\/plain\b/i.test(type)) && /^\s*[[{]/.test(text)
  return { kind: declaredJson || sniffed ? 'json' : 'text', body: text, text, size }
}

/** Decodes bytes by content type; without a useful type, sniffs JSON, then UTF-8 text. */
export function decodeBody(bytes: Uint8Array<ArrayBuffer>, contentType: string): ReadBody {
  return parseJsonBody(decodeText(bytes, contentType))
}

/**
 * Like `decodeBody` without the JSON parse: a body that may be JSON comes back as kind `json`
 * with its text as `body`. `parseJsonBody` finishes it; in between, a large body can be shown
 * from its text, so the parse of megabytes does not delay the first screen.
 */
export function decodeText(bytes: Uint8Array<ArrayBuffer>, contentType: string): ReadBody {
  const size = bytes.byteLength
  const type = contentType.trim()
  if (size === 0) return { kind: 'empty', body: '', text: '', size }
  if (/^image\//i.test(type)) {
    return { kind: 'image', body: new Blob([bytes], { type }), size }
  }
  const text = decodeUtf8(bytes, JSON_TYPE.test(type) || TEXT_TYPE.test(type))
  if (text === null) {
    return {
      kind: 'binary',
      body: new Blob([bytes], { type: type || 'application/octet-stream' }),
      size,
    }
  }
  return textBody(text, type, size)
}

/** Parses a `decodeText` result of kind `json`: JSON, or text when it does not parse. */
export function parseJsonBody(read: ReadBody): ReadBody {
  if (read.kind !== 'json' || typeof read.body !== 'string') return read
  try {
    return { ...read, body: JSON.parse(read.body) }
  } catch {
    return { ...read, kind: 'text' }
  }
}

function decodeUtf8(bytes: Uint8Array, declaredText: boolean): string | null {
  if (declaredText) return new TextDecoder().decode(bytes)
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
    // NUL bytes do not occur in text people read; treat them as binary.
    return text.includes('\0') ? null : text
  } catch {
    return null
  }
}
