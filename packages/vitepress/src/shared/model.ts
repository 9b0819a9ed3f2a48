// The normalized model: what the node side makes of an OpenAPI description and what the client
// components read. Plain JSON (it travels in page data), compact, with component schemas kept
// by name so that pages link to them instead of inlining them.

/**
 * The methods a path item holds in fixed fields, in the order the OpenAPI Specification lists
 * them (3.2.0, Path Item Object: `query` is new in 3.2).
 */
export const OPERATION_METHODS = [
  'get',
  'put',
  'post',
  'delete',
  'options',
  'head',
  'patch',
  'trace',
  'query',
] as const

/** A method of a path item's fixed fields, lower-case as the field is named. */
export type FixedMethod = (typeof OPERATION_METHODS)[number]

/**
 * An operation's method: a fixed field's name (`get`, `query`), or a key of the path item's
 * `additionalOperations` (OpenAPI 3.2), an HTTP method token written as it is sent (`PURGE`).
 */
export type OperationMethod = FixedMethod | (string & {})

/** True for a method of a path item's fixed fields (`get` … `query`). */
export function isFixedMethod(method: string): method is FixedMethod {
  return (OPERATION_METHODS as readonly string[]).includes(method)
}

/** The method as it goes on the wire and on the page: `GET`, `QUERY`, `PURGE`. */
export function methodLabel(method: string): string {
  // Fixed fields are lower-case names of upper-case methods; an `additionalOperations` key is
  // "the HTTP method with the same capitalization that is to be sent in the request".
  return isFixedMethod(method) ? method.toUpperCase() : method
}

/** A JSON Schema as the pages show it; `$ref` is a component schema name, not a pointer. */
export interface SchemaNode {
  /** Name of a component schema (`#/components/schemas/<name>`); the node is only a link. */
  $ref?: string
  /**
   * Set when a page carries a component schema only in summary (its own keywords, none of its
   * subschemas): what its closed toggle says. The whole schema comes from its own page when the
   * reader opens it (see node/pages/schema-summaries.ts).
   */
  summary?: SchemaSummary
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
  /** Each item; after `prefixItems`, each item past the tuple (`{ not: {} }`: none allowed). */
  items?: SchemaNode
  /** A tuple (JSON Schema 2020-12, 10.3.1.1): the schema of each item by its position. */
  prefixItems?: SchemaNode[]
  additionalProperties?: SchemaNode | boolean
  /** Properties whose name matches a regular expression (the key), with their schema. */
  patternProperties?: Record<string, SchemaNode>
  /** The schema every property name, a string, must match. */
  propertyNames?: SchemaNode
  /** Properties that no other keyword of the schema (nor its parts) evaluated. */
  unevaluatedProperties?: SchemaNode | boolean
  /** Items that no other keyword of the schema (nor its parts) evaluated. */
  unevaluatedItems?: SchemaNode | boolean
  /** At least one item (or `minContains`..`maxContains` items) matches it. */
  contains?: SchemaNode
  minContains?: number
  maxContains?: number
  allOf?: SchemaNode[]
  oneOf?: SchemaNode[]
  anyOf?: SchemaNode[]
  not?: SchemaNode
  /** A conditional (JSON Schema 2020-12, 10.2.2): `then` applies where `if` holds, else `else`. */
  if?: SchemaNode
  then?: SchemaNode
  else?: SchemaNode
  /** By property name: the schema the whole object must match when that property is present. */
  dependentSchemas?: Record<string, SchemaNode>
  /** By property name: the properties required when that property is present. */
  dependentRequired?: Record<string, string[]>
  /** The media type of a string's content (JSON Schema 2020-12 Validation, 8). */
  contentMediaType?: string
  /** How a string's content is encoded, e.g. `base64`. */
  contentEncoding?: string
  /** The schema of a string's decoded content. */
  contentSchema?: SchemaNode
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
  /**
   * True for the example the browser generates for the variants the reader picked (never in a
   * page's data); the page names it in its language.
   */
  forVariant?: boolean
  /**
   * The example as sent (OpenAPI 3.2 `serializedValue`, or a relative `externalValue` read at
   * build time), when `value` is the data it serializes (`dataValue`).
   */
  serialized?: string
}

/** An example kept elsewhere (`externalValue` with an absolute URL): linked, never fetched. */
export interface ExternalExample {
  name: string
  summary?: string
  /** An http(s) URL. */
  url: string
}

/** One parameter of an operation. */
export interface ParameterModel {
  name: string
  /** `querystring` (OpenAPI 3.2): the whole query string is this one value, as `contentType`. */
  in: 'path' | 'query' | 'querystring' | 'header' | 'cookie'
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
  /** OpenAPI 3.2 `itemSchema`: each item of a sequential media type (JSON Lines, SSE…). */
  itemSchema?: SchemaNode
  /**
   * For `text/event-stream`, the schema of each event's `data` once parsed: the `contentSchema`
   * of the item schema's `data` property (OpenAPI 3.2, Special Considerations for SSE).
   */
  itemData?: { schema: SchemaNode; mediaType?: string }
  examples: ExampleValue[]
  /** Examples given by an absolute `externalValue` URL, linked. */
  externalExamples?: ExternalExample[]
  /** How each named part of a multipart or form body is encoded (`encoding`). */
  encoding?: EncodingModel[]
}

/** One property's Encoding Object of a multipart or form body (OpenAPI 3.1, 4.8.15). */
export interface EncodingModel {
  /** The property (the body part) it encodes. */
  name: string
  contentType?: string
  headers?: { name: string; description?: string; schema?: SchemaNode; required: boolean }[]
  style?: string
  explode?: boolean
  allowReserved?: boolean
}

/** A response's Link Object (OpenAPI 3.1, 4.8.20): an operation its values lead to. */
export interface LinkModel {
  /** The link's key under `links`. */
  name: string
  /** The operation it names, when the description has it: its page is linked to. */
  operation?: { slug: string; href: string; method: OperationMethod; path: string }
  /** `operationId` or `operationRef` as written, for one the description does not have. */
  target?: string
  /** Parameter values (a constant or a runtime expression), by parameter name. */
  parameters?: Record<string, unknown>
  requestBody?: unknown
  /** Sanitized HTML. */
  description?: string
  /** The URL of the server the linked operation is called on instead of its own. */
  server?: string
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
  /** OpenAPI 3.2's short `summary` of the response, shown beside the status. */
  summary?: string
  description?: string
  headers: { name: string; description?: string; schema?: SchemaNode; required: boolean }[]
  content: MediaModel[]
  /** The operations this response's values lead to (`links`), in the description's order. */
  links?: LinkModel[]
}

/** A security scheme of the description, with what the page shows of it. */
export type SecuritySchemeModel = {
  /** Its key under `components.securitySchemes`. */
  key: string
  description?: string
  /** OpenAPI 3.2 Security Scheme Object `deprecated`: the scheme should no longer be used. */
  deprecated?: true
} & (
  | { type: 'http'; scheme: string; bearerFormat?: string }
  | { type: 'apiKey'; in: 'header' | 'query' | 'cookie'; name: string }
  | {
      type: 'oauth2'
      flows: OAuthFlowModel[]
      /** OpenAPI 3.2: the authorization server's metadata (RFC 8414), for what the flows omit. */
      oauth2MetadataUrl?: string
    }
  | { type: 'openIdConnect'; openIdConnectUrl: string }
  | { type: 'mutualTLS' }
)

/** One OAuth 2 flow, as shown on a page. */
export interface OAuthFlowModel {
  flow: string
  authorizationUrl?: string
  tokenUrl?: string
  refreshUrl?: string
  /** OpenAPI 3.2 `deviceAuthorization` flow: the device authorization endpoint (RFC 8628). */
  deviceAuthorizationUrl?: string
  scopes: Record<string, string>
}

/** One way to satisfy an operation's security: every scheme listed, with its scopes. */
export type SecurityRequirementModel = { scheme: string; scopes: string[] }[]

/** A server URL with its variables. */
export interface ServerModel {
  url: string
  /** OpenAPI 3.2's `name` of the server. */
  name?: string
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
  /** Its tags of a `kind` other than `nav` (OpenAPI 3.2): `badge`s, audiences… */
  labels?: TagLabel[]
}

/** A tag an operation page shows by its kind (OpenAPI 3.2 Tag Object `kind`). */
export interface TagLabel {
  /** The tag's `name`. */
  name: string
  /** What is shown: its `summary`, or its name. */
  text: string
  /** `badge`, `audience`, or any other kind the description uses. */
  kind: string
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
  /** The spec's `mock` option when set: `default` picks Mock first, false offers none. */
  mock?: 'default' | false
  /** The environments the description offers the try-it (`x-scalar-environments`). */
  environments?: DescribedEnvironment[]
  /** The one to start with (`x-scalar-active-environment`). */
  activeEnvironment?: string
}

/** A named set of variables a description offers (Scalar's `x-scalar-environments`). */
export interface DescribedEnvironment {
  name: string
  variables: { name: string; value: string; description?: string; secret?: boolean }[]
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
  /** OpenAPI 3.2: the tag's display name. */
  summary?: string
  /** OpenAPI 3.2: the `name` of the tag this one is nested under. */
  parent?: string
  /** OpenAPI 3.2: its `kind` when not `nav` (a `badge` tag is never a group). */
  kind?: string
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

/** What a closed schema tree node says of a component schema a page carries in summary. */
export interface SchemaSummary {
  /** How many properties it has; `request`/`response` when hiding readOnly/writeOnly ones changes that. */
  properties: number
  request?: number
  response?: number
  /** What else it opens to, when it shows no properties: its item, variants or other parts. */
  others?: 'item' | 'variants' | 'details'
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
  /**
   * Set in a built page's HTML instead of `example` when the page shows it (JSON, pretty-printed):
   * the client reads it back from there (see shared/page-data-script.ts).
   */
  exampleInHtml?: true
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
