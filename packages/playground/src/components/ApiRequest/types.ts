import type { PartialMessages } from '../../i18n/en'
import type {
  AuthSetting,
  BuildRequestOptions,
  PlaygroundContentType,
  PlaygroundDataItem,
  RequestEnvelope,
} from '../../core/types'

/** Props of ApiRequest (docs/reference/api-request.md), plus what the composite passes through. */
export interface ApiRequestProps {
  /** Endpoint URL; supports `{param}` and `<param>`. */
  url: string
  /** HTTP method: any token fetch() sends (all but CONNECT, TRACE and TRACK); a standard one in any case, any other sent as written. */
  method: string
  /** Input fields. @default [] */
  data?: PlaygroundDataItem[]
  /** Custom headers, editable in the form. */
  headers?: Record<string, string>
  /** Shows a spinner and disables execute. @default false */
  loading?: boolean
  /** An event stream is being read: the default button becomes Stop. @default false */
  streaming?: boolean
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
  /** Two-column grid with labels above inputs. @default false */
  dense?: boolean
  /** Server base URLs; a selector appears when there is more than one. */
  servers?: string[]
  /** Body serialization. */
  contentType?: PlaygroundContentType
  /** Preset body for JSON, text/plain and XML; the user's edits win. */
  body?: string
  /**
   * Messages of the interface: a language's catalog (`vue-api-playground/i18n`) or a few to
   * override, over those provided by `app.use(VueApiPlayground, { messages })`. @default English
   */
  messages?: PartialMessages
}

/** Events of ApiRequest. */
export interface ApiRequestEmits {
  /** The built request, ready for fetch. */
  execute: [envelope: RequestEnvelope]
  /** The Stop button was pressed. */
  abort: []
  'update:auth': [auth: AuthSetting]
  /** The form changed: what Send would build the request from, the reader's typing included. */
  'form-change': [form: BuildRequestOptions]
  'update:server': [server: string]
}

/** What the send-button slot receives. */
export interface SendButtonSlotProps {
  /** True while the `fetch()` response is awaited. */
  loading: boolean
  /** True while an event stream is read: offer Stop. */
  streaming: boolean
  /** Builds and sends the request. */
  execute: () => void
  /** Aborts the request in flight; safe when idle. */
  abort: () => void
}
