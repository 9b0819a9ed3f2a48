import type { AuthConfig, PlaygroundContentType, PlaygroundDataItem } from 'vue-api-playground'
import type {
  MediaModel,
  OperationPageData,
  SchemaNode,
  SecuritySchemeModel,
} from '../shared/model'

/** What a try-it panel gives `VueApiPlayground`, made from one operation. */
export interface TryItConfig {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete'
  path: string
  data: PlaygroundDataItem[]
  headers: Record<string, string>
  contentType?: PlaygroundContentType
  body?: string
  /** The media type the body is sent as, as the description names it. */
  mediaType?: string
  /** Why parts of the operation cannot be sent from a browser. */
  notes: string[]
}

const SENDABLE = new Set(['get', 'post', 'put', 'patch', 'delete'])

/** True when the playground can send this method. */
export function canTry(method: string): method is TryItConfig['method'] {
  return SENDABLE.has(method)
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
  const notes: string[] = []
  const data: PlaygroundDataItem[] = []
  for (const param of operation.parameters) {
    if (param.in === 'cookie') {
      notes.push(
        `Cookie parameter "${param.name}" is not sent: browsers do not let pages set the Cookie header.`,
      )
      continue
    }
    const description = plainText(param.description)
    const options = enumOptions(resolve(param.schema, page.schemas))
    data.push({
      name: param.name,
      value: param.example ?? '',
      type: param.in,
      // An optional parameter left blank is not sent, as Swagger UI and curl users expect; a
      // required one left blank stops Send with a message next to it.
      ...(param.required ? { required: true } : { omitEmpty: true }),
      ...(options ? { options } : {}),
      ...(description ? { description } : {}),
    })
  }
  const config: TryItConfig = {
    method: canTry(operation.method) ? operation.method : 'get',
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

/** The scheme a panel authenticates with: the first requirement the playground can send. */
export function pickScheme(page: OperationPageData): SecuritySchemeModel | undefined {
  for (const requirement of page.operation.security) {
    for (const { scheme } of requirement) {
      const model = page.securitySchemes.find((candidate) => candidate.key === scheme)
      if (model && authFor(model)) return model
    }
  }
  return undefined
}

/** The empty auth of a scheme, or undefined when the playground cannot send it. */
export function authFor(scheme: SecuritySchemeModel): AuthConfig | undefined {
  if (scheme.type === 'http' && scheme.scheme === 'bearer') return { type: 'bearer', token: '' }
  if (scheme.type === 'http' && scheme.scheme === 'basic')
    return { type: 'basic', username: '', password: '' }
  if (scheme.type === 'apiKey' && scheme.in !== 'cookie')
    return { type: 'apiKey', in: scheme.in, name: scheme.name, value: '' }
  // OAuth 2 and OpenID Connect end in a bearer token; the reader pastes one.
  if (scheme.type === 'oauth2' || scheme.type === 'openIdConnect')
    return { type: 'bearer', token: '' }
  return undefined
}
