import type { ChangeFacts, ChangeKind, SchemaPlace } from '../../shared/changelog'
import type { JsonObject } from './spec-index'

/** What a comparison reports, before the operation's method and path are attached. */
export type SchemaChange = { kind: ChangeKind; breaking: boolean } & ChangeFacts

/** Where a schema sits decides which changes break clients: what they send or what they read. */
export interface SchemaDiffContext {
  direction: 'request' | 'response'
  kind: ChangeKind
  resolveOld: (value: unknown) => unknown
  resolveNew: (value: unknown) => unknown
  out: SchemaChange[]
}

function isObject(value: unknown): value is JsonObject {
  return !!value && typeof value === 'object' && !Array.isArray(value)
}

function typesOf(schema: JsonObject): Set<string> {
  const types = new Set<string>()
  if (typeof schema.type === 'string') types.add(schema.type)
  else if (Array.isArray(schema.type))
    for (const type of schema.type) if (typeof type === 'string') types.add(type)
  if (types.size && schema.nullable === true) types.add('null')
  return types
}

function covers(types: Set<string>, type: string): boolean {
  return types.has(type) || (type === 'integer' && types.has('number'))
}

const list = (types: Set<string>) => [...types].join(' | ')

/** The place of a field one step below `place`: `.name`, `[]` (items) or `{}` (other properties). */
const below = (place: SchemaPlace, step: string): SchemaPlace => ({
  ...place,
  field: `${place.field ?? ''}${step}`,
})

function requiredOf(schema: JsonObject): Set<string> {
  return new Set(
    Array.isArray(schema.required)
      ? schema.required.filter((name): name is string => typeof name === 'string')
      : [],
  )
}

/**
 * Compares two schemas structurally, following `$ref`s (each pair of refs once, so recursive
 * schemas end), and reports removed or added properties, type and enum changes.
 */
export function diffSchemas(
  before: unknown,
  after: unknown,
  where: SchemaPlace,
  context: SchemaDiffContext,
  seen: Set<string> = new Set(),
): void {
  const refPair = `${refOf(before)}|${refOf(after)}`
  if (refPair !== '|') {
    if (seen.has(refPair)) return
    seen.add(refPair)
  }
  const old = context.resolveOld(before)
  const now = context.resolveNew(after)
  if (!isObject(old) || !isObject(now)) return
  const report = (facts: ChangeFacts, breaking: boolean) =>
    context.out.push({ kind: context.kind, ...facts, breaking })
  const request = context.direction === 'request'

  const oldTypes = typesOf(old)
  const newTypes = typesOf(now)
  if (oldTypes.size && newTypes.size && list(oldTypes) !== list(newTypes)) {
    const widened = [...oldTypes].every((type) => covers(newTypes, type))
    const narrowed = [...newTypes].every((type) => covers(oldTypes, type))
    // Requests may widen (clients keep sending what they sent); responses may narrow.
    const breaking = request ? !widened : !narrowed
    report({ what: 'type-changed', at: where, from: [...oldTypes], to: [...newTypes] }, breaking)
  }

  diffEnums(old, now, where, request, report)

  const oldProps = isObject(old.properties) ? old.properties : {}
  const newProps = isObject(now.properties) ? now.properties : {}
  const oldRequired = requiredOf(old)
  const newRequired = requiredOf(now)
  for (const name of Object.keys(oldProps)) {
    if (!(name in newProps)) report({ what: 'property-removed', at: where, name }, !request)
  }
  for (const [name, schema] of Object.entries(newProps)) {
    if (!(name in oldProps)) {
      const required = newRequired.has(name)
      report(
        { what: 'property-added', at: where, name, ...(required ? { required } : {}) },
        request && required,
      )
      continue
    }
    if (request && newRequired.has(name) && !oldRequired.has(name))
      report({ what: 'property-required', at: where, name }, true)
    if (!request && oldRequired.has(name) && !newRequired.has(name))
      report({ what: 'property-sometimes-absent', at: where, name }, true)
    diffSchemas(oldProps[name], schema, below(where, `.${name}`), context, seen)
  }

  if (old.items !== undefined && now.items !== undefined)
    diffSchemas(old.items, now.items, below(where, '[]'), context, seen)
  if (isObject(old.additionalProperties) && isObject(now.additionalProperties))
    diffSchemas(
      old.additionalProperties,
      now.additionalProperties,
      below(where, '{}'),
      context,
      seen,
    )
  for (const combiner of ['allOf', 'oneOf', 'anyOf'] as const) {
    const a = old[combiner]
    const b = now[combiner]
    if (!Array.isArray(a) || !Array.isArray(b)) continue
    for (let i = 0; i < Math.min(a.length, b.length); i++)
      diffSchemas(a[i], b[i], where, context, seen)
  }
}

function diffEnums(
  old: JsonObject,
  now: JsonObject,
  at: SchemaPlace,
  request: boolean,
  report: (facts: ChangeFacts, breaking: boolean) => void,
): void {
  const newEnum = Array.isArray(now.enum) ? now.enum : undefined
  if (!newEnum) return
  if (!Array.isArray(old.enum)) {
    // A field that took any value now takes a few: senders may be refused.
    if (request) report({ what: 'enum-restricted', at }, true)
    return
  }
  const before = new Set(old.enum.map((value) => JSON.stringify(value)))
  const after = new Set(newEnum.map((value) => JSON.stringify(value)))
  const removed = [...before].filter((value) => !after.has(value))
  const added = [...after].filter((value) => !before.has(value))
  // As for types: a request may widen, a response may narrow. A value removed from a request
  // refuses clients that send it; a value added to a response reaches clients that handle only
  // the values they were told of.
  if (removed.length) report({ what: 'enum-removed', at, values: removed }, request)
  if (added.length) report({ what: 'enum-added', at, values: added }, !request)
}

function refOf(value: unknown): string {
  return isObject(value) && typeof value.$ref === 'string' ? value.$ref : ''
}
