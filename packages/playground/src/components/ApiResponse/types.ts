import type { PartialMessages } from '../../i18n/en'
import type { CurlInput, ResponseBodyKind, StreamItemReader } from '../../core/types'

/** The request that produced a response (what `toCurl` needs); enables the cURL button. */
export type ApiResponseRequest = CurlInput

/** Props of `ApiResponse` (docs/reference/api-response.md). */
export interface ApiResponseProps {
  /** HTTP status code; null when there is none (no response yet, or an error). */
  status: number | null
  /** Response time in ms; null when unknown. */
  time: number | null
  /** Response headers; null when unknown. */
  headers: Record<string, string> | null
  /** Parsed JSON, text, a Blob (images, binary) or the events of a stream; null renders nothing. */
  body: unknown
  /** The original request; enables the cURL button. */
  request?: ApiResponseRequest
  /** Bytes received; computed from the body (UTF-8 text, Blob size) when absent. @default null */
  size?: number | null
  /** Body text as received, used for copy, download and size (JSON keeps its exact literals). @default null */
  text?: string | null
  /** How to display the body; inferred from the body and Content-Type when absent. */
  kind?: ResponseBodyKind
  /** An event stream is still arriving. @default false */
  streaming?: boolean
  /**
   * The body is still arriving: `body` and `text` hold its beginning, shown as it grows, without
   * copy, download or size until it is whole. @default false
   */
  receiving?: boolean
  /** No response arrived (network failure, CORS, abort): shown instead of a status. @default null */
  error?: Error | DOMException | null
  /** A word shown beside the status, e.g. `mocked` for an answer made without a server. */
  label?: string
  /**
   * Messages of the interface: a language's catalog (`vue-api-playground/i18n`) or a few to
   * override, over those provided by `app.use(VueApiPlayground, { messages })`. @default English
   */
  messages?: PartialMessages
  /**
   * Reads each item of a streamed body (events, JSON Lines records): the text shown for it and
   * how it differs from what was described. Items show as received without it.
   */
  itemReader?: StreamItemReader
  /** Element of the "Response" heading. @default 'h4' */
  headingTag?: string
}
