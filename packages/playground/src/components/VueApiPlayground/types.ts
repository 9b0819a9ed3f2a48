import type { PartialMessages } from '../../i18n/en'
import type {
  BuildRequestOptions,
  PlaygroundContentType,
  PlaygroundDataItem,
  RequestEnvelope,
  RequestErrorPayload,
  RequestStartPayload,
  RequestSuccessPayload,
  StreamItemReader,
} from '../../core/types'

/** Props of VueApiPlayground (see its reference page); `auth` and `server` are `v-model`s. */
export interface VueApiPlaygroundProps {
  /** Endpoint URL; supports `{param}` and `<param>`. */
  url: string
  /** HTTP method: any token fetch() sends (all but CONNECT, TRACE and TRACK); a standard one in any case, any other sent as written. */
  method: string
  /** Input fields. @default [] */
  data?: PlaygroundDataItem[]
  /** Custom headers, editable in the form. */
  headers?: Record<string, string>
  /** Shows the method badge. @default false */
  showMethod?: boolean
  /**
   * Shows the URL above the form, as it is sent: the server and the path, path parameters in
   * place (a blank one as its `{name}`), without the query. @default false
   */
  showUrl?: boolean
  /**
   * Values the URL line shows in place of the fields' own, by field name (what is sent is
   * unchanged): a host that resolves placeholders such as `{{name}}` before sending shows them
   * resolved.
   */
  previewValues?: Record<string, string>
  /** HTML tag of the section headings. @default 'h4' */
  headingTag?: string
  /** Server base URLs; a selector appears when there is more than one. */
  servers?: string[]
  /** Body serialization. */
  contentType?: PlaygroundContentType
  /** Preset body for JSON, text/plain and XML; the user's edits win. */
  body?: string
  /** Two-column grid with labels above inputs. @default false */
  dense?: boolean
  /**
   * When the request runner (sending, reading bodies), the response display and the body viewers
   * load: `idle`, in an idle moment after mounting; `interaction`, when the pointer or the focus
   * first enters the playground (a page whose readers seldom send loads less). At the latest, they
   * load with the first request.
   * @default 'idle'
   */
  preload?: 'idle' | 'interaction'
  /**
   * Sends with this function instead of the browser's `fetch` (a mock, a proxy); read when Send is
   * pressed, so the response goes through the same display as any other. @default globalThis.fetch
   */
  fetch?: typeof fetch
  /**
   * Messages of the interface: a language's catalog (`vue-api-playground/i18n`) or a few to
   * override, over those provided by `app.use(VueApiPlayground, { messages })`. @default English
   */
  messages?: PartialMessages
  /** A word shown beside the status of the responses sent from now on, e.g. `mocked`. */
  responseLabel?: string
  /**
   * Reads each item of a streamed response (events, JSON Lines records): the text shown for it and
   * how it differs from what was described (docs/guide/responses.md).
   */
  itemReader?: StreamItemReader
}

/** Events of VueApiPlayground (docs/guide/events.md). */
export interface VueApiPlaygroundEmits {
  /** Before fetch; the envelope may be mutated. */
  'before-send': [envelope: RequestEnvelope]
  /** Just before fetch(). */
  'request-start': [payload: RequestStartPayload]
  /** Any HTTP response, read to the end. */
  'request-success': [payload: RequestSuccessPayload]
  /** No response: network failure, CORS refusal or abort. */
  'request-error': [payload: RequestErrorPayload]
  /**
   * The form changed (and once on mount): what Send would build the request from, the reader's
   * typing included; `buildRequest(form)` gives the request. Before the next frame is painted.
   */
  'form-change': [form: BuildRequestOptions]
}
