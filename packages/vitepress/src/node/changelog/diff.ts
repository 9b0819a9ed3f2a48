import type { ChangedParameter, ChangelogChange, ChangeSite } from '../../shared/changelog'
import { diffSchemas, type SchemaChange, type SchemaDiffContext } from './schema-diff'
import { isInternal } from '../model/internal'
import { isObject, splitKey, type JsonObject, type SpecIndex } from './spec-index'
import { decodePointer, type Piece, type SpecSummary } from './summary'

const graphs = new WeakMap<SpecSummary, Map<string, string[]>>()

/** Which components refer to each component, from the summary's direct refs, once per version. */
function referrers(summary: SpecSummary): Map<string, string[]> {
  let graph = graphs.get(summary)
  if (!graph) {
    graph = new Map()
    for (const [key, piece] of summary.components)
      for (const target of piece.refs) {
        const from = graph.get(target)
        if (from) from.push(key)
        else graph.set(target, [key])
      }
    graphs.set(summary, graph)
  }
  return graph
}

function changedKeys(before: Map<string, Piece>, after: Map<string, Piece>): Set<string> {
  const changed = new Set<string>()
  for (const [key, piece] of after) if (before.get(key)?.hash !== piece.hash) changed.add(key)
  for (const key of before.keys()) if (!after.has(key)) changed.add(key)
  return changed
}

/**
 * The operations whose text, or any component they reach, differs between the versions: found
 * from the summaries alone, nothing parsed.
 */
export function changedOperations(before: SpecSummary, after: SpecSummary): string[] {
  const changed = changedKeys(before.operations, after.operations)
  const components = changedKeys(before.components, after.components)
  if (!components.size) return [...changed]
  // Everything that reaches a changed component, in either version, may have changed.
  const reached = new Set(components)
  const queue = [...components]
  for (let key = queue.pop(); key !== undefined; key = queue.pop())
    for (const summary of [before, after])
      for (const from of referrers(summary).get(key) ?? [])
        if (!reached.has(from)) {
          reached.add(from)
          queue.push(from)
        }
  for (const summary of [before, after])
    for (const [key, piece] of summary.operations)
      if (!changed.has(key) && piece.refs.some((ref) => reached.has(ref))) changed.add(key)
  return [...changed]
}

/** Follows `#/components/...` refs of one version; other values come back as they are. */
export function resolver(index: SpecIndex): (value: unknown) => unknown {
  return (value) => {
    for (let depth = 0; depth < 32; depth++) {
      if (!isObject(value) || typeof value.$ref !== 'string') return value
      const parts = value.$ref.split('/')
      if (parts[0] !== '#' || parts[1] !== 'components' || parts.length < 4) return value
      let target = index.component(`${parts[2]}/${decodePointer(parts[3]!)}`)
      for (const part of parts.slice(4)) {
        const key = decodePointer(part)
        target = isObject(target) || Array.isArray(target) ? (target as JsonObject)[key] : undefined
      }
      if (target === undefined) return value
      value = target
    }
    return value
  }
}

/**
 * Every change to the operations between two versions of a description, in key order; `keys`,
 * when given, are the operations `changedOperations` found.
 */
export function diffSpecs(
  before: SpecIndex,
  after: SpecIndex,
  keys: string[] = changedOperations(before.summary, after.summary),
): ChangelogChange[] {
  const changes: ChangelogChange[] = []
  const sorted = [...keys].sort()
  const resolveOld = resolver(before)
  const resolveNew = resolver(after)
  for (const key of sorted) {
    const { method, path, webhook } = splitKey(key)
    const old = before.operation(key)
    const now = after.operation(key)
    // Kept in the cache either way; whether a site lists them is its spec entry's choice.
    const hidden = isInternal(now ?? old)
    const marks = {
      ...(webhook ? { webhook } : {}),
      ...(hidden ? { internal: true as const } : {}),
    }
    if (!old && now) {
      changes.push({
        kind: 'operation-added',
        what: 'operation-added',
        method,
        path,
        breaking: false,
        ...marks,
      })
      continue
    }
    if (old && !now) {
      changes.push({
        kind: 'operation-removed',
        what: 'operation-removed',
        method,
        path,
        breaking: true,
        ...marks,
      })
      continue
    }
    if (!old || !now) continue
    const out: SchemaChange[] = []
    diffOperation(old, now, { resolveOld, resolveNew, out })
    for (const change of out) changes.push({ ...change, method, path, ...marks })
  }
  return changes
}

type Context = Pick<SchemaDiffContext, 'resolveOld' | 'resolveNew' | 'out'>

function parametersOf(
  operation: JsonObject,
  resolve: (value: unknown) => unknown,
): Map<string, { parameter: ChangedParameter; object: JsonObject }> {
  const parameters = new Map<string, { parameter: ChangedParameter; object: JsonObject }>()
  for (const raw of Array.isArray(operation.parameters) ? operation.parameters : []) {
    const parameter = resolve(raw)
    // Operation-level parameters come last and override the path item's, as OpenAPI says.
    if (
      isObject(parameter) &&
      typeof parameter.name === 'string' &&
      typeof parameter.in === 'string'
    )
      parameters.set(`${parameter.in} "${parameter.name}"`, {
        parameter: { in: parameter.in, name: parameter.name },
        object: parameter,
      })
  }
  return parameters
}

function diffOperation(old: JsonObject, now: JsonObject, context: Context): void {
  const { out } = context
  const before = parametersOf(old, context.resolveOld)
  const after = parametersOf(now, context.resolveNew)
  for (const [key, { parameter }] of before)
    if (!after.has(key))
      out.push({ kind: 'parameter-removed', what: 'parameter-removed', parameter, breaking: false })
  for (const [key, { parameter, object }] of after) {
    const previous = before.get(key)?.object
    const required = object.required === true
    if (!previous) {
      out.push({
        kind: 'parameter-added',
        what: 'parameter-added',
        parameter,
        ...(required ? { required } : {}),
        breaking: required,
      })
      continue
    }
    const wasRequired = previous.required === true
    if (required && !wasRequired)
      out.push({
        kind: 'parameter-required',
        what: 'parameter-required',
        parameter,
        breaking: true,
      })
    if (!required && wasRequired)
      out.push({
        kind: 'parameter-optional',
        what: 'parameter-optional',
        parameter,
        breaking: false,
      })
    diffSchemas(
      previous.schema,
      object.schema,
      { part: 'parameter', ...parameter },
      {
        ...context,
        direction: 'request',
        kind: 'parameter-schema',
      },
    )
  }
  diffRequestBody(context.resolveOld(old.requestBody), context.resolveNew(now.requestBody), context)
  diffResponses(old.responses, now.responses, context)
}

function diffRequestBody(old: unknown, now: unknown, context: Context): void {
  const { out } = context
  const required = isObject(now) && now.required === true
  if (!isObject(old)) {
    if (isObject(now))
      out.push({
        kind: 'request-body',
        what: 'body-added',
        ...(required ? { required } : {}),
        breaking: required,
      })
    return
  }
  if (!isObject(now)) {
    out.push({ kind: 'request-body', what: 'body-removed', breaking: false })
    return
  }
  if (required && old.required !== true)
    out.push({ kind: 'request-body', what: 'body-required', breaking: true })
  diffContent(old.content, now.content, { part: 'body' }, context)
}

function diffResponses(old: unknown, now: unknown, context: Context): void {
  const before = isObject(old) ? old : {}
  const after = isObject(now) ? now : {}
  for (const status of Object.keys(before))
    if (!(status in after))
      context.out.push({
        kind: 'response-removed',
        what: 'response-removed',
        status,
        breaking: false,
      })
  for (const [status, response] of Object.entries(after)) {
    if (!(status in before)) {
      context.out.push({
        kind: 'response-added',
        what: 'response-added',
        status,
        breaking: false,
      })
      continue
    }
    const a = context.resolveOld(before[status])
    const b = context.resolveNew(response)
    if (isObject(a) && isObject(b))
      diffContent(a.content, b.content, { part: 'response', status }, context)
  }
}

function diffContent(
  old: unknown,
  now: unknown,
  at: ChangeSite & { part: 'body' | 'response' },
  context: Context,
): void {
  const before = isObject(old) ? old : {}
  const after = isObject(now) ? now : {}
  const direction = at.part === 'body' ? 'request' : 'response'
  const kind = direction === 'request' ? 'request-schema' : 'response-schema'
  for (const type of Object.keys(before))
    if (!(type in after))
      context.out.push({ kind, what: 'media-type-removed', at, type, breaking: true })
  for (const [type, media] of Object.entries(after)) {
    const previous = before[type]
    if (previous === undefined) {
      context.out.push({ kind, what: 'media-type-added', at, type, breaking: false })
      continue
    }
    if (isObject(previous) && isObject(media))
      diffSchemas(
        previous.schema,
        media.schema,
        { ...at, type },
        {
          ...context,
          direction,
          kind,
        },
      )
  }
}
