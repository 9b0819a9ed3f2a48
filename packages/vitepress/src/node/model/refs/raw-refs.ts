import { isInternal } from '../internal'
import { pathItemOperations } from '../methods'
import type { RefResolver } from './refs'
import { LISTS, MAPS, SCHEMA_OR_BOOLEAN, SINGLE } from '../schema'
import type { OperationEntry } from '../spec-types'

type Raw = Record<string, unknown>

const isObject = (value: unknown): value is Raw =>
  !!value && typeof value === 'object' && !Array.isArray(value)

const PARAMETER_PLACES = ['path', 'query', 'querystring', 'header', 'cookie']

/**
 * The component schemas that operations and schemas name, read from the description itself:
 * what `operationRefs` and `directRefs` find in the normalized model, without normalizing it
 * (no markdown, no examples), for the users that a lazy model's schema page lists. Each walk
 * follows the same parts in the same order as the normalizing one (schema.ts, operation.ts,
 * callbacks.ts); only refs to whole components occur here (see `pagesMadeAlone`).
 */
export class RawRefs {
  private readonly known = new WeakMap<object, string[]>()

  constructor(private readonly refs: RefResolver) {}

  /** As `directRefs(toSchemaNode(raw))`: the names a schema refers to, not through others. */
  schema(raw: unknown, into: Set<string> = new Set()): Set<string> {
    if (!isObject(raw)) return into
    let names = this.known.get(raw)
    if (!names) this.known.set(raw, (names = [...this.collect(raw, new Set())]))
    for (const name of names) into.add(name)
    return into
  }

  /** As `operationRefs` of the entry's normalized operation. */
  operation({ pathItem, raw }: OperationEntry): Set<string> {
    const into = new Set<string>()
    this.parameters(pathItem.parameters, raw.parameters, into)
    if (raw.requestBody) this.body(raw.requestBody, into)
    this.responses(raw.responses, into)
    for (const call of this.callbacks(raw.callbacks)) {
      this.parameters(call.pathItem.parameters, call.operation.parameters, into)
      if (call.operation.requestBody) this.body(call.operation.requestBody, into)
      this.responses(call.operation.responses, into)
    }
    return into
  }

  // The order of collectRefs: $ref, then subschemas (single, schema-or-boolean, lists, maps).
  private collect(schema: Raw, into: Set<string>): Set<string> {
    if (typeof schema.$ref === 'string') {
      const name = this.refs.componentSchemaName(schema.$ref)
      if (name !== undefined) into.add(name)
      // 3.0 ignores the siblings of a $ref; from 3.1 on they apply (see toSchemaNode).
      if (!this.refs.refSiblingsApply) return into
    }
    for (const key of [...SINGLE, ...SCHEMA_OR_BOOLEAN]) this.schema(schema[key], into)
    for (const key of LISTS) {
      const list = schema[key]
      if (Array.isArray(list)) for (const item of list) this.schema(item, into)
    }
    for (const key of MAPS) {
      const map = schema[key]
      if (map && typeof map === 'object')
        for (const value of Object.values(map)) this.schema(value, into)
    }
    return into
  }

  private parameters(pathLevel: unknown, operationLevel: unknown, into: Set<string>): void {
    const byKey = new Map<string, Raw>()
    for (const list of [pathLevel, operationLevel]) {
      if (!Array.isArray(list)) continue
      for (const item of list) {
        const param = this.refs.deref(item as Raw)
        if (!param || typeof param.name !== 'string') continue
        byKey.set(`${param.in}:${param.name}`, param)
      }
    }
    for (const param of byKey.values()) {
      if (!PARAMETER_PLACES.includes(param.in as string)) continue
      const first = Object.values((param.content ?? {}) as Record<string, Raw>)[0]
      this.schema(param.schema ?? (first && this.refs.deref(first).schema), into)
    }
  }

  private body(raw: unknown, into: Set<string>): void {
    this.media(this.refs.deref(raw as Raw).content, into)
  }

  private media(content: unknown, into: Set<string>): void {
    for (const [type, value] of Object.entries((content ?? {}) as Raw)) {
      const media = this.refs.deref(value as Raw)
      this.schema(media.schema, into)
      // As `itemSchemas` in operation.ts: the item schema, and an event's data schema.
      if (media.itemSchema === undefined) continue
      this.schema(media.itemSchema, into)
      if (type.split(';')[0]!.trim().toLowerCase() !== 'text/event-stream') continue
      const item = this.refs.deref(media.itemSchema as Raw)
      const data = this.refs.deref(((item?.properties ?? {}) as Raw).data as Raw)
      if (data && typeof data === 'object') this.schema(data.contentSchema, into)
    }
  }

  private responses(raw: unknown, into: Set<string>): void {
    for (const value of Object.values((raw ?? {}) as Raw)) {
      const response = this.refs.deref(value as Raw)
      this.media(response.content, into)
      for (const header of Object.values((response.headers ?? {}) as Raw))
        this.schema(this.refs.deref(header as Raw).schema, into)
    }
  }

  /** The operations of an operation's callbacks, as `callbacks` in callbacks.ts finds them. */
  private *callbacks(raw: unknown): Generator<{ pathItem: Raw; operation: Raw }> {
    if (!isObject(raw)) return
    for (const value of Object.values(raw)) {
      const callback = this.refs.deref(value as Raw)
      if (!isObject(callback) || isInternal(callback)) continue
      for (const [expression, item] of Object.entries(callback)) {
        if (expression.startsWith('x-')) continue
        const pathItem = this.refs.deref(item as Raw)
        if (!isObject(pathItem) || isInternal(pathItem)) continue
        for (const [, operation] of pathItemOperations(pathItem))
          if (!isInternal(operation)) yield { pathItem, operation }
      }
    }
  }
}
