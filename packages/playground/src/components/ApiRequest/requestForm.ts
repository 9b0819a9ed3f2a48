import { methodHasBody } from '../../core/request/method'
import type { PlaygroundContentType, PlaygroundDataItem } from '../../core/types'

/** One editable custom header row; `id` keeps rows stable while names change. */
export interface HeaderRow {
  id: number
  name: string
  value: string
}

let nextRowId = 0

/** Turns a header map into editable rows. */
export function toHeaderRows(headers: Readonly<Record<string, string>> | undefined): HeaderRow[] {
  return Object.entries(headers ?? {}).map(([name, value]) => ({ id: nextRowId++, name, value }))
}

/** A new empty header row. */
export function emptyHeaderRow(): HeaderRow {
  return { id: nextRowId++, name: '', value: '' }
}

/** Header rows back to a map; rows without a name are drafts and are left out. */
export function fromHeaderRows(rows: readonly HeaderRow[]): Record<string, string> {
  const headers: Record<string, string> = {}
  for (const row of rows) {
    const name = row.name.trim()
    if (name) headers[name] = row.value
  }
  return headers
}

const SEMANTIC = new Set(['path', 'query', 'header', 'file'])

/** Whether an item is neither path, query, header nor file: it goes to the query or the body. */
export function isRemainingItem(item: PlaygroundDataItem): boolean {
  return !SEMANTIC.has(item.type ?? 'text')
}

/** Items that are neither path, query, header nor file: they go to the query or the body. */
export function remainingItems(items: readonly PlaygroundDataItem[]): PlaygroundDataItem[] {
  return items.filter(isRemainingItem)
}

/**
 * Whether to show the body editor: only where a typed body is sent (the `body` prop's preset
 * applies to JSON, text/plain and XML), and for JSON only when no fields build the body.
 */
export function showsBodyEditor(options: {
  method: string
  contentType: PlaygroundContentType | undefined
  body: string | undefined
  items: readonly PlaygroundDataItem[]
}): boolean {
  if (!methodHasBody(options.method)) return false
  const type = options.contentType ?? 'application/json'
  if (type === 'text/plain' || type === 'application/xml') return true
  if (type !== 'application/json') return false
  return options.body !== undefined || remainingItems(options.items).length === 0
}

/** True on Apple platforms, where Cmd takes the place of Ctrl in shortcuts. */
export function isApplePlatform(): boolean {
  return (
    typeof navigator !== 'undefined' &&
    /Mac|iPhone|iPad/i.test(navigator.platform || navigator.userAgent)
  )
}
