import { parse as parseYaml } from 'yaml'
import { OPERATION_METHODS, type OperationMethod } from '../../shared/model'
import { scanJsonObject, type JsonEntry } from './scan'

const METHODS = new Set<string>(OPERATION_METHODS)

/** A JSON object as parsed. */
export type JsonObject = Record<string, unknown>

/**
 * One version of a description, indexed for comparison: every operation and component as text
 * (compared as strings first), parsed only when a comparison needs to look inside.
 */
export interface SpecIndex {
  version?: string
  /** `get /pets` → the text of the operation with its path-level parameters. */
  operations: Map<string, string>
  /** `schemas/Pet` → the component's text. */
  components: Map<string, string>
  /** The operation as an object, with the path item's parameters first in `parameters`. */
  operation(key: string): JsonObject | undefined
  /** The component as an object. */
  component(key: string): unknown
}

/** Splits an operation key back into its method and path. */
export function splitKey(key: string): { method: OperationMethod; path: string } {
  const space = key.indexOf(' ')
  return { method: key.slice(0, space) as OperationMethod, path: key.slice(space + 1) }
}

/** Indexes a description's text: JSON is scanned lazily; YAML and Swagger 2.0 are parsed. */
export async function indexSpecText(text: string, file: string): Promise<SpecIndex> {
  if (!/\.ya?ml$/i.test(file) && text.trimStart().startsWith('{')) {
    const scanned = scanIndex(text)
    if (scanned) return scanned
  }
  const parsed: unknown = /\.json$/i.test(file) ? JSON.parse(text) : parseYaml(text)
  if (!parsed || typeof parsed !== 'object') throw new Error('not an OpenAPI description')
  let document = parsed as JsonObject
  if (typeof document.swagger === 'string') {
    // CommonJS and large: loaded only for Swagger 2.0 files, as load.ts does.
    const { default: swagger2openapi } = await import('swagger2openapi')
    const result = await swagger2openapi.convertObj(document as never, {
      patch: true,
      warnOnly: true,
      resolve: false,
    })
    document = result.openapi as unknown as JsonObject
  }
  return indexDocument(document)
}

function isObject(value: unknown): value is JsonObject {
  return !!value && typeof value === 'object' && !Array.isArray(value)
}

/** Indexes a parsed OpenAPI 3 document. */
export function indexDocument(document: JsonObject): SpecIndex {
  const operations = new Map<string, string>()
  const operationObjects = new Map<string, JsonObject>()
  const paths = isObject(document.paths) ? document.paths : {}
  for (const [path, item] of Object.entries(paths)) {
    if (!isObject(item)) continue
    const shared = Array.isArray(item.parameters) ? item.parameters : []
    for (const [method, operation] of Object.entries(item)) {
      if (!METHODS.has(method) || !isObject(operation)) continue
      const key = `${method} ${path}`
      operations.set(key, `${JSON.stringify(shared)}\0${JSON.stringify(operation)}`)
      operationObjects.set(key, withSharedParameters(operation, shared))
    }
  }
  const components = new Map<string, string>()
  const componentObjects = new Map<string, unknown>()
  const sections = isObject(document.components) ? document.components : {}
  for (const [kind, section] of Object.entries(sections)) {
    if (!isObject(section)) continue
    for (const [name, value] of Object.entries(section)) {
      components.set(`${kind}/${name}`, JSON.stringify(value))
      componentObjects.set(`${kind}/${name}`, value)
    }
  }
  const info = isObject(document.info) ? document.info : {}
  return {
    version: typeof info.version === 'string' ? info.version : undefined,
    operations,
    components,
    operation: (key) => operationObjects.get(key),
    component: (key) => componentObjects.get(key),
  }
}

function withSharedParameters(operation: JsonObject, shared: unknown[]): JsonObject {
  if (!shared.length) return operation
  const own = Array.isArray(operation.parameters) ? operation.parameters : []
  return { ...operation, parameters: [...shared, ...own] }
}

const descend = (keys: readonly string[]): boolean =>
  (keys.length === 1 && (keys[0] === 'paths' || keys[0] === 'components')) ||
  (keys.length === 2 && (keys[0] === 'paths' || keys[0] === 'components'))

function scanIndex(text: string): SpecIndex | undefined {
  let top: JsonEntry[]
  try {
    top = scanJsonObject(text, descend)
  } catch {
    return undefined
  }
  const slice = (entry: JsonEntry) => text.slice(entry.start, entry.end)
  const openapi = top.find((entry) => entry.key === 'openapi')
  if (!openapi || !/^"3\./.test(slice(openapi))) return undefined
  const operations = new Map<string, string>()
  const places = new Map<string, { operation: JsonEntry; shared?: JsonEntry }>()
  for (const item of top.find((entry) => entry.key === 'paths')?.children ?? []) {
    const shared = item.children?.find((entry) => entry.key === 'parameters')
    for (const operation of item.children ?? []) {
      if (!METHODS.has(operation.key)) continue
      const key = `${operation.key} ${item.key}`
      operations.set(key, `${shared ? slice(shared) : '[]'}\0${slice(operation)}`)
      places.set(key, { operation, shared })
    }
  }
  const components = new Map<string, string>()
  for (const section of top.find((entry) => entry.key === 'components')?.children ?? []) {
    for (const entry of section.children ?? [])
      components.set(`${section.key}/${entry.key}`, slice(entry))
  }
  const info = top.find((entry) => entry.key === 'info')
  const infoValue: unknown = info ? JSON.parse(slice(info)) : undefined
  const version = isObject(infoValue) ? infoValue.version : undefined
  const parsedComponents = new Map<string, unknown>()
  return {
    version: typeof version === 'string' ? version : undefined,
    operations,
    components,
    operation(key) {
      const place = places.get(key)
      if (!place) return undefined
      const operation = JSON.parse(slice(place.operation)) as JsonObject
      const shared: unknown = place.shared ? JSON.parse(slice(place.shared)) : []
      return withSharedParameters(operation, Array.isArray(shared) ? shared : [])
    },
    component(key) {
      if (!parsedComponents.has(key)) {
        const source = components.get(key)
        parsedComponents.set(key, source === undefined ? undefined : JSON.parse(source))
      }
      return parsedComponents.get(key)
    },
  }
}
