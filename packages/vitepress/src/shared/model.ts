// The normalized model: what the node side makes of an OpenAPI description and what the client
// components read. Plain JSON (it travels in page data), compact, with component schemas kept
// by name so that pages link to them instead of inlining them.

/** The HTTP methods an OpenAPI path item can hold, in the order the specification lists them. */
export const OPERATION_METHODS = [
  'get',
  'put',
  'post',
  'delete',
  'options',
  'head',
  'patch',
  'trace',
] as const

/** An HTTP method an OpenAPI path item can hold. */
export type OperationMethod = (typeof OPERATION_METHODS)[number]

/** A JSON Schema as the pages show it; `$ref` is a component schema name, not a pointer. */
export interface SchemaNode {
  /** Name of a component schema (`#/components/schemas/<name>`); the node is only a link. */
  $ref?: string
  type?: string | string[]
  format?: string
  title?: string
  /** Sanitized HTML rendered from the description's markdown. */
  description?: string
  enum?: unknown[]
  const?: unknown
  default?: unknown
  examples?: unknown[]
  nullable?: boolean
  deprecated?: boolean
  readOnly?: boolean
  writeOnly?: boolean
  properties?: Record<string, SchemaNode>
  required?: string[]
  items?: SchemaNode
  prefixItems?: SchemaNode[]
  additionalProperties?: SchemaNode | boolean
  allOf?: SchemaNode[]
  oneOf?: SchemaNode[]
  anyOf?: SchemaNode[]
  not?: SchemaNode
  discriminator?: { propertyName: string; mapping?: Record<string, string> }
  minimum?: number
  maximum?: number
  exclusiveMinimum?: number | boolean
  exclusiveMaximum?: number | boolean
  multipleOf?: number
  minLength?: number
  maxLength?: number
  pattern?: string
  minItems?: number
  maxItems?: number
  uniqueItems?: boolean
  minProperties?: number
  maxProperties?: number
  /** Set where an inline (non-component) schema refers back to itself: the tree stops here. */
  circular?: boolean
}

/** A named example value. */
export interface ExampleValue {
  name: string
  summary?: string
  /** The value; strings are shown as they are, anything else as JSON. */
  value: unknown
  /** True when generated from the schema rather than written in the description. */
  generated?: boolean
}

/** One parameter of an operation. */
export interface ParameterModel {
  name: string
  /** `querystring`: OpenAPI 3.2's whole query string, described by `content`. */
  in: 'path' | 'query' | 'header' | 'cookie' | 'querystring'
  required: boolean
  deprecated?: boolean
  description?: string
  schema?: SchemaNode
  /** The value the try-it panel starts with: the spec's example or default, or empty. */
  example?: string
  /** The description's named examples (`examples`), each value as the try-it field takes it. */
  examples?: (ExampleValue & { value: string })[]
  /** `style`, or `tabDelimited` for Swagger 2.0's `collectionFormat: tsv`. */
  style?: string
  explode?: boolean
  allowReserved?: boolean
  /** The media type of a parameter described by `content` rather than `schema`. */
  contentType?: string
}

/** One media type of a request body or response. */
export interface MediaModel {
  /** The media type as the description names it, e.g. `application/json; charset=utf-8`. */
  type: string
  schema?: SchemaNode
  examples: ExampleValue[]
}

/** The request body of an operation. */
export interface RequestBodyModel {
  required: boolean
  description?: string
  content: MediaModel[]
}

/** One response of an operation. */
export interface ResponseModel {
  /** Status code, a range like `4XX`, or `default`. */
  status: string
  description?: string
  headers: { name: string; description?: string; schema?: SchemaNode; required: boolean }[]
  content: MediaModel[]
}

/** A security scheme of the description, with what the page shows of it. */
export type SecuritySchemeModel = {
  /** Its key under `components.securitySchemes`. */
  key: string
  description?: string
} & (
  | { type: 'http'; scheme: string; bearerFormat?: string }
  | { type: 'apiKey'; in: 'header' | 'query' | 'cookie'; name: string }
  | { type: 'oauth2'; flows: OAuthFlowModel[] }
  | { type: 'openIdConnect'; openIdConnectUrl: string }
  | { type: 'mutualTLS' }
)

/** One OAuth 2 flow, as shown on a page. */
export interface OAuthFlowModel {
  flow: string
  authorizationUrl?: string
  tokenUrl?: string
  refreshUrl?: string
  scopes: Record<string, string>
}

/** One way to satisfy an operation's security: every scheme listed, with its scopes. */
export type SecurityRequirementModel = { scheme: string; scopes: string[] }[]

/** A server URL with its variables. */
export interface ServerModel {
  url: string
  description?: string
  variables: ServerVariableModel[]
}

/** A server variable; with `enum`, a choice. */
export interface ServerVariableModel {
  name: string
  default: string
  enum?: string[]
  description?: string
}

/** One operation, normalized. */
export interface OperationModel {
  /** `<specName>.<operationId>`: the id `OpenApiEndpoint` takes. */
  id: string
  /** The operation id inside its spec (the spec's own, or derived from method and path). */
  operationId: string
  /** The URL-safe slug of the operation page, unique in its spec. */
  slug: string
  method: OperationMethod
  path: string
  summary?: string
  /** Sanitized HTML. */
  description?: string
  tags: string[]
  deprecated: boolean
  parameters: ParameterModel[]
  requestBody?: RequestBodyModel
  responses: ResponseModel[]
  /** Alternatives; `[]` means the operation needs no credentials. */
  security: SecurityRequirementModel[]
  servers: ServerModel[]
  /**
   * Set for an OpenAPI 3.1 webhook: `path` then holds the webhook's name (its key under
   * `webhooks`), and the page shows what the API sends rather than a try-it panel.
   */
  webhook?: true
  /** The requests the API makes back to the caller (`callbacks`), in the description's order. */
  callbacks?: CallbackModel[]
  /** The description's own samples (`x-codeSamples` or `x-code-samples`), shown first. */
  codeSamples?: CodeSampleModel[]
  externalDocs?: ExternalDocsModel
}

/** One request of a callback: a method at a runtime expression, with its payload and responses. */
export interface CallbackModel {
  /** The callback's key under `callbacks`, e.g. `onPaid`. */
  name: string
  /** The runtime expression of the URL, e.g. `{$request.body#/callbackUrl}`. */
  expression: string
  method: OperationMethod
  summary?: string
  /** Sanitized HTML. */
  description?: string
  parameters: ParameterModel[]
  requestBody?: RequestBodyModel
  responses: ResponseModel[]
}

/** A code sample written in the description (Redocly's `x-codeSamples`). */
export interface CodeSampleModel {
  /** The sample's `lang`, e.g. `JavaScript`. */
  lang: string
  /** The tab's name: the sample's `label`, or its `lang`. */
  label: string
  source: string
}

/** A link to documentation elsewhere (`externalDocs`); only http(s) and relative URLs are kept. */
export interface ExternalDocsModel {
  url: string
  /** Plain text, the link's text when given. */
  description?: string
}

/** What identifies a spec on every page. */
export interface SpecRef {
  name: string
  label: string
  prefix: string
  /** URL path (without the site's base) of the description as readers may download it. */
  download?: string
}

/** A short line per operation: the spec index that `OpenApiSpec` and the sidebar use. */
export interface OperationSummary {
  id: string
  slug: string
  method: OperationMethod
  path: string
  summary?: string
  deprecated: boolean
  /** Set for a webhook; `path` is then its name. */
  webhook?: true
}

/** A tag with its operations, in the description's order. */
export interface TagGroup {
  name: string
  /** Sanitized HTML. */
  description?: string
  externalDocs?: ExternalDocsModel
  operations: OperationSummary[]
}

/** A named group of tags (`x-tagGroups`), in the description's order. */
export interface TagSection {
  name: string
  /** Names of the tags it holds, in its order (only tags that list something). */
  tags: string[]
}

/** Data of a generated operation page, or of an embedded `OpenApiEndpoint`. */
export interface OperationPageData {
  spec: SpecRef
  operation: OperationModel
  /** Component schemas the operation refers to, as far as a size bound allows. */
  schemas: Record<string, SchemaNode>
  /** The security schemes the operation's requirements name. */
  securitySchemes: SecuritySchemeModel[]
  /** The page URL of every component schema the page names. */
  schemaLinks: Record<string, string>
}

/** Data of a generated schema page, or of an embedded `OpenApiSchema`. */
export interface SchemaPageData {
  spec: SpecRef
  name: string
  schema: SchemaNode
  /** Component schemas this one refers to, as far as a size bound allows. */
  schemas: Record<string, SchemaNode>
  /** Operations whose parameters, body or responses use this schema (the first of them). */
  usedBy: OperationSummary[]
  /** How many operations use it, when that is more than `usedBy` lists. */
  usedByCount?: number
  example?: unknown
  /** The page URL of every component schema the page names. */
  schemaLinks: Record<string, string>
}

/** Data of an embedded `OpenApiSpec`: the spec's index for a landing page. */
export interface SpecIndexData {
  spec: SpecRef
  title: string
  version: string
  /** Sanitized HTML. */
  description?: string
  tags: TagGroup[]
  /** `x-tagGroups`, when the description has them. */
  tagSections?: TagSection[]
  /** The webhooks (OpenAPI 3.1), in the description's order. */
  webhooks?: OperationSummary[]
  externalDocs?: ExternalDocsModel
  schemaNames: string[]
}
