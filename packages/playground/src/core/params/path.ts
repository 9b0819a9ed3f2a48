// A URL template's path parameters in place: the request and the URL shown above the form both
// come from here, so that what is shown is what is sent, to the byte.
import type { PlaygroundDataItem } from '../types'
import { substitutePlaceholders } from '../request/url'
import { isUndefinedValue } from './expand'
import { serializePathParam } from './serialize'
import { paramValue } from './value'

/**
 * `url` with each `{name}` or `<name>` that names a data item replaced by the item's value,
 * serialized by its `style` and `explode` (`simple`, `label`, `matrix`: OpenAPI 3.2 section
 * 4.8.12.3); an item that is not a path parameter is taken as `simple`. With `keepBlank`, the
 * placeholder of a blank value (an empty text, list or object) stays as written, as the form
 * shows what is still to fill in. Returns the items used, which are not sent elsewhere.
 */
export function expandPath(
  url: string,
  data: readonly PlaygroundDataItem[],
  keepBlank = false,
): { url: string; used: Set<PlaygroundDataItem> } {
  return substitutePlaceholders(url, data, (item, placeholder) => {
    const value = paramValue(item)
    if (
      keepBlank &&
      (isUndefinedValue(value) || (value.type === 'primitive' && value.value === ''))
    )
      return placeholder
    return serializePathParam(item.name, value, item.type === 'path' ? item : {})
  })
}
