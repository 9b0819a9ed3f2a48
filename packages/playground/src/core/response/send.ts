import { afterPaint, createYielder } from '../frame'
import { parseJsonSliced } from './parse-json-sliced'
import {
  decodeText,
  isDeclaredText,
  parseJsonBody,
  readBytes,
  readText,
  textBody,
  type BodyText,
  type ProgressListener,
  type ReadBody,
} from './read-body'
import { createJsonLinesParser, JSON_LINES } from './json-lines'
import { wireMethod } from '../request/method'
import { createEventStreamParser } from './sse'
import { createMultipartParser, MULTIPART_MIXED, multipartBoundary } from './multipart-mixed'
import type {
  RequestEnvelope,
  RequestErrorPayload,
  RequestStartPayload,
  RequestStatus,
  RequestSuccessPayload,
  ServerSentEvent,
} from '../types'

/** Status line and headers, reported as soon as fetch() resolves. */
export interface ResponseHead {
  /** HTTP status code. */
  status: number
  /** HTTP status text (empty over HTTP/2). */
  statusText: string
  /** Response headers. */
  headers: Record<string, string>
}

/** Lifecycle callbacks of one request; every one is optional. */
export interface SendHooks {
  /** idle -> loading -> streaming or receiving -> idle. */
  onStatus?: (status: RequestStatus) => void
  /** Just before fetch(): the `request-start` payload (docs/guide/events.md). */
  onStart?: (payload: RequestStartPayload) => void
  /** fetch() resolved: status and headers are known, the body is still coming. */
  onHead?: (head: ResponseHead) => void
  /** Bytes of a non-stream body received so far. */
  onProgress?: ProgressListener
  /**
   * The text of a body of a text or JSON type while it arrives (`complete: false`, from the first
   * chunk on, each time longer and starting with the text before), and of a large JSON body once
   * whole, before it is parsed (`complete: true`). Showing it at once keeps the download and the
   * parse of megabytes off the first screen.
   */
  onBodyText?: (body: BodyText) => void
  /**
   * One event of a text/event-stream body, as soon as it is complete; also one item (a line) of
   * a JSON Lines or JSON Text Sequence body, named `item`.
   */
  onEvent?: (event: ServerSentEvent) => void
  /** Any HTTP response, whatever its status, read to the end. */
  onSuccess?: (payload: RequestSuccessPayload) => void
  /** No response: network failure, CORS refusal, or abort. */
  onError?: (payload: RequestErrorPayload) => void
}

/** Options of `sendRequest`. */
export interface SendOptions {
  /** The fetch to use. @default globalThis.fetch */
  fetch?: typeof fetch
  /** Clock in ms. @default performance.now */
  now?: () => number
}

/** A request in flight. */
export interface SentRequest {
  /** Aborts the fetch or the event-stream reader; no effect once settled. */
  abort: () => void
  /** Settles with the success or error payload; never rejects. */
  done: Promise<
    { ok: true; payload: RequestSuccessPayload } | { ok: false; payload: RequestErrorPayload }
  >
}

const EVENT_STREAM = /^text\/event-stream\b/i
/** Characters of an event stream parsed between two looks at the clock. */
const EVENT_SLICE_CHARS = 16 * 1024
/** JSON bodies from this size on are reported by `onBodyText` before they are parsed. */
export const BODY_TEXT_FIRST_BYTES = 256 * 1024

/** Sends a request with fetch, timing it and reading its body; reports through hooks. */
export function sendRequest(
  envelope: RequestEnvelope,
  hooks: SendHooks = {},
  options: SendOptions = {},
): SentRequest {
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis)
  const now = options.now ?? (() => performance.now())
  const controller = new AbortController()
  let settled = false

  // A caller's own signal still aborts, alongside ours.
  const outer = envelope.init.signal
  if (outer) {
    if (outer.aborted) controller.abort(outer.reason)
    else outer.addEventListener('abort', () => controller.abort(outer.reason), { once: true })
  }

  const run = async (): Promise<Awaited<SentRequest['done']>> => {
    const init: RequestInit = { ...envelope.init, signal: controller.signal }
    const method = wireMethod(init.method ?? 'GET')
    hooks.onStatus?.('loading')
    hooks.onStart?.({
      url: envelope.url,
      method,
      headers: headersToRecord(init.headers),
      body: init.body,
    })
    const started = now()
    try {
      const response = await doFetch(envelope.url, init)
      const head: ResponseHead = {
        status: response.status,
        statusText: response.statusText,
        headers: headersToRecord(response.headers),
      }
      hooks.onHead?.(head)
      const contentType = response.headers.get('content-type') ?? ''
      let payload: RequestSuccessPayload
      const lines = JSON_LINES.test(contentType)
      // multipart/mixed with its boundary: each part an item of the event list, as it arrives.
      const boundary = MULTIPART_MIXED.test(contentType)
        ? multipartBoundary(contentType)
        : undefined
      if ((lines || boundary || EVENT_STREAM.test(contentType)) && response.body) {
        hooks.onStatus?.('streaming')
        const parser = boundary
          ? createMultipartParser(boundary)
          : lines
            ? createJsonLinesParser()
            : createEventStreamParser()
        const { events, size } = await readEventStream(response.body, parser, hooks.onEvent)
        payload = { ...head, kind: 'event-stream', body: events, size, durationMs: now() - started }
      } else {
        hooks.onStatus?.('receiving')
        let read = await readBody(response, contentType, hooks)
        // The time to the whole body, not to the end of the pause for painting below.
        const durationMs = now() - started
        if (read.kind === 'json' && read.size >= BODY_TEXT_FIRST_BYTES) {
          hooks.onBodyText?.({
            kind: 'json',
            text: read.text ?? '',
            size: read.size,
            complete: true,
          })
          await afterPaint()
          controller.signal.throwIfAborted()
          read = await parseLargeJson(read, controller.signal)
        } else read = parseJsonBody(read)
        payload = { ...head, ...read, durationMs }
      }
      settled = true
      hooks.onSuccess?.(payload)
      return { ok: true, payload }
    } catch (caught) {
      settled = true
      const payload: RequestErrorPayload = {
        error: toError(caught, controller.signal),
        durationMs: now() - started,
      }
      hooks.onError?.(payload)
      return { ok: false, payload }
    } finally {
      hooks.onStatus?.('idle')
    }
  }

  return {
    abort: () => {
      if (!settled && !controller.signal.aborted) controller.abort()
    },
    done: run(),
  }
}

/** Reads a non-stream body: text types decoded as they arrive (and shown, through `onBodyText`). */
async function readBody(
  response: Response,
  contentType: string,
  { onProgress, onBodyText }: SendHooks,
): Promise<ReadBody> {
  if (!isDeclaredText(contentType))
    return decodeText(await readBytes(response, onProgress), contentType)
  const { text, size } = await readText(
    response,
    onProgress,
    onBodyText &&
      ((partial, received) => {
        const { kind } = textBody(partial, contentType, received)
        if (kind === 'json' || kind === 'text') {
          onBodyText({ kind, text: partial, size: received, complete: false })
        }
      }),
  )
  return textBody(text, contentType, size)
}

/** `parseJsonBody` for megabytes: parsed in slices between which the page runs. */
async function parseLargeJson(read: ReadBody, signal: AbortSignal): Promise<ReadBody> {
  const pause = createYielder()
  try {
    const body = await parseJsonSliced(read.text ?? '', () => {
      signal.throwIfAborted()
      return pause()
    })
    return { ...read, body }
  } catch (caught) {
    if (signal.aborted) throw caught
    return { ...read, kind: 'text' }
  }
}

/** Reads a stream of events (or of JSON lines) with `parser`, reporting each as it completes. */
async function readEventStream(
  body: ReadableStream<Uint8Array>,
  parser: { feed(chunk: string): ServerSentEvent[]; end(): ServerSentEvent[] },
  onEvent: SendHooks['onEvent'],
): Promise<{ events: ServerSentEvent[]; size: number }> {
  const decoder = new TextDecoder()
  const reader = body.getReader()
  const events: ServerSentEvent[] = []
  const pause = createYielder()
  let size = 0
  const emit = (batch: ServerSentEvent[]) => {
    for (const event of batch) {
      events.push(event)
      onEvent?.(event)
    }
  }
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    const text = decoder.decode(value, { stream: true })
    // A fast server fills a chunk with thousands of events: parsed a slice at a time, with a
    // look at the clock between slices, no chunk makes a long task.
    for (let at = 0; at < text.length; at += EVENT_SLICE_CHARS) {
      emit(parser.feed(text.slice(at, at + EVENT_SLICE_CHARS)))
      await pause()
    }
  }
  emit(parser.feed(decoder.decode()))
  emit(parser.end())
  return { events, size }
}

/** Copies any HeadersInit into a plain object with the names as given. */
export function headersToRecord(headers: HeadersInit | undefined): Record<string, string> {
  if (!headers) return {}
  if (headers instanceof Headers) return Object.fromEntries(headers.entries())
  if (Array.isArray(headers)) return Object.fromEntries(headers)
  return { ...(headers as Record<string, string>) }
}

function toError(caught: unknown, signal: AbortSignal): Error {
  // Aborts surface differently across runtimes (DOMException, TypeError, a custom reason):
  // report them all as an AbortError, as docs/guide/events.md promises (the name fetch uses).
  if (signal.aborted) {
    if (caught instanceof Error && caught.name === 'AbortError') return caught
    const reason: unknown = signal.reason
    if (reason instanceof Error && reason.name === 'AbortError') return reason
    return new DOMException('The request was aborted.', 'AbortError')
  }
  if (caught instanceof Error) return caught
  return new Error(String(caught))
}
