// Body serialization for post, put and patch (docs/guide/bodies.md).
// Fields are the remaining data items: not consumed by the URL and not path, query, header or
// file items.
import type { PlaygroundDataItem } from '../types'
// Only a type from notes.ts: the response side loads this module up front (send.ts, for
// mediaType), and the notes' words load with the request builder.
import type { RequestNoteWords } from './notes'

/** How a content type is serialized. */
export type BodyKind = 'json' | 'form' | 'multipart' | 'text'

/** A file item with the files chosen for it. */
export interface FilePart {
  name: string
  blobs: readonly Blob[]
}

/** A serialized body, and notes about inputs it could not carry. */
export interface SerializedBody {
  /** Undefined when there is nothing to send. */
  body?: string | FormData
  notes: string[]
}

// HTML "valid floating-point number" (what <input type=number> produces): -1, 0.5, .5, 1e3.
const HTML_NUMBER = /^-?(?:\d+(?:\.\d+)?|\.\d+)(?:[eE][+-]?\d+)?$/

/** The media type without parameters, lower-cased (`Text/Plain; charset=x` -> `text/plain`). */
export function mediaType(contentType: string): string {
  return contentType.split(';')[0]?.trim().toLowerCase() ?? ''
}

/** The serialization for a content type; unknown types are sent as text unless they are +json. */
export function bodyKind(contentType: string): BodyKind {
  const type = mediaType(contentType)
  if (type === 'application/json' || type.endsWith('+json')) return 'json'
  if (type === 'application/x-www-form-urlencoded') return 'form'
  if (type === 'multipart/form-data') return 'multipart'
  return 'text'
}

/**
 * The JSON value of a field: items of type `number` whose value is a number as <input
 * type=number> writes it become JSON numbers; everything else stays a string. Integers beyond
 * 2^53 stay strings too, because a double would silently change their digits.
 */
export function toJsonValue(item: PlaygroundDataItem): string | number {
  if (item.type !== 'number') return item.value
  const text = item.value.trim()
  if (!HTML_NUMBER.test(text)) return item.value
  const number = Number(text)
  if (!Number.isFinite(number)) return item.value
  if (Number.isInteger(number) && !Number.isSafeInteger(number) && !/[.eE]/.test(text)) {
    return item.value
  }
  return number
}

const names = (items: Iterable<{ name: string }>): string[] =>
  Array.from(items, (item) => item.name)

function jsonBody(
  fields: readonly PlaygroundDataItem[],
  notes: string[],
  words: RequestNoteWords,
): string {
  const entries = new Map<string, string | number>()
  const repeated = new Map<string, PlaygroundDataItem>()
  for (const field of fields) {
    if (entries.has(field.name)) repeated.set(field.name, field)
    entries.set(field.name, toJsonValue(field))
  }
  if (repeated.size > 0) {
    notes.push(words.repeatedJsonFields(names(repeated.values())))
  }
  // Object.fromEntries defines own properties, so a field named `__proto__` stays a field.
  return JSON.stringify(Object.fromEntries(entries))
}

/** HTML's text/plain form encoding: one `name=value` line per field, each ended by CRLF. */
function textPlainBody(fields: readonly PlaygroundDataItem[]): string {
  return fields.map((field) => `${field.name}=${field.value}\r\n`).join('')
}

function multipartBody(
  fields: readonly PlaygroundDataItem[],
  files: readonly FilePart[],
  notes: string[],
  words: RequestNoteWords,
): FormData {
  const form = new FormData()
  for (const field of fields) form.append(field.name, field.value)
  const empty = files.filter((file) => file.blobs.length === 0)
  // A File keeps its own name; a bare Blob is named "blob" by FormData (XHR standard).
  for (const file of files) for (const blob of file.blobs) form.append(file.name, blob)
  if (empty.length > 0) notes.push(words.noFileChosen(names(empty)))
  return form
}

/**
 * Serializes the fields, files and preset body for `contentType`. The preset is used for JSON,
 * text and XML bodies and, when not blank, is sent as is instead of the fields.
 */
export function serializeBody(
  contentType: string,
  fields: readonly PlaygroundDataItem[],
  files: readonly FilePart[],
  preset: string | undefined,
  words: RequestNoteWords,
): SerializedBody {
  const notes: string[] = []
  const kind = bodyKind(contentType)
  const hasPreset = preset !== undefined && preset.trim() !== ''
  if (hasPreset && (kind === 'multipart' || kind === 'form')) {
    notes.push(words.presetNotUsed(contentType))
  }
  if (kind === 'multipart') return { body: multipartBody(fields, files, notes, words), notes }
  if (files.length > 0) {
    notes.push(words.filesOnlyMultipart(names(files)))
  }
  if (kind === 'form') {
    return { body: new URLSearchParams(fields.map((f) => [f.name, f.value])).toString(), notes }
  }
  if (hasPreset) {
    if (fields.length > 0) notes.push(words.presetInstead(names(fields)))
    return { body: preset, notes }
  }
  if (kind === 'json') return { body: jsonBody(fields, notes, words), notes }
  if (fields.length === 0) return { notes }
  if (mediaType(contentType) === 'text/plain') return { body: textPlainBody(fields), notes }
  notes.push(words.presetOnly(contentType, names(fields)))
  return { notes }
}
