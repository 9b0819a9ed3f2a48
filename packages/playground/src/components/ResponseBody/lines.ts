// Text helpers of the viewers loaded on demand; linear in the input length.
import type { ServerSentEvent } from '../../core/types'

/** Lines by index: an array, or lines built on demand (see jsonLineIndex.ts). */
export interface LineList {
  readonly length: number
  at(index: number): string | undefined
}

/** Splits text into lines at LF, CRLF or CR; a final line break does not add an empty line. */
export function splitLines(text: string): string[] {
  const lines = text.split(/\r\n?|\n/)
  if (lines.length > 1 && lines[lines.length - 1] === '') lines.pop()
  return lines
}

/** Longest line rendered as is; longer lines end with a note (copy and download keep them). */
export const MAX_LINE_LENGTH = 10_000

/** Cuts `line` to `max` characters, never splitting a surrogate pair; `omitted` says how many. */
export function clipLine(line: string, max = MAX_LINE_LENGTH) {
  if (line.length <= max) return { text: line, omitted: 0 }
  const code = line.charCodeAt(max - 1)
  const cut = code >= 0xd800 && code <= 0xdbff ? max - 1 : max
  return { text: line.slice(0, cut), omitted: line.length - cut }
}

/** Serializes events back to `text/event-stream` text (for copy and download). */
export function eventsToText(events: readonly ServerSentEvent[]): string {
  let out = ''
  for (const { event, id, retry, data } of events) {
    if (event !== 'message') out += `event: ${event}\n`
    if (id !== undefined) out += `id: ${id}\n`
    if (retry !== undefined) out += `retry: ${retry}\n`
    out += `data: ${data.replaceAll('\n', '\ndata: ')}\n\n`
  }
  return out
}
