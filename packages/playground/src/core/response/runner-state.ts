// The state of a request runner, apart from the runner: a UI can show the idle state before the
// runner itself (sending, reading bodies) has loaded.
import type { BodyText } from './read-body'
import type { ResponseHead, SendHooks, SendOptions } from './send'
import type {
  RequestEnvelope,
  RequestErrorPayload,
  RequestStartPayload,
  RequestStatus,
  RequestSuccessPayload,
  ServerSentEvent,
} from '../types'

/** Everything a UI shows about the latest request. */
export interface RunnerState {
  /** Where the request is in its lifecycle. */
  status: RequestStatus
  /** What was sent, for display and cURL export. */
  request: RequestStartPayload | null
  /** Status and headers, as soon as `fetch()` resolves. */
  head: ResponseHead | null
  /** The response, once its body is read to the end. */
  response: RequestSuccessPayload | null
  /**
   * The text of a body while it arrives (`complete: false`), or of a large JSON body read to the
   * end while it is parsed (see `onBodyText`); null once the response is whole.
   */
  bodyText: BodyText | null
  /** Events of an event stream, growing while it streams. */
  events: ServerSentEvent[]
  /** Bytes received while a body that is not a stream downloads. */
  progress: { received: number; total: number | null } | null
  /** Why no response arrived: network failure, CORS refusal or abort. */
  error: RequestErrorPayload | null
}

/** A framework-free request lifecycle: one request at a time, observable like a store. */
export interface RequestRunner {
  /** The current state. */
  getState: () => RunnerState
  /** Calls the listener after every change; returns the unsubscribe function. */
  subscribe: (listener: (state: RunnerState) => void) => () => void
  /**
   * Sends the request, aborting one still in flight; resolves when it settles. `options` (a
   * `fetch` to use instead of the runner's, such as a mock) apply to this request only.
   */
  execute: (envelope: RequestEnvelope, hooks?: SendHooks, options?: SendOptions) => Promise<void>
  /** Aborts the request in flight; safe when idle. */
  abort: () => void
}

/** The state of a runner that has sent nothing yet. */
export const initialRunnerState = (): RunnerState => ({
  status: 'idle',
  request: null,
  head: null,
  response: null,
  bodyText: null,
  events: [],
  progress: null,
  error: null,
})
