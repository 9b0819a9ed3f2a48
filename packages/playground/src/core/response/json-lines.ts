// Sequential JSON bodies read item by item: JSON Lines (https://jsonlines.org, served as
// `application/jsonl` or `application/x-ndjson`) puts one JSON text on each line; JSON Text
// Sequences (RFC 7464, `application/json-seq`) start each one with RS (U+001E) and end it with LF.
// Both are split at LF, so a record shows as soon as its line ends.
import type { ServerSentEvent } from '../types'

/** Media types whose items are shown one by one, like the events of a stream. */
export const JSON_LINES = /^application\/(?:jsonl|x-ndjson|x-jsonlines|json-seq)\b/i

/** The event name the items of a JSON Lines or JSON Text Sequence body are listed under. */
export const JSON_LINE_EVENT = 'item'

/** RFC 7464's record separator, U+001E. */
const RS = 0x1e

/** An incremental splitter of a JSON Lines (or RFC 7464) body into items. */
export interface JsonLinesParser {
  /** Takes the next chunk of decoded text; returns the items whose line it completed. */
  feed(chunk: string): ServerSentEvent[]
  /** Ends the body: a last line without LF is an item too (JSON Lines does not require one). */
  end(): ServerSentEvent[]
}

/** Creates a parser turning chunks of a JSON Lines body into one event per non-blank line. */
export function createJsonLinesParser(): JsonLinesParser {
  let pending = ''
  const item = (line: string, out: ServerSentEvent[]) => {
    // RFC 7464's record separator and a CRLF's CR are not part of the JSON text.
    let start = 0
    while (line.charCodeAt(start) === RS) start++
    const text = line.slice(start, line.endsWith('\r') ? -1 : undefined)
    if (text.trim() !== '') out.push({ event: JSON_LINE_EVENT, data: text })
  }
  return {
    feed(chunk) {
      const out: ServerSentEvent[] = []
      const lines = (pending + chunk).split('\n')
      pending = lines.pop() ?? ''
      for (const line of lines) item(line, out)
      return out
    },
    end() {
      const out: ServerSentEvent[] = []
      item(pending, out)
      pending = ''
      return out
    },
  }
}
