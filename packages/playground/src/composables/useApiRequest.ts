import { computed, onScopeDispose, shallowRef, type ComputedRef, type ShallowRef } from 'vue'
import {
  initialRunnerState,
  type RequestRunner,
  type RunnerState,
} from '../core/response/runner-state'
import type { SendHooks, SendOptions } from '../core/response/send'
import type { RequestEnvelope } from '../core/types'
import { onIdleAfterMount } from './whenIdle'

/** What `useApiRequest` returns. */
export interface UseApiRequestReturn {
  /** The latest request's state, replaced on every change. */
  state: Readonly<ShallowRef<RunnerState>>
  /** True while the initial fetch() response is awaited. */
  loading: ComputedRef<boolean>
  /** True while a text/event-stream body is being read. */
  streaming: ComputedRef<boolean>
  /** True while any other body is being read to the end. */
  receiving: ComputedRef<boolean>
  /** Sends a request, aborting one still in flight; `options` apply to this request only. */
  execute: (envelope: RequestEnvelope, hooks?: SendHooks, options?: SendOptions) => Promise<void>
  /** Aborts the request in flight; safe when idle. */
  abort: () => void
}

/**
 * Vue glue over the core request runner; aborts the request when the scope is disposed. The
 * runner (sending, reading bodies) loads on demand: in an idle moment after the component mounts,
 * at the latest on the first `execute`.
 */
export function useApiRequest(options: SendOptions = {}): UseApiRequestReturn {
  return apiRequest(options, 'idle')
}

/**
 * `useApiRequest`, whose runner loads in an idle moment after mounting (`idle`) or only when
 * `preload` is called (`interaction`: VueApiPlayground's `preload` prop), at the latest on the
 * first `execute`.
 */
export function apiRequest(
  options: SendOptions,
  when: 'idle' | 'interaction',
): UseApiRequestReturn & { preload: () => void } {
  const state = shallowRef(initialRunnerState())
  let runner: RequestRunner | null = null
  let loadingRunner: Promise<RequestRunner> | null = null
  let unsubscribe = () => {}
  let disposed = false
  // Bumped by abort: an execute still waiting for the runner to load is dropped.
  let calls = 0

  const loadRunner = () =>
    (loadingRunner ??= import('../core/response/runner').then(({ createRequestRunner }) => {
      runner ??= createRequestRunner(options)
      if (!disposed) {
        unsubscribe = runner.subscribe((next) => {
          state.value = next
        })
      }
      return runner
    }))
  if (when === 'idle') onIdleAfterMount(() => void loadRunner())

  onScopeDispose(() => {
    disposed = true
    unsubscribe()
    // Unmounting a component aborts its in-flight request: nobody is left to show the answer.
    runner?.abort()
  })

  async function execute(
    envelope: RequestEnvelope,
    hooks: SendHooks = {},
    options?: SendOptions,
  ): Promise<void> {
    const mine = ++calls
    let ready: RequestRunner
    try {
      ready = runner ?? (await loadRunner())
    } catch (caught) {
      // The chunk did not load (offline, a new deployment): no request was sent.
      const error = caught instanceof Error ? caught : new Error(String(caught))
      state.value = { ...initialRunnerState(), error: { error, durationMs: 0 } }
      hooks.onError?.({ error, durationMs: 0 })
      return
    }
    if (mine === calls && !disposed) await ready.execute(envelope, hooks, options)
  }

  return {
    state,
    loading: computed(() => state.value.status === 'loading'),
    streaming: computed(() => state.value.status === 'streaming'),
    receiving: computed(() => state.value.status === 'receiving'),
    execute,
    abort: () => {
      calls++
      runner?.abort()
    },
    // A failed load is retried by the first execute, which says what went wrong.
    preload: () => void loadRunner().catch(() => (loadingRunner = null)),
  }
}
