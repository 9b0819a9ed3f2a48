// A form field's text as the value a parameter serializes: the playground keeps every field's
// value as text, so an array or object parameter holds JSON (`["blue","black"]`, `{"R":100}`).
import type { PlaygroundDataItem } from '../types'
import type { ParamValue } from './expand'

/** A JSON value's text as one item of a list or object: strings as they are, others as JSON. */
export function itemText(value: unknown): string {
  if (typeof value === 'string') return value
  if (value === null || value === undefined) return ''
  return typeof value === 'object' ? JSON.stringify(value) : String(value)
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown
  } catch {
    return undefined
  }
}

/**
 * The list a field's text holds: a JSON array, or else the comma-separated items OpenAPI's
 * `simple` style writes (how a description's array example reads when it is not JSON); '' is
 * the empty list.
 */
export function listItems(text: string): string[] {
  if (text.trim() === '') return []
  const parsed = parseJson(text)
  return Array.isArray(parsed) ? parsed.map(itemText) : text.split(',')
}

/**
 * The fields a field's text holds: a JSON object's entries in order, or else `key,value` pairs
 * as OpenAPI's `simple` style writes them; '' is the empty object.
 */
export function objectEntries(text: string): [string, string][] {
  if (text.trim() === '') return []
  const parsed = parseJson(text)
  if (parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed))
    return Object.entries(parsed).map(([key, value]) => [key, itemText(value)])
  const parts = text.split(',')
  const entries: [string, string][] = []
  for (let i = 0; i < parts.length; i += 2) entries.push([parts[i]!, parts[i + 1] ?? ''])
  return entries
}

/** The value an item serializes, by its `shape`. */
export function paramValue(item: Pick<PlaygroundDataItem, 'value' | 'shape'>): ParamValue {
  if (item.shape === 'array') return { type: 'array', items: listItems(item.value) }
  if (item.shape === 'object') return { type: 'object', entries: objectEntries(item.value) }
  return { type: 'primitive', value: item.value }
}
