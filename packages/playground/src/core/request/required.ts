import { isUndefinedValue } from '../params/expand'
import { paramValue } from '../params/value'
import type { PlaygroundDataItem, PlaygroundFiles } from '../types'

/**
 * The items marked `required` that have nothing to send: a blank value (spaces only counts as
 * blank), an empty list or object, or for a file item no file chosen. Item values are the current ones, as `buildRequest`
 * takes them; the form refuses to send while this is not empty.
 */
export function missingRequired(
  items: readonly PlaygroundDataItem[],
  files: Readonly<PlaygroundFiles> = {},
): PlaygroundDataItem[] {
  return items.filter((item) => {
    if (!item.required || item.name === '') return false
    if (item.type === 'file') return (files[item.name]?.length ?? 0) === 0
    // An empty list or object sends nothing (RFC 6570 section 2.3).
    if (item.shape) return isUndefinedValue(paramValue(item))
    return item.value.trim() === ''
  })
}
