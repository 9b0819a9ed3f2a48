import { OPERATION_METHODS, type OperationMethod } from '../../shared/model'
import { additionalMethodProblem } from '../model/methods'
import { hashOf, refsIn, type Piece, type SpecSummary } from './summary'

/** The operation methods of a path item's fixed fields. */
export const METHODS = new Set<string>(OPERATION_METHODS)

/** Where a path item holds its other methods (OpenAPI 3.2): `{ PURGE: {...} }`. */
export const ADDITIONAL = 'additionalOperations'

/** The keys of `additionalOperations` that name an operation (see `additionalMethodProblem`). */
export function isAdditionalMethod(key: string): boolean {
  return additionalMethodProblem(key) === undefined
}

/** A JSON object as parsed. */
export type JsonObject = Record<string, unknown>

/**
 * One version of a description, indexed for comparison: its summary (compared first), and each
 * operation and component parsed only when a comparison needs to look inside.
 */
export interface SpecIndex {
  summary: SpecSummary
  /** The operation as an object, with the path item's parameters first in `parameters`. */
  operation(key: string): JsonObject | undefined
  /** The component as an object. */
  component(key: string): unknown
}

/** Marks a webhook's name in an operation key: a path always starts with `/`, so never so. */
const WEBHOOK = 'webhook:'

/** The key of an operation (`get /pets`) or of a webhook (`post webhook:new-pet`). */
export function operationKey(section: string, method: string, pathOrName: string): string {
  return section === 'webhooks' ? `${method} ${WEBHOOK}${pathOrName}` : `${method} ${pathOrName}`
}

/** Splits an operation key back into its method and path (a webhook's: its name, marked). */
export function splitKey(key: string): {
  method: OperationMethod
  path: string
  webhook?: true
} {
  const space = key.indexOf(' ')
  const method = key.slice(0, space) as OperationMethod
  const path = key.slice(space + 1)
  return path.startsWith(WEBHOOK)
    ? { method, path: path.slice(WEBHOOK.length), webhook: true }
    : { method, path }
}

/** True for a JSON object (not an array, not null). */
export function isObject(value: unknown): value is JsonObject {
  return !!value && typeof value === 'object' && !Array.isArray(value)
}

/** The operation with the path item's parameters before its own, as OpenAPI merges them. */
export function withSharedParameters(operation: JsonObject, shared: unknown): JsonObject {
  if (!Array.isArray(shared) || !shared.length) return operation
  const own = Array.isArray(operation.parameters) ? operation.parameters : []
  return { ...operation, parameters: [...shared, ...own] }
}

/** Indexes a parsed OpenAPI 3 document. */
export function indexDocument(document: JsonObject): SpecIndex {
  const operations = new Map<string, Piece>()
  const operationObjects = new Map<string, JsonObject>()
  const items = (section: string) =>
    Object.entries(isObject(document[section]) ? document[section] : {}).map(
      ([path, item]) => [section, path, item] as const,
    )
  for (const [section, path, item] of [...items('paths'), ...items('webhooks')]) {
    if (!isObject(item)) continue
    const shared = Array.isArray(item.parameters) ? item.parameters : []
    const additional = isObject(item[ADDITIONAL]) ? item[ADDITIONAL] : {}
    const entries = [
      ...Object.entries(item).filter(([method]) => METHODS.has(method)),
      ...Object.entries(additional).filter(([method]) => isAdditionalMethod(method)),
    ]
    for (const [method, operation] of entries) {
      if (!isObject(operation)) continue
      const key = operationKey(section, method, path)
      const text = `${JSON.stringify(shared)}\0${JSON.stringify(operation)}`
      operations.set(key, { hash: hashOf(text), refs: refsIn(text) })
      operationObjects.set(key, withSharedParameters(operation, shared))
    }
  }
  const components = new Map<string, Piece>()
  const componentObjects = new Map<string, unknown>()
  const sections = isObject(document.components) ? document.components : {}
  for (const [kind, section] of Object.entries(sections)) {
    if (!isObject(section)) continue
    for (const [name, value] of Object.entries(section)) {
      const text = JSON.stringify(value) ?? ''
      components.set(`${kind}/${name}`, { hash: hashOf(text), refs: refsIn(text) })
      componentObjects.set(`${kind}/${name}`, value)
    }
  }
  const info = isObject(document.info) ? document.info : {}
  return {
    summary: {
      version: typeof info.version === 'string' ? info.version : undefined,
      operations,
      components,
      scanned: false,
    },
    operation: (key) => operationObjects.get(key),
    component: (key) => componentObjects.get(key),
  }
}
