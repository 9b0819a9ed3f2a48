import type {
  PlaygroundContentType,
  PlaygroundDataItem,
  PlaygroundParamStyle,
} from 'vue-api-playground'
import type { MediaModel, OperationPageData, ParameterModel, SchemaNode } from '../../shared/model'
import type { enPage } from '../i18n/en/page'
import { sayer } from '../i18n/message'
import type { PageMessage } from '../security/options'

const say = sayer<typeof enPage>()

/** What a try-it panel gives `VueApiPlayground`, made from one operation. */
export interface TryItConfig {
  /** The operation's method, any token (HEAD, OPTIONS, QUERY, PURGE...). */
  method: string
  path: string
  data: PlaygroundDataItem[]
  headers: Record<string, string>
  contentType?: PlaygroundContentType
  body?: string
  /** The media type the body is sent as, as the description names it. */
  mediaType?: string
  /** Why parts of the operation cannot be sent from a browser, worded by the panel. */
  notes: PageMessage[]
}

// The Fetch Standard's forbidden methods (section 2.2.1): fetch() throws on them.
const FORBIDDEN = new Set(['connect', 'trace', 'track'])

/** True when a browser's fetch() can send this method: any but CONNECT, TRACE and TRACK. */
export function canTry(method: string): boolean {
  return !FORBIDDEN.has(method.trim().toLowerCase())
}

const STYLES = new Set<string>([
  'matrix',
  'label',
  'simple',
  'form',
  'spaceDelimited',
  'pipeDelimited',
  'deepObject',
  'tabDelimited',
])

/** A parameter's value as a playground field takes it: JSON text for a list or an object. */
export function fieldValue(text: string, shape: 'array' | 'object' | undefined): string {
  if (shape === undefined || text === '') return text
  try {
    const parsed = JSON.parse(text) as unknown
    if (shape === 'array' ? Array.isArray(parsed) : parsed !== null && typeof parsed === 'object')
      return text
  } catch {
    // Not JSON: the comma-separated text a description's array example is shown as.
  }
  if (shape === 'array') return JSON.stringify(text.split(','))
  return text
}

/** Whether a parameter holds a list or an object, from its schema; none for `content` ones. */
function shapeOf(
  param: ParameterModel,
  schemas: Record<string, SchemaNode>,
): 'array' | 'object' | undefined {
  if (param.contentType !== undefined || param.in === 'querystring') return undefined
  const schema = resolve(param.schema, schemas)
  const types = Array.isArray(schema?.type) ? schema.type : [schema?.type]
  if (types.includes('array')) return 'array'
  if (types.includes('object') || (schema?.properties && !schema.type)) return 'object'
  return undefined
}

/** A parameter as a playground field: where it goes, its shape and how it is serialized. */
function paramItem(param: ParameterModel, schemas: Record<string, SchemaNode>): PlaygroundDataItem {
  const description = plainText(param.description)
  const shape = shapeOf(param, schemas)
  const options = shape ? undefined : enumOptions(resolve(param.schema, schemas))
  return {
    name: param.name,
    value: fieldValue(param.example ?? '', shape),
    type: param.in,
    // An optional parameter left blank is not sent, as Swagger UI and curl users expect; a
    // required one left blank stops Send with a message next to it.
    ...(param.required ? { required: true } : { omitEmpty: true }),
    ...(options ? { options } : {}),
    ...(description ? { description } : {}),
    ...(shape ? { shape } : {}),
    ...(param.style && STYLES.has(param.style)
      ? { style: param.style as PlaygroundParamStyle }
      : {}),
    ...(param.explode !== undefined ? { explode: param.explode } : {}),
    ...(param.allowReserved ? { allowReserved: true } : {}),
    ...(param.in === 'querystring' && param.contentType ? { mediaType: param.contentType } : {}),
  }
}

/**
 * Plain text of a description's HTML, for the one-line subtitles of form fields: inline code keeps
 * its backticks (the playground shows them as code), other inline tags go without a trace, and
 * block tags leave a space.
 */
export function plainText(html: string | undefined): string | undefined {
  if (!html) return undefined
  const text = html
    .replace(/<code>([^<`]*)<\/code>/g, '`$1`')
    .replace(
      /<\/?(?:p|br|li|ul|ol|dl|dt|dd|div|h[1-6]|pre|blockquote|table|caption|tr|td|th|details|summary|figure|figcaption)\b[^>]*>/gi,
      ' ',
    )
    .replace(/<[^>]*>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim()
  return text || undefined
}

/** The playground set-up for an operation: parameters as fields, body example, content type. */
export function tryItConfig(page: OperationPageData): TryItConfig {
  const { operation } = page
  const notes: PageMessage[] = []
  const data: PlaygroundDataItem[] = []
  for (const param of operation.parameters) {
    if (param.in === 'cookie') {
      notes.push(say('cookieParameterNote', param.name))
    }
    data.push(paramItem(param, page.schemas))
  }
  const config: TryItConfig = {
    method: operation.method,
    path: operation.path,
    data,
    headers: {},
    notes,
  }
  const media = pickMedia(operation.requestBody?.content ?? [])
  if (media) applyBody(config, media, page.schemas)
  return config
}

/** The values of a scalar `enum` as field choices; none for other schemas. */
function enumOptions(schema: SchemaNode | undefined): string[] | undefined {
  const values = schema?.enum?.filter(
    (value) => typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean',
  )
  return values?.length ? values.map(String) : undefined
}

function pickMedia(content: MediaModel[]): MediaModel | undefined {
  const rank = (type: string) => {
    const kind = bodyKind(type)
    return kind === 'application/json' ? 0 : kind ? 1 : 2
  }
  return [...content].sort((a, b) => rank(a.type) - rank(b.type))[0]
}

/** The playground body serialization for a media type (`+json` and charsets included). */
export function bodyKind(mediaType: string): PlaygroundContentType | undefined {
  const type = mediaType.split(';')[0]!.trim().toLowerCase()
  if (type === 'application/json' || type.endsWith('+json') || type === '*/*')
    return 'application/json'
  if (type === 'application/x-www-form-urlencoded') return 'application/x-www-form-urlencoded'
  if (type === 'multipart/form-data') return 'multipart/form-data'
  if (type === 'application/xml' || type === 'text/xml' || type.endsWith('+xml'))
    return 'application/xml'
  if (type.startsWith('text/')) return 'text/plain'
  return undefined
}

function applyBody(
  config: TryItConfig,
  media: MediaModel,
  schemas: Record<string, SchemaNode>,
): void {
  const kind = bodyKind(media.type) ?? 'text/plain'
  config.contentType = kind
  config.mediaType = media.type
  const example = media.examples[0]?.value
  if (kind === 'application/x-www-form-urlencoded' || kind === 'multipart/form-data') {
    const object = resolve(media.schema, schemas)
    const values =
      example && typeof example === 'object' ? (example as Record<string, unknown>) : {}
    for (const [name, property] of Object.entries(object?.properties ?? {})) {
      const own = resolve(property, schemas)
      if (own?.readOnly) continue
      const binary =
        own?.format === 'binary' ||
        own?.format === 'base64' ||
        (own?.type === 'array' && resolve(own.items, schemas)?.format === 'binary')
      const value = values[name]
      config.data.push({
        name,
        value:
          binary || value === undefined
            ? ''
            : typeof value === 'string'
              ? value
              : JSON.stringify(value),
        type: binary && kind === 'multipart/form-data' ? 'file' : 'text',
        ...(object?.required?.includes(name) ? { required: true } : { omitEmpty: true }),
        ...(plainText(own?.description) ? { description: plainText(own?.description) } : {}),
      })
    }
    return
  }
  if (example !== undefined)
    config.body = typeof example === 'string' ? example : JSON.stringify(example, null, 2)
  // A vendor JSON or XML type, or a charset, is sent as the description names it.
  if (media.type.toLowerCase() !== kind && kind !== 'text/plain')
    config.headers['Content-Type'] = media.type
  else if (kind === 'text/plain' && media.type.toLowerCase() !== 'text/plain')
    config.headers['Content-Type'] = media.type
}

function resolve(
  node: SchemaNode | undefined,
  schemas: Record<string, SchemaNode>,
): SchemaNode | undefined {
  let current = node
  for (let hops = 0; current?.$ref && hops < 16; hops++) current = schemas[current.$ref]
  if (current?.allOf?.length) {
    // Form bodies built from allOf: the properties of every part, in order, and what any part
    // requires.
    const merged: SchemaNode = {
      type: 'object',
      properties: { ...current.properties },
      required: [...(current.required ?? [])],
    }
    for (const part of current.allOf) {
      const resolved = resolve(part, schemas)
      Object.assign(merged.properties!, resolved?.properties)
      merged.required!.push(...(resolved?.required ?? []))
    }
    return merged
  }
  return current
}
