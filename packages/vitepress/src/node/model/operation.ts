import type {
  ExampleValue,
  MediaModel,
  OperationMethod,
  OperationModel,
  ParameterModel,
  RequestBodyModel,
  ResponseModel,
  SchemaNode,
  SecurityRequirementModel,
  ServerModel,
} from '../../shared/model'
import { exampleFromSchema, type ExampleDirection } from '../../shared/example'
import { renderMarkdown } from '../markdown'
import type { RefResolver } from './refs'
import { toSchemaNode } from './schema'
import { securityRequirements } from './security'
import { servers as toServers } from './servers'

type Raw = Record<string, unknown>

/** What an operation needs from its spec to be normalized. */
export interface OperationContext {
  refs: RefResolver
  schemas: Record<string, SchemaNode>
  documentSecurity: SecurityRequirementModel[]
  documentServers: ServerModel[]
}

/** Normalizes one operation of a path item (path-level parameters and servers included). */
export function toOperation(
  ids: { id: string; operationId: string; slug: string },
  method: OperationMethod,
  path: string,
  pathItem: Raw,
  raw: Raw,
  context: OperationContext,
): OperationModel {
  const operation: OperationModel = {
    ...ids,
    method,
    path,
    tags: Array.isArray(raw.tags) ? raw.tags.map(String) : [],
    deprecated: raw.deprecated === true,
    parameters: parameters(pathItem.parameters, raw.parameters, context),
    responses: responses(raw.responses, context),
    security:
      raw.security === undefined ? context.documentSecurity : securityRequirements(raw.security),
    servers: raw.servers
      ? toServers(raw.servers)
      : pathItem.servers
        ? toServers(pathItem.servers)
        : context.documentServers,
  }
  if (typeof raw.summary === 'string' && raw.summary.trim()) operation.summary = raw.summary.trim()
  const description = renderMarkdown(
    (raw.description ?? pathItem.description) as string | undefined,
  )
  if (description) operation.description = description
  if (raw.requestBody) operation.requestBody = requestBody(raw.requestBody, context)
  return operation
}

function parameters(
  pathLevel: unknown,
  operationLevel: unknown,
  context: OperationContext,
): ParameterModel[] {
  // Operation-level parameters override path-level ones with the same name and location.
  const byKey = new Map<string, Raw>()
  for (const list of [pathLevel, operationLevel]) {
    if (!Array.isArray(list)) continue
    for (const item of list) {
      const param = context.refs.deref(item as Raw)
      if (!param || typeof param.name !== 'string') continue
      byKey.set(`${param.in}:${param.name}`, param)
    }
  }
  return [...byKey.values()]
    .filter((param) => ['path', 'query', 'header', 'cookie'].includes(param.in as string))
    .map((param) => {
      const rawSchema = param.schema ?? firstContentSchema(param.content)
      const schema = rawSchema === undefined ? undefined : toSchemaNode(rawSchema, context.refs)
      const model: ParameterModel = {
        name: param.name as string,
        in: param.in as ParameterModel['in'],
        required: param.in === 'path' || param.required === true,
      }
      if (param.deprecated === true) model.deprecated = true
      const description = renderMarkdown(param.description as string | undefined)
      if (description) model.description = description
      if (schema) model.schema = schema
      const example = parameterExample(param, schema, context)
      if (example !== undefined) model.example = example
      if (typeof param.style === 'string') model.style = param.style
      if (typeof param.explode === 'boolean') model.explode = param.explode
      return model
    })
}

function firstContentSchema(content: unknown): unknown {
  const first = Object.values((content ?? {}) as Record<string, Raw>)[0]
  return first?.schema
}

function parameterExample(
  param: Raw,
  schema: SchemaNode | undefined,
  context: OperationContext,
): string | undefined {
  let value: unknown = param.example
  if (value === undefined && param.examples && typeof param.examples === 'object') {
    const first = Object.values(param.examples as Raw)[0]
    if (first) value = context.refs.deref(first as Raw).value
  }
  if (value === undefined && schema) {
    const own = schema.$ref ? context.schemas[schema.$ref] : schema
    // Only the description's own values fill a field. A required enum starts at its first value
    // (it must hold one of them); an optional one starts blank and is not sent: its first value
    // may be something the reader never asked for (Directus' `export=csv`, a file download).
    value =
      own?.examples?.[0] ??
      own?.default ??
      (param.required === true || param.in === 'path' ? own?.enum?.[0] : undefined)
  }
  if (value === undefined || value === null) return undefined
  return typeof value === 'string'
    ? value
    : Array.isArray(value)
      ? value.join(',')
      : JSON.stringify(value)
}

function requestBody(raw: unknown, context: OperationContext): RequestBodyModel {
  const body = context.refs.deref(raw as Raw)
  const model: RequestBodyModel = {
    required: body.required === true,
    content: media(body.content, context, 'request'),
  }
  const description = renderMarkdown(body.description as string | undefined)
  if (description) model.description = description
  return model
}

function responses(raw: unknown, context: OperationContext): ResponseModel[] {
  return Object.entries((raw ?? {}) as Raw).map(([status, value]) => {
    const response = context.refs.deref(value as Raw)
    const model: ResponseModel = {
      status,
      headers: Object.entries((response.headers ?? {}) as Raw).map(([name, header]) => {
        const h = context.refs.deref(header as Raw)
        const description = renderMarkdown(h.description as string | undefined)
        return {
          name,
          required: h.required === true,
          ...(description ? { description } : {}),
          ...(h.schema ? { schema: toSchemaNode(h.schema, context.refs) } : {}),
        }
      }),
      content: media(response.content, context, 'response'),
    }
    const description = renderMarkdown(response.description as string | undefined)
    if (description) model.description = description
    return model
  })
}

function media(raw: unknown, context: OperationContext, direction: ExampleDirection): MediaModel[] {
  return Object.entries((raw ?? {}) as Record<string, Raw>).map(([type, value]) => {
    const item = context.refs.deref(value)
    const schema = item.schema === undefined ? undefined : toSchemaNode(item.schema, context.refs)
    const examples: ExampleValue[] = []
    if (item.examples && typeof item.examples === 'object') {
      for (const [name, example] of Object.entries(item.examples as Raw)) {
        const resolved = context.refs.deref(example as Raw)
        if (resolved.value === undefined) continue
        examples.push({
          name,
          value: resolved.value,
          ...(typeof resolved.summary === 'string' ? { summary: resolved.summary } : {}),
        })
      }
    } else if (item.example !== undefined) {
      examples.push({ name: 'example', value: item.example })
    }
    if (!examples.length && schema) {
      const value = exampleFromSchema(schema, context.schemas, { direction })
      if (value !== undefined) examples.push({ name: 'example', value, generated: true })
    }
    return schema ? { type, schema, examples } : { type, examples }
  })
}
