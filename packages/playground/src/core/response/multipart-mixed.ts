// `multipart/mixed` bodies read part by part (RFC 2046 section 5.1.1), as OpenAPI 3.2 describes
// them among its sequential media types (`itemSchema`): each part shows in the event list as soon
// as the delimiter after it arrives. Text only: a part's bytes are shown as the decoded text.
import type { ServerSentEvent } from '../types'

/** The media type whose parts are shown one by one, like the events of a stream. */
export const MULTIPART_MIXED = /^multipart\/mixed\b/i

/** The event name of a part that gives no Content-Type (RFC 2046 5.1: text/plain is meant). */
export const MULTIPART_PART_EVENT = 'part'

/** The `boundary` parameter of a multipart content type, quoted or not; none when absent. */
export function multipartBoundary(contentType: string): string | undefined {
  const match = /;\s*boundary\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;\s]+))/i.exec(contentType)
  const value = match ? (match[1]?.replace(/\\(.)/g, '$1') ?? match[2]) : undefined
  return value || undefined
}

/** An incremental splitter of a multipart/mixed body into parts. */
export interface MultipartParser {
  /** Takes the next chunk of decoded text; returns the parts whose closing delimiter it brought. */
  feed(chunk: string): ServerSentEvent[]
  /** Ends the body: a part cut off before its delimiter is given as it is. */
  end(): ServerSentEvent[]
}

/** One part as an event: named by its Content-Type, its body as the data. */
function partEvent(text: string): ServerSentEvent {
  // Headers, then an empty line, then the body (RFC 2046 5.1.1); a part may have no headers.
  const blank = /\r?\n\r?\n/.exec(text)
  const noHeaders = /^\r?\n/.test(text)
  const head = noHeaders || !blank ? '' : text.slice(0, blank.index)
  const body = noHeaders
    ? text.replace(/^\r?\n/, '')
    : blank
      ? text.slice(blank.index + blank[0].length)
      : text
  const type = /^content-type\s*:\s*(.*)$/im.exec(head)?.[1]?.trim()
  return { event: type || MULTIPART_PART_EVENT, data: body }
}

/** Creates a parser turning chunks of a multipart/mixed body with `boundary` into one event per part. */
export function createMultipartParser(boundary: string): MultipartParser {
  const dash = `--${boundary}`
  let buffer = ''
  // Before the first delimiter (the preamble), on a delimiter's line, in a part, after the close.
  let state: 'preamble' | 'delimiter' | 'part' | 'closed' = 'preamble'
  /** Where a delimiter line starts (at the start of the buffer or after an LF), or -1. */
  const delimiterAt = (): number => {
    if (buffer.startsWith(dash)) return 0
    const at = buffer.indexOf(`\n${dash}`)
    return at < 0 ? -1 : at + 1
  }
  const run = (out: ServerSentEvent[]) => {
    for (;;) {
      if (state === 'closed') return void (buffer = '')
      if (state === 'delimiter') {
        // `--` after the boundary closes the body; else the rest of the line is padding.
        if (buffer.length < 2) return
        if (buffer.startsWith('--')) {
          state = 'closed'
          continue
        }
        const end = buffer.indexOf('\n')
        if (end < 0) return
        buffer = buffer.slice(end + 1)
        state = 'part'
        continue
      }
      const at = delimiterAt()
      if (at < 0) {
        // The preamble is not shown: keep only its last line, which may begin a delimiter.
        if (state === 'preamble') buffer = buffer.slice(Math.max(0, buffer.lastIndexOf('\n')))
        return
      }
      // The line break before a delimiter belongs to it, not to the part (RFC 2046 5.1.1).
      if (state === 'part')
        out.push(partEvent(buffer.slice(0, Math.max(0, at - 1)).replace(/\r$/, '')))
      buffer = buffer.slice(at + dash.length)
      state = 'delimiter'
    }
  }
  return {
    feed(chunk) {
      const out: ServerSentEvent[] = []
      buffer += chunk
      run(out)
      return out
    },
    end() {
      const out: ServerSentEvent[] = []
      if (state === 'part' && buffer.trim() !== '')
        out.push(partEvent(buffer.replace(/\r?\n$/, '')))
      buffer = ''
      state = 'closed'
      return out
    },
  }
}
