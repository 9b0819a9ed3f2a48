import type {
  MediaModel,
  ParameterModel,
  RequestBodyModel,
  ResponseModel,
  SchemaNode,
  SecurityRequirementModel,
  ServerModel,
  TagLabel,
} from '../../../shared/model'
import type { ExampleDirection } from '../../../shared/examples/example'
import { renderMarkdown } from '../../markdown/render'
import { mediaExample } from './example-cache'
import { encodings, responseLinks, type LinkTargets } from './links'
import { reuse } from '../refs/reuse'
import { mediaExamples, namedExamples, parameterText, swaggerBodyExample } from './examples'
import type { RefResolver } from '../refs/refs'
import { toSchemaNode } from '../schema'

// The parts an operation and its callbacks share (parameters, request body, responses), apart
// from the operation itself so that callbacks.ts and operation.ts do not import each other.

type Raw = Record<string, unknown>

/** What an operation needs from its spec to be normalized. */
export interface OperationContext {
  refs: RefResolver
  schemas: Record<string, SchemaNode>
  documentSecurity: SecurityRequirementModel[]
  documentServers: ServerModel[]
  /** The declared tags of a `kind` other than `nav` (OpenAPI 3.2), by name. */
  tagLabels?: ReadonlyMap<string, TagLabel>
  /** The operations response links may name. */
  links?: LinkTargets
}
/** The parameters of an operation: path-level ones, overridden by the operation's own. */
export function parameters(
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
    .filter((param) => PARAMETER_PLACES.includes(param.in as string))
    .map((param) => {
      const content = contentEntry(param.content, context)
      const rawSchema = param.schema ?? content?.media.schema
      const schema = rawSchema === undefined ? undefined : toSchemaNode(rawSchema, context.refs)
      const model: ParameterModel = {
        name: param.name as string,
        in: param.in as ParameterModel['in'],
        required: param.in === 'path' || param.required === true,
      }
      // The whole query string (OpenAPI 3.2) is described by its one `content` entry, whose
      // examples are the parameter's when it has none of its own.
      const named =
        param.examples ?? (param.in === 'querystring' ? content?.media.examples : undefined)
      if (param.deprecated === true) model.deprecated = true
      const description = renderMarkdown(param.description as string | undefined)
      if (description) model.description = description
      if (schema) model.schema = schema
      const example = parameterExample(param, schema, context)
      if (example !== undefined) model.example = example
      const examples = namedExamples(named, context.refs).flatMap(({ value, ...rest }) => {
        // A query string's field holds it as sent (its `serializedValue`).
        const text =
          param.in === 'querystring' && rest.serialized !== undefined
            ? rest.serialized
            : parameterText(value)
        return text === undefined ? [] : [{ ...rest, value: text }]
      })
      if (examples.length) model.examples = examples
      if (param.in === 'querystring' && examples[0] && model.example === undefined)
        model.example = examples[0].value
      if (typeof param.style === 'string') model.style = param.style
      if (typeof param.explode === 'boolean') model.explode = param.explode
      if (param.allowReserved === true) model.allowReserved = true
      // Swagger 2.0's `collectionFormat: tsv` has no OpenAPI 3 style; swagger2openapi keeps it
      // as `x-collectionFormat`.
      if (param['x-collectionFormat'] === 'tsv') model.style = 'tabDelimited'
      if (content) model.contentType = content.type
      return model
    })
}

/** Where a parameter can be: OpenAPI 3.2 adds `querystring`. */
const PARAMETER_PLACES = ['path', 'query', 'querystring', 'header', 'cookie']

/**
 * The one entry of a `content` parameter's map (OpenAPI 3.2 4.8.12.2.3): its media type and its
 * Media Type Object, which may be a `$ref` (OpenAPI 3.2 `components.mediaTypes`).
 */
function contentEntry(
  content: unknown,
  context: OperationContext,
): { type: string; media: Raw } | undefined {
  if (!content || typeof content !== 'object') return undefined
  const [entry] = Object.entries(content as Record<string, Raw>)
  if (!entry) return undefined
  return { type: entry[0], media: context.refs.deref(entry[1]) ?? {} }
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
  return parameterText(value)
}

/** A request body (or its `$ref`), normalized. */
export function requestBody(raw: unknown, context: OperationContext): RequestBodyModel {
  const body = context.refs.deref(raw as Raw)
  return reuse(context.refs, 'requestBody', body, () => requestBodyModel(body, context))
}

function requestBodyModel(body: Raw, context: OperationContext): RequestBodyModel {
  const model: RequestBodyModel = {
    required: body.required === true,
    content: media(body.content, context, 'request', body),
  }
  const description = renderMarkdown(body.description as string | undefined)
  if (description) model.description = description
  return model
}

/** The responses of an operation, in the description's order. */
export function responses(raw: unknown, context: OperationContext): ResponseModel[] {
  return Object.entries((raw ?? {}) as Raw).map(([status, value]) => {
    const response = context.refs.deref(value as Raw)
    return {
      status,
      ...reuse(context.refs, 'response', response, () => responseModel(response, context)),
    }
  })
}

/** A response without its status: the same for every operation that points at it. */
function responseModel(response: Raw, context: OperationContext): Omit<ResponseModel, 'status'> {
  const model: Omit<ResponseModel, 'status'> = {
    // OpenAPI 3.2: "a short summary of the meaning of the response".
    ...(typeof response.summary === 'string' && response.summary.trim()
      ? { summary: response.summary.trim() }
      : {}),
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
  const links = context.links && responseLinks(response.links, context.refs, context.links)
  if (links) model.links = links
  return model
}

function media(
  raw: unknown,
  context: OperationContext,
  direction: ExampleDirection,
  body?: Raw,
): MediaModel[] {
  return Object.entries((raw ?? {}) as Record<string, Raw>).map(([type, value]) => {
    const item = context.refs.deref(value)
    const schema = item.schema === undefined ? undefined : toSchemaNode(item.schema, context.refs)
    const { examples, external } = mediaExamples(item.examples, context.refs)
    if (!examples.length && item.example !== undefined)
      examples.push({ name: 'example', value: item.example })
    if (!examples.length && body) examples.push(...swaggerBodyExample(body, type))
    if (!examples.length && schema) {
      const value = mediaExample(schema, context.schemas, direction)
      if (value !== undefined) examples.push({ name: 'example', value, generated: true })
    }
    const model: MediaModel = schema ? { type, schema, examples } : { type, examples }
    if (item.itemSchema !== undefined)
      Object.assign(model, itemSchemas(type, item.itemSchema, context))
    if (external.length) model.externalExamples = external
    const encoding = encodings(item.encoding, context.refs)
    if (encoding) model.encoding = encoding
    return model
  })
}

/**
 * OpenAPI 3.2 `itemSchema`: the schema of each item of a sequential media type. For
 * `text/event-stream`, the `contentSchema` of the item's `data` field is what each event's data
 * holds once parsed (3.2.0, Special Considerations for Server-Sent Events).
 */
function itemSchemas(
  type: string,
  raw: unknown,
  context: OperationContext,
): Pick<MediaModel, 'itemSchema' | 'itemData'> {
  const itemSchema = toSchemaNode(raw, context.refs)
  const own = context.refs.deref(raw as Raw)
  const data = context.refs.deref(((own?.properties ?? {}) as Raw).data as Raw)
  const isEvents = type.split(';')[0]!.trim().toLowerCase() === 'text/event-stream'
  if (!isEvents || !data || typeof data !== 'object' || data.contentSchema === undefined)
    return { itemSchema }
  const mediaType = typeof data.contentMediaType === 'string' ? data.contentMediaType : undefined
  return {
    itemSchema,
    itemData: {
      schema: toSchemaNode(data.contentSchema, context.refs),
      ...(mediaType ? { mediaType } : {}),
    },
  }
}
