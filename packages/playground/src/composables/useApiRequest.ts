import { computed, onScopeDispose, shallowRef, type ComputedRef, type ShallowRef } from 'vue'
import { createRequestRunner, type RequestRunner, type RunnerState } from '../core/runner'
import type { SendHooks, SendOptions } from '../core/send'
import type { RequestEnvelope } from '../core/types'

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
  /** Sends a request, aborting one still in flight. */
  execute: (envelope: RequestEnvelope, hooks?: SendHooks) => Promise<void>
  /** Aborts the request in flight; safe when idle. */
  abort: () => void
}

/** Vue glue over the core request runner; aborts the request when the scope is disposed. */
export function useApiRequest(options: SendOptions = {}): UseApiRequestReturn {
  const runner: RequestRunner = createRequestRunner(options)
  const state = shallowRef(runner.getState())
  const unsubscribe = runner.subscribe((next) => {
    state.value = next
  })
  onScopeDispose(() => {
    unsubscribe()
    // DESIGN.md: unmounting a component aborts its in-flight request.
    runner.abort()
  })
  return {
    state,
    loading: computed(() => state.value.status === 'loading'),
    streaming: computed(() => state.value.status === 'streaming'),
    receiving: computed(() => state.value.status === 'receiving'),
    execute: runner.execute,
    abort: runner.abort,
  }
}
