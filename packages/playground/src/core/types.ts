/**
 * An HTTP method: the usual five, or any other RFC 9110 method token (`head`, `options`, `query`,
 * `PURGE`...). fetch() refuses CONNECT, TRACE and TRACK, so `buildRequest` does too.
 */
export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete' | (string & {})

/**
 * OpenAPI's `style` values (OpenAPI 3.2 section 4.8.12.3), plus `tabDelimited` for Swagger 2.0's
 * `collectionFormat: tsv`.
 */
export type PlaygroundParamStyle =
  | 'matrix'
  | 'label'
  | 'simple'
  | 'form'
  | 'spaceDelimited'
  | 'pipeDelimited'
  | 'deepObject'
  | 'tabDelimited'

/** Semantic item types that change request building, or an HTML input type. */
export type PlaygroundDataType =
  | 'path'
  | 'query'
  | 'querystring'
  | 'header'
  | 'cookie'
  | 'file'
  | 'text'
  | 'number'
  | 'email'
  | 'password'
  | 'url'
  | 'search'
  | 'tel'

/** One input field of the playground form. */
export interface PlaygroundDataItem {
  /** Field name; the key in the request. */
  name: string
  /** Default value. */
  value: string
  /** Semantic type (path, query, header, file) or an HTML input type. @default 'text' */
  type?: PlaygroundDataType
  /** Subtitle under the label, shown in dense mode: plain text, with `backticks` around code. */
  description?: string
  /** Leaves the item out of the request while its value is blank (an optional parameter). @default false */
  omitEmpty?: boolean
  /**
   * Marks the field required: the form shows it, and Send sends nothing while the value is blank
   * (a file item: while no file is chosen), saying next to the field what is missing.
   * `buildRequest` itself does not check it (see `missingRequired`). @default false
   */
  required?: boolean
  /**
   * The values the field accepts (an OpenAPI `enum`): the field becomes a select of them, with a
   * blank first choice unless `required`. A value outside the list is kept as one more choice.
   */
  options?: readonly string[]
  /**
   * The value is a list or an object (an OpenAPI `array` or `object` parameter): `value` holds it
   * as JSON text (`["blue","black"]`, `{"R":"100"}`), the form edits it item by item or field by
   * field, and `style` and `explode` say how it is sent.
   */
  shape?: 'array' | 'object'
  /** How a path, query, header or cookie item is serialized (OpenAPI 3.2 section 4.8.12.4). @default form for query and cookie, simple for path and header */
  style?: PlaygroundParamStyle
  /** OpenAPI's `explode`: each item or field as its own pair. @default true for form, else false */
  explode?: boolean
  /** OpenAPI's `allowReserved`: reserved characters of a query value are sent unencoded. @default false */
  allowReserved?: boolean
  /**
   * The media type of a `querystring` item (OpenAPI 3.2 `in: "querystring"`): an
   * application/x-www-form-urlencoded object becomes `name=value` pairs, any other text is
   * percent-encoded whole. @default 'application/x-www-form-urlencoded'
   */
  mediaType?: string
}

/** Body serializations the playground can produce. */
export type PlaygroundContentType =
  | 'application/json'
  | 'application/x-www-form-urlencoded'
  | 'multipart/form-data'
  | 'text/plain'
  | 'application/xml'

/**
 * Declarative authentication, discriminated by `type` (docs/guide/auth.md). `digest` is written
 * into code snippets only: its answer to the server's challenge (RFC 7616) is not something a page
 * can compute before fetch(). `http` is any other HTTP scheme, sent as
 * `Authorization: <scheme> <credentials>` (RFC 9110 section 11.4). A cookie API key is written into
 * snippets; browsers do not let a page set the Cookie header.
 */
export type AuthConfig =
  | { type: 'none' }
  | { type: 'bearer'; token?: string }
  | { type: 'basic'; username?: string; password?: string }
  | { type: 'digest'; username?: string; password?: string }
  | { type: 'http'; scheme: string; credentials?: string }
  | { type: 'apiKey'; in: 'header' | 'query' | 'cookie'; name: string; value?: string }

/**
 * One auth, or several sent together (an OpenAPI security requirement that names several schemes
 * applies all of them). A list is edited as fixed credentials: its types and names are not.
 */
export type AuthSetting = AuthConfig | readonly AuthConfig[]

/** Credentials for HTTP Digest (RFC 7616), which code snippets send and fetch() cannot. */
export interface DigestCredentials {
  /** The user name. */
  username: string
  /** The password. */
  password: string
}

/** Files chosen for items of type `file`, by item name. */
export type PlaygroundFiles = Record<string, readonly Blob[]>

/** Everything `buildRequest` needs: the composite component's props plus chosen files. */
export interface BuildRequestOptions {
  /** Endpoint URL; `{param}` and `<param>` are substituted from data items. */
  url: string
  /** Any method token but CONNECT, TRACE and TRACK; the standard ones in any case. */
  method: string
  /** Input fields with their current values. @default [] */
  data?: readonly PlaygroundDataItem[]
  /** Custom headers; they override the default Content-Type. */
  headers?: Readonly<Record<string, string>>
  /** Body serialization; without it JSON, or multipart when a file item is present. */
  contentType?: PlaygroundContentType
  /** Preset body, used for JSON, text/plain and XML bodies. */
  body?: string
  /** Authentication to attach; a list attaches each. @default { type: 'none' } */
  auth?: AuthSetting
  /** Base URL prefixed to a relative `url`. */
  server?: string
  /** Files for items of type `file`. */
  files?: PlaygroundFiles
}

/** The request envelope: what `fetch(url, init)` receives; `before-send` may mutate it. */
export interface RequestEnvelope {
  /** The URL to fetch, with path and query parameters filled in. */
  url: string
  /** The second argument of `fetch()`: method, headers, body. */
  init: RequestInit
}

/** A built request; headers are always a plain object so they are easy to read and change. */
export interface BuiltRequest extends RequestEnvelope {
  /** As for `fetch()`, with the method and the headers always set. */
  init: RequestInit & { method: string; headers: Record<string, string> }
  /** Notes for the user about inputs that were not sent as given (e.g. a file on a GET). */
  notes: string[]
  /** HTTP Digest credentials from `auth`: code snippets send them, fetch() does not. */
  digest?: DigestCredentials
  /**
   * The Cookie header the `cookie` items make (RFC 6265 section 4.2.1): not in `init`, since
   * fetch() in a browser never sends a page's Cookie header; code samples send it.
   */
  cookie?: string
}

/** Input of `toCurl`. */
export interface CurlInput {
  /** The full URL. */
  url: string
  /** HTTP method, in any case; GET is written without `-X`. */
  method: string
  /** Request headers, one `-H` each. */
  headers?: Readonly<Record<string, string>>
  /** Request body, as `-d`. */
  body?: string
  /** HTTP Digest credentials, as `--digest -u user:password`. */
  digest?: DigestCredentials
}

/** One `-F` part of a parsed cURL command. */
export type ParsedCurlFormPart =
  { name: string; value: string } | { name: string; file: string; type?: string; filename?: string }

/** Result of `parseCurl`: the request curl would send. */
export interface ParsedCurl {
  /**
   * URL as curl sends it: with the scheme curl assumes (`http://`) when it has none, without
   * credentials, with `--url-query` and `-G` data in its query and the `-T` file name added.
   */
  url: string
  /** HTTP method: `-X` as written, else the one curl picks (GET, POST, PUT, HEAD). */
  method: string
  /**
   * Headers curl sends that say something about the request: explicit ones, plus those implied by
   * -u or URL credentials (Authorization: Basic), -b, -A, -e, -r, -d (Content-Type) and --json.
   */
  headers: Record<string, string>
  /** Request body; null when none is sent, '' for an explicit empty body (`-d ''`). */
  body: string | null
  /** Multipart parts from -F/--form, when present. */
  form?: ParsedCurlFormPart[]
  /** Flags that were recognised as flags but not applied. */
  ignoredFlags: string[]
}

/** How one item of a stream reads, as its describer says (for example from OpenAPI 3.2 `itemSchema`). */
export interface StreamItemView {
  /** The item's data as it should read (e.g. JSON indented); the data as received when absent. */
  text?: string
  /** How the item differs from what was described, one sentence each. */
  problems?: readonly string[]
}

/** The response a stream's items belong to, as a `StreamItemReader` gets it. */
export interface StreamResponseInfo {
  /** HTTP status code; null when unknown. */
  status: number | null
  /** The response's Content-Type header, '' when absent. */
  contentType: string
}

/** Reads one item (an event, or a JSON Lines record) of a streamed response; undefined leaves it as received. */
export type StreamItemReader = (
  item: ServerSentEvent,
  response: StreamResponseInfo,
) => StreamItemView | undefined

/** One dispatched event of a text/event-stream (HTML Living Standard 9.2.6). */
export interface ServerSentEvent {
  /** Event type; `message` when the stream names none. */
  event: string
  /** Data lines joined with LF. */
  data: string
  /** Last event ID, when one was set. */
  id?: string
  /** Reconnection time in ms, when the event block set one. */
  retry?: number
}

/**
 * Lifecycle of one request (docs/guide/send-button.md): `loading` until fetch() resolves,
 * then `streaming` while a text/event-stream body is read, or `receiving` while any other body
 * is read to the end; `idle` before, after, on error and on abort.
 */
export type RequestStatus = 'idle' | 'loading' | 'receiving' | 'streaming'

/** Payload of `request-start`, fired just before fetch(). */
export interface RequestStartPayload {
  /** The URL fetched. */
  url: string
  /** HTTP method, upper-case. */
  method: string
  /** Request headers as sent. */
  headers: Record<string, string>
  /** Request body as given to `fetch()`. */
  body: RequestInit['body']
}

/** How a response body was read and should be displayed. */
export type ResponseBodyKind = 'json' | 'text' | 'image' | 'binary' | 'event-stream' | 'empty'

/** Payload of `request-success`: any HTTP response, whatever its status. */
export interface RequestSuccessPayload {
  /** HTTP status code. */
  status: number
  /** HTTP status text (empty over HTTP/2). */
  statusText: string
  /** Response headers. */
  headers: Record<string, string>
  /** Parsed JSON, text, a Blob for images and binary, or the list of events for a stream. */
  body: unknown
  /** Body text as received, for JSON and text bodies (copy, download). */
  text?: string
  /** How the body was read and is displayed. */
  kind: ResponseBodyKind
  /** Byte length of the received body. */
  size: number
  /** Time from `fetch()` to the end of the body, in ms. */
  durationMs: number
}

/** Payload of `request-error`: no response (network failure, CORS refusal, abort). */
export interface RequestErrorPayload {
  /** The failure; an `AbortError` for an abort. */
  error: Error
  /** Time from `fetch()` to the failure, in ms. */
  durationMs: number
}

/** A token of JSON text for highlighting; concatenated texts give back the input. */
export interface JsonToken {
  /** What the text is; `text` for anything that is not valid JSON. */
  type: 'key' | 'string' | 'number' | 'boolean' | 'null' | 'punctuation' | 'whitespace' | 'text'
  /** The characters of the input this token covers. */
  text: string
}
