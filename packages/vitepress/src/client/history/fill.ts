import type { PlaygroundDataItem } from 'vue-api-playground'
import type { HistoryEntry } from './entries'
import { REDACTED } from './limits'

/** What a try-it panel is filled with when the reader reopens a history entry. */
export interface FilledForm {
  data: PlaygroundDataItem[]
  headers: Record<string, string>
  body?: string
}

/**
 * The panel's fields with the values an entry was sent with: each field the operation still has
 * takes its stored value; headers come back but those blanked as credentials (the credentials
 * themselves come from the credentials fields, never from the history).
 */
export function fillFrom(entry: HistoryEntry, data: readonly PlaygroundDataItem[]): FilledForm {
  const values = entry.form.values
  return {
    data: data.map((item) =>
      Object.hasOwn(values, item.name) ? { ...item, value: values[item.name]! } : { ...item },
    ),
    headers: Object.fromEntries(
      Object.entries(entry.form.headers).filter(([, value]) => value !== REDACTED),
    ),
    ...(entry.form.body ? { body: entry.form.body.text } : {}),
  }
}
