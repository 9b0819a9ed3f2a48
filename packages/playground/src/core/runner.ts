import { sendRequest, type ResponseHead, type SendHooks, type SendOptions } from './send'
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
  events: [],
  progress: null,
  error: null,
})

/** Creates a request runner; `options` are passed to every `sendRequest`. */
export function createRequestRunner(options: SendOptions = {}): RequestRunner {
  let state = initialRunnerState()
  const listeners = new Set<(state: RunnerState) => void>()
  let current: { abort: () => void } | null = null
  let generation = 0

  const set = (patch: Partial<RunnerState>) => {
    state = { ...state, ...patch }
    for (const listener of listeners) listener(state)
  }

  const execute: RequestRunner['execute'] = async (envelope, hooks = {}) => {
    // DESIGN.md: a new execute aborts the old request, whose late callbacks must not overwrite
    // the new response; the generation check drops them.
    current?.abort()
    const mine = ++generation
    const live = () => mine === generation
    set({ ...initialRunnerState(), status: 'loading' })
    // Each lifecycle callback updates the state (while this request is the current one) and is
    // passed on to the caller's hook.
    const relay =
      <A extends unknown[]>(
        patch: (...args: A) => Partial<RunnerState>,
        hook: ((...args: A) => void) | undefined,
      ) =>
      (...args: A) => {
        if (live()) set(patch(...args))
        hook?.(...args)
      }
    const sent = sendRequest(
      envelope,
      {
        onStatus: relay((status) => ({ status }), hooks.onStatus),
        onStart: relay((request) => ({ request }), hooks.onStart),
        onHead: relay((head) => ({ head }), hooks.onHead),
        onProgress: relay(
          (received, total) => ({ progress: { received, total } }),
          hooks.onProgress,
        ),
        onEvent: relay((event) => ({ events: [...state.events, event] }), hooks.onEvent),
        onSuccess: relay((response) => ({ response }), hooks.onSuccess),
        onError: relay((error) => ({ error }), hooks.onError),
      },
      options,
    )
    current = sent
    await sent.done
    if (live()) current = null
  }

  return {
    getState: () => state,
    subscribe: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    execute,
    abort: () => current?.abort(),
  }
}
