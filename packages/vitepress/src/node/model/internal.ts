// What a description marks as not for its public readers: `x-internal: true` (Redocly's
// "remove-x-internal" decorator) and `x-scalar-ignore: true` (Scalar). Such operations, webhooks
// and component schemas are dropped here, before the model is made, so that every page, sidebar,
// search index, changelog, embed and download made from the model leaves them out alike.

import { isFixedMethod } from '../../shared/model'
import { pathItemOperations } from './methods'

type Raw = Record<string, unknown>

/** A key path into the document, e.g. `['paths', '/pets', 'post']`. */
export type KeyPath = string[]

/** Where path items sit: OpenAPI's `paths` and `webhooks`, and Redocly's older `x-webhooks`. */
const OPERATION_SECTIONS = ['paths', 'webhooks', 'x-webhooks']

const isObject = (value: unknown): value is Raw =>
  !!value && typeof value === 'object' && !Array.isArray(value)

/** Whether an operation, path item, webhook or schema is marked as hidden from public readers. */
export function isInternal(value: unknown): boolean {
  return isObject(value) && (value['x-internal'] === true || value['x-scalar-ignore'] === true)
}

/**
 * Where the hidden parts of a description sit (OpenAPI 3 or Swagger 2): hidden path items and
 * operations under `paths` and `webhooks`, hidden callbacks of the operations that stay, and
 * hidden schemas under `components.schemas` (or Swagger's `definitions`). A path item or a
 * callback whose every operation is hidden goes whole. A hidden schema that what stays still
 * refers to is kept: dropping it would leave that reference dangling on a public page.
 */
export function internalPaths(document: Raw): KeyPath[] {
  const found: KeyPath[] = []
  for (const section of OPERATION_SECTIONS) {
    const items = document[section]
    if (isObject(items))
      for (const [key, item] of Object.entries(items)) hiddenIn(item, [section, key], found)
  }
  const schemas: KeyPath[] = []
  const components = isObject(document.components) ? document.components : undefined
  for (const [where, holder] of [
    [['components', 'schemas'], components?.schemas],
    [['definitions'], document.definitions],
  ] as const) {
    if (!isObject(holder)) continue
    for (const [name, schema] of Object.entries(holder))
      if (isInternal(schema)) schemas.push([...where, name])
  }
  if (!schemas.length) return found
  // Only descriptions that hide schemas pay for this look at the text of what stays.
  const rest = JSON.stringify(removePaths(document, [...found, ...schemas]))
  for (const path of schemas) {
    const whole = JSON.stringify(`#/${path.map(escapePointer).join('/')}`)
    if (!rest.includes(whole) && !rest.includes(`${whole.slice(0, -1)}/`)) found.push(path)
  }
  return found
}

/**
 * Adds the hidden parts of a path item at `at` to `found`: the item itself when it, or each of
 * its operations, is hidden; else its hidden operations and their operations' hidden callbacks.
 * Returns whether the whole item went.
 */
function hiddenIn(item: unknown, at: KeyPath, found: KeyPath[]): boolean {
  if (!isObject(item)) return false
  // Fixed fields and `additionalOperations` (OpenAPI 3.2) alike, each at its own key path.
  const methods = [...pathItemOperations(item)].map(([method, operation]) => ({
    key: isFixedMethod(method) ? [method] : ['additionalOperations', method],
    operation,
  }))
  if (isInternal(item) || (methods.length && methods.every((m) => isInternal(m.operation)))) {
    found.push(at)
    return true
  }
  for (const { key, operation } of methods) {
    if (isInternal(operation)) {
      found.push([...at, ...key])
      continue
    }
    if (!isObject(operation.callbacks)) continue
    for (const [name, callback] of Object.entries(operation.callbacks)) {
      const where = [...at, ...key, 'callbacks', name]
      if (isInternal(callback)) {
        found.push(where)
        continue
      }
      if (!isObject(callback)) continue
      const inner: KeyPath[] = []
      const expressions = Object.keys(callback).filter((key) => !key.startsWith('x-'))
      const gone = expressions.filter((key) => hiddenIn(callback[key], [...where, key], inner))
      if (expressions.length && gone.length === expressions.length) found.push(where)
      else found.push(...inner)
    }
  }
  return false
}

/** RFC 6901: `~` and `/` in a key are written `~0` and `~1` in a JSON pointer. */
function escapePointer(key: string): string {
  return key.replace(/~/g, '~0').replace(/\//g, '~1')
}

/**
 * The document without the values at `paths`: only the objects on the way are copied, the rest
 * is shared with the original (which is left as it was).
 */
export function removePaths<T extends Raw>(document: T, paths: readonly KeyPath[]): T {
  if (!paths.length) return document
  const copy: Raw = { ...document }
  const copied = new Set<unknown>([copy])
  for (const path of paths) {
    let node: Raw | undefined = copy
    for (const key of path.slice(0, -1)) {
      const child: unknown = node[key]
      if (!isObject(child)) {
        node = undefined
        break
      }
      const own: Raw = copied.has(child) ? child : { ...child }
      copied.add(own)
      node[key] = own
      node = own
    }
    if (node) delete node[path.at(-1)!]
  }
  return copy as T
}

/** The description as public readers see it: what `internalPaths` finds, removed. */
export function withoutInternal<T extends Raw>(document: T): T {
  return removePaths(document, internalPaths(document))
}
