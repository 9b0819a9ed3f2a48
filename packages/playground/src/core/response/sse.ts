// A text/event-stream parser following the HTML Living Standard, section 9.2.6 "Interpreting an
// event stream": https://html.spec.whatwg.org/multipage/server-sent-events.html#event-stream-interpretation
// It is fed decoded text (a TextDecoder with { stream: true } takes care of UTF-8 sequences split
// across network chunks) and returns events as soon as their terminating blank line arrives.
import type { ServerSentEvent } from '../types'

const LF = 0x0a
const CR = 0x0d
const BOM = 0xfeff

/** An incremental event-stream parser; see `createEventStreamParser`. */
export interface EventStreamParser {
  /** Parses the next chunk of decoded text; returns the events it completed, in order. */
  feed(chunk: string): ServerSentEvent[]
  /** Ends the stream: pending data is discarded per the standard; the next feed starts anew. */
  end(): ServerSentEvent[]
  /** The last event ID of the stream so far ('' when none is set). */
  readonly lastEventId: string
  /** The reconnection time the stream asked for with a `retry` field, if any. */
  readonly reconnectionTime: number | undefined
}

/** True when `value` is one or more ASCII digits (the `retry` field's only valid form). */
function isAsciiDigits(value: string): boolean {
  if (value === '') return false
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i)
    if (code < 0x30 || code > 0x39) return false
  }
  return true
}

/** Creates a parser that turns chunks of a text/event-stream body into dispatched events. */
export function createEventStreamParser(): EventStreamParser {
  // The parts of the current, unterminated line; joined once the line ends so that a long line
  // delivered in many small chunks costs linear time.
  let pending: string[] = []
  let started = false // whether the first character (a possible BOM) has been seen
  let afterCR = false // the previous chunk ended with CR: an LF starting this chunk ends nothing
  let data = ''
  let eventType = ''
  // "last event ID buffer": it is not reset between events, so an id persists until changed.
  let lastEventId = ''
  let blockRetry: number | undefined
  let reconnectionTime: number | undefined

  /** Drops what an unfinished stream left behind (the pending line and the event being built). */
  const discardPending = (): void => {
    pending = []
    afterCR = false
    data = ''
    eventType = ''
    blockRetry = undefined
  }

  /** "Dispatch the event" steps: a blank line ends the block. */
  const dispatch = (out: ServerSentEvent[]): void => {
    const retry = blockRetry
    blockRetry = undefined
    // An empty data buffer dispatches nothing (a block of only comments, ids or retry).
    if (data === '') {
      eventType = ''
      return
    }
    const event: ServerSentEvent = {
      event: eventType === '' ? 'message' : eventType,
      // The data buffer always ends with the LF appended after each data line: drop the last one.
      data: data.slice(0, -1),
    }
    if (lastEventId !== '') event.id = lastEventId
    if (retry !== undefined) event.retry = retry
    out.push(event)
    data = ''
    eventType = ''
  }

  /** "Process the field" steps for one name/value pair. */
  const processField = (field: string, value: string): void => {
    switch (field) {
      case 'event':
        eventType = value
        break
      case 'data':
        data += value + '\n'
        break
      case 'id':
        // An id containing U+0000 NULL is ignored entirely.
        if (!value.includes('\0')) lastEventId = value
        break
      case 'retry':
        if (isAsciiDigits(value)) {
          reconnectionTime = Number.parseInt(value, 10)
          blockRetry = reconnectionTime
        }
        break
      default:
      // Unknown fields are ignored.
    }
  }

  const processLine = (line: string, out: ServerSentEvent[]): void => {
    if (line === '') return dispatch(out)
    if (line.charCodeAt(0) === 0x3a) return // ":" starts a comment
    const colon = line.indexOf(':')
    if (colon === -1) return processField(line, '') // the whole line is the field name
    let value = line.slice(colon + 1)
    if (value.charCodeAt(0) === 0x20) value = value.slice(1) // one leading space only
    processField(line.slice(0, colon), value)
  }

  const feed = (chunk: string): ServerSentEvent[] => {
    const out: ServerSentEvent[] = []
    if (chunk === '') return out
    let start = 0
    // One leading U+FEFF BYTE ORDER MARK is ignored, once, at the start of the stream.
    if (!started) {
      // A new stream starts with empty buffers (the standard initialises them per parse).
      started = true
      discardPending()
      lastEventId = ''
      reconnectionTime = undefined
      if (chunk.charCodeAt(0) === BOM) start = 1
    }
    // CRLF split across chunks is one line end: the CR already ended the line.
    if (afterCR) {
      afterCR = false
      if (chunk.charCodeAt(start) === LF) start++
    }
    let lineStart = start
    for (let i = start; i < chunk.length; i++) {
      const code = chunk.charCodeAt(i)
      if (code !== LF && code !== CR) continue
      pending.push(chunk.slice(lineStart, i))
      const line = pending.length === 1 ? (pending[0] ?? '') : pending.join('')
      pending = []
      // End the line at the CR right away, so an event is not held back waiting for a possible LF.
      if (code === CR) {
        if (i + 1 === chunk.length) afterCR = true
        else if (chunk.charCodeAt(i + 1) === LF) i++
      }
      lineStart = i + 1
      processLine(line, out)
    }
    if (lineStart < chunk.length) pending.push(chunk.slice(lineStart))
    return out
  }

  return {
    feed,
    end() {
      // "Once the end of the file is reached, any pending data must be discarded. (If the file
      // ends in the middle of an event, before the final empty line, the incomplete event is not
      // dispatched.)" So nothing is flushed; the empty list keeps feed/end symmetric for callers.
      // lastEventId and reconnectionTime stay readable until the next feed starts a new stream.
      discardPending()
      started = false
      return []
    },
    get lastEventId() {
      return lastEventId
    },
    get reconnectionTime() {
      return reconnectionTime
    },
  }
}
