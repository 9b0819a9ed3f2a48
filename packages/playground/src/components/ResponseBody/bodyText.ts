// Text helpers for the body viewers; all linear in the input length.
import type { ServerSentEvent } from '../../core/types'

/** Splits text into lines at LF, CRLF or CR; a final line break does not add an empty line. */
export function splitLines(text: string): string[] {
  if (text === '') return ['']
  const lines = text.split(/\r\n|\r|\n/)
  if (lines.length > 1 && lines[lines.length - 1] === '') lines.pop()
  return lines
}

/** A line cut for display: `text` plus how many characters were left out. */
export interface ClippedLine {
  text: string
  omitted: number
}

/** Longest line rendered as is; longer lines end with a note (copy and download keep them). */
export const MAX_LINE_LENGTH = 10_000

/** Cuts `line` to `max` characters, never splitting a surrogate pair. */
export function clipLine(line: string, max = MAX_LINE_LENGTH): ClippedLine {
  if (line.length <= max) return { text: line, omitted: 0 }
  let cut = max
  const last = line.charCodeAt(cut - 1)
  if (last >= 0xd800 && last <= 0xdbff) cut--
  return { text: line.slice(0, cut), omitted: line.length - cut }
}

/** Byte length of `text` encoded as UTF-8 (lone surrogates count as U+FFFD, 3 bytes). */
export function utf8Length(text: string): number {
  let bytes = 0
  const n = text.length
  for (let i = 0; i < n; i++) {
    const code = text.charCodeAt(i)
    if (code < 0x80) bytes += 1
    else if (code < 0x800) bytes += 2
    else if (code >= 0xd800 && code <= 0xdbff && i + 1 < n) {
      const next = text.charCodeAt(i + 1)
      if (next >= 0xdc00 && next <= 0xdfff) {
        bytes += 4
        i++
      } else bytes += 3
    } else bytes += 3
  }
  return bytes
}

/** Serializes events back to `text/event-stream` text (for copy and download). */
export function eventsToText(events: readonly ServerSentEvent[]): string {
  let out = ''
  for (const event of events) {
    if (event.event !== 'message') out += `event: ${event.event}\n`
    if (event.id !== undefined) out += `id: ${event.id}\n`
    if (event.retry !== undefined) out += `retry: ${event.retry}\n`
    for (const line of event.data.split('\n')) out += `data: ${line}\n`
    out += '\n'
  }
  return out
}

const EXTENSIONS: [RegExp, string][] = [
  [/^(?:application|text)\/(?:[\w.+-]*\+)?json\b/i, 'json'],
  [/^text\/event-stream\b/i, 'txt'],
  [/^text\/html\b/i, 'html'],
  [/^(?:application|text)\/(?:[\w.+-]*\+)?xml\b/i, 'xml'],
  [/^text\/csv\b/i, 'csv'],
  [/^text\/css\b/i, 'css'],
  [/^(?:text|application)\/(?:javascript|ecmascript)\b/i, 'js'],
  [/^(?:text|application)\/(?:x-)?yaml\b/i, 'yaml'],
  [/^text\//i, 'txt'],
  [/^image\/svg\+xml\b/i, 'svg'],
  [/^image\/jpeg\b/i, 'jpg'],
  [/^image\/x-icon\b|^image\/vnd\.microsoft\.icon\b/i, 'ico'],
  [/^application\/pdf\b/i, 'pdf'],
  [/^application\/zip\b/i, 'zip'],
  [/^application\/(?:x-)?gzip\b/i, 'gz'],
]

/** File extension for a download of this content type and display kind. */
export function extensionFor(contentType: string, kind: string): string {
  const type = contentType.trim()
  for (const [pattern, extension] of EXTENSIONS) if (pattern.test(type)) return extension
  const image = /^image\/([a-z0-9]+)/i.exec(type)
  if (image?.[1]) return image[1].toLowerCase()
  if (kind === 'json') return 'json'
  if (kind === 'text' || kind === 'event-stream' || kind === 'empty') return 'txt'
  return 'bin'
}

/**
 * The file name of a download: from `Content-Disposition` (`filename*=UTF-8''…` or
 * `filename="…"`) when present, without any path, else `response.<extension>`.
 */
export function downloadFilename(contentDisposition: string, contentType: string, kind: string) {
  let name = ''
  const extended = /filename\*\s*=\s*(?:[\w-]+)'[^']*'([^;]+)/i.exec(contentDisposition)
  const plain = /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]+))/i.exec(contentDisposition)
  if (extended?.[1]) {
    try {
      name = decodeURIComponent(extended[1].trim())
    } catch {
      name = ''
    }
  }
  if (!name && plain) name = (plain[1]?.replace(/\\(.)/g, '$1') ?? plain[2] ?? '').trim()
  // Keep only the last path segment; drop control characters.
  const base = name.split(/[/\\]/).pop() ?? ''
  name = Array.from(base)
    .filter((ch) => ch.charCodeAt(0) >= 0x20 && ch !== '\u007f')
    .join('')
    .trim()
  if (name === '' || name === '.' || name === '..') {
    return `response.${extensionFor(contentType, kind)}`
  }
  return name
}
