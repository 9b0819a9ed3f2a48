// The state of a request runner, apart from the runner: a UI can show the idle state before the
// runner itself (sending, reading bodies) has loaded.
import type { BodyText } from './read-body'
import type { ResponseHead, SendHooks } from './send'
import type {
  RequestEnvelope,
  RequestErrorPayload,
  RequestStartPayload,
  RequestStatus,
  RequestSuccessPayload,
  ServerSentEvent,
} from './types'

/** Everything a UI shows about the latest request. */
export interface RunnerState {
  status: RequestStatus
  /** What was sent, for display and cURL export. */
  request: RequestStartPayload | null
  head: ResponseHead | null
  response: RequestSuccessPayload | null
  /**
   * The text of a body while it arrives (`complete: false`), or of a large JSON body read to the
   * end while it is parsed (see `onBodyText`); null once the response is whole.
   */
  bodyText: BodyText | null
  /** Events of an event stream, growing while it streams. */
  events: ServerSentEvent[]
  progress: { received: number; total: number | null } | null
  error: RequestErrorPayload | null
}

/** A framework-free request lifecycle: one request at a time, observable like a store. */
export interface RequestRunner {
  getState: () => RunnerState
  /** Calls the listener after every change; returns the unsubscribe function. */
  subscribe: (listener: (state: RunnerState) => void) => () => void
  /** Sends the request, aborting one still in flight; resolves when it settles. */
  execute: (envelope: RequestEnvelope, hooks?: SendHooks) => Promise<void>
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
