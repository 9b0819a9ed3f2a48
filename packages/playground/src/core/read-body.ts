import { createYielder } from './frame'
import type { ResponseBodyKind } from './types'

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
  // A JSON body is "JSON by content type, or by successful parse" (DESIGN.md, Responses); sniffed
  // JSON must be an object or array: an undeclared `42` or `"hi"` reads better as text.
  const declaredJson = JSON_TYPE.test(type)
  const sniffed = (!type || /^text\/plain\b/i.test(type)) && /^\s*[[{]/.test(text)
  return { kind: declaredJson || sniffed ? 'json' : 'text', body: text, text, size }
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
