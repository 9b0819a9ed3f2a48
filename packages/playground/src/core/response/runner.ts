import { onNextFrame } from '../frame'
import { initialRunnerState, type RequestRunner, type RunnerState } from './runner-state'
import { sendRequest, type SendOptions } from './send'
import type { ServerSentEvent } from '../types'

export { initialRunnerState } from './runner-state'
export type { RequestRunner, RunnerState } from './runner-state'

/**
 * Creates a request runner; `options` are passed to every `sendRequest`. Events, progress and the
 * text of a body still arriving can change thousands of times a second: they are collected and
 * published at most once per frame
 * (every other change publishes at once, after them), so a fast stream costs one copy of the list
 * and one render per frame, not per event.
 */
export function createRequestRunner(options: SendOptions = {}): RequestRunner {
  let state = initialRunnerState()
  const listeners = new Set<(state: RunnerState) => void>()
  let current: { abort: () => void } | null = null
  let generation = 0
  let arrived: ServerSentEvent[] = []
  let progress: RunnerState['progress'] = null
  let partialText: RunnerState['bodyText'] = null
  let cancelFrame: (() => void) | null = null

  const publish = () => {
    for (const listener of listeners) listener(state)
  }
  /** Folds what arrived since the last frame into the state; true when anything did. */
  const absorb = (): boolean => {
    cancelFrame?.()
    cancelFrame = null
    if (!arrived.length && !progress && !partialText) return false
    state = {
      ...state,
      ...(arrived.length ? { events: state.events.concat(arrived) } : {}),
      ...(progress ? { progress } : {}),
      ...(partialText ? { bodyText: partialText } : {}),
    }
    arrived = []
    progress = null
    partialText = null
    return true
  }
  const set = (patch: Partial<RunnerState>) => {
    absorb()
    state = { ...state, ...patch }
    publish()
  }
  const later = () => {
    cancelFrame ??= onNextFrame(() => absorb() && publish())
  }

  const execute: RequestRunner['execute'] = async (envelope, hooks = {}, own = {}) => {
    // A new execute aborts the old request, whose late callbacks must not overwrite
    // the new response; the generation check drops them.
    current?.abort()
    const mine = ++generation
    const live = () => mine === generation
    // What the old request collected is dropped with it.
    arrived = []
    progress = null
    partialText = null
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
        onProgress: (received, total) => {
          if (live()) {
            progress = { received, total }
            later()
          }
          hooks.onProgress?.(received, total)
        },
        onBodyText: (bodyText) => {
          // The text so far grows with the download: like progress, once per frame. Its first
          // piece at once: waiting for a frame to render it, then for the next to paint it, cost
          // a page busy reading megabytes up to 200 ms before any text showed.
          if (live() && (bodyText.complete || !state.bodyText)) set({ bodyText })
          else if (live()) {
            partialText = bodyText
            later()
          }
          hooks.onBodyText?.(bodyText)
        },
        onEvent: (event) => {
          if (live()) {
            arrived.push(event)
            later()
          }
          hooks.onEvent?.(event)
        },
        onSuccess: relay((response) => ({ response, bodyText: null }), hooks.onSuccess),
        // The beginning of a body cut short is not shown as if it were the body.
        onError: relay(
          (error) => ({ error, ...(state.bodyText?.complete ? {} : { bodyText: null }) }),
          hooks.onError,
        ),
      },
      { ...options, ...own },
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
