// Lines of a JSON body for display: pretty-printed text is split at once; other JSON text is
// indexed in time slices (the page stays responsive) and only the lines on screen are built. A
// body still arriving is indexed as it grows.
import { onScopeDispose, ref, shallowRef, watch, type Ref, type ShallowRef } from 'vue'
import { reindentJson } from './jsonFormatter'
import { createJsonLineIndex, type JsonLineIndex } from './jsonLineIndex'
import type { LineList } from '../lines'

/** Characters indexed at once when the body appears: the first screens (a few hundred lines). */
export const FIRST_SLICE_CHARS = 16 * 1024
/** Most characters indexed in one later slice, between which the page runs. */
export const SLICE_CHARS = 512 * 1024
/** Characters indexed between two looks at the clock within a slice. */
const STEP_CHARS = 16 * 1024
/** Longest slice, ms: well under a long task's 50 ms. */
const SLICE_MS = 8

export interface JsonLines {
  /** The lines; while indexing, the same list grows (watch `count`). */
  lines: Readonly<ShallowRef<LineList>>
  /** Lines available so far; while the body arrives, only lines that are whole. */
  count: Readonly<Ref<number>>
  /** Share indexed, 0 to 1, while indexing a whole body; null when done or still arriving. */
  progress: Readonly<Ref<number | null>>
  /** The whole pretty-printed text. */
  fullText: () => string
}

/**
 * Lines of the JSON `text()`: split at once when `formatted()` says it is pretty-printed already,
 * else re-indented from the text (literals kept exactly), indexed in slices of at most `SLICE_MS`.
 * While `partial()` says the body is still arriving, each longer text that starts with the one
 * before goes on from where the index was: lines already shown stay, and so does the scrolling.
 */
export function useJsonLines(
  text: () => string | null,
  formatted: () => boolean,
  partial: () => boolean = () => false,
): JsonLines {
  const lines = shallowRef<LineList>([])
  const count = ref(0)
  const progress = ref<number | null>(null)
  let index: JsonLineIndex | null = null
  let source: string | null = null
  let sourcePartial = false
  let joined: string | null = null
  let timer: ReturnType<typeof setTimeout> | undefined

  const cancel = (): void => {
    clearTimeout(timer)
    timer = undefined
  }
  const publish = (): void => {
    if (!index) return
    // The last line of a text still arriving may not be whole yet.
    count.value = sourcePartial ? Math.max(0, index.length - 1) : index.length
    progress.value = index.done || sourcePartial ? null : index.progress
  }
  const runSlice = (): void => {
    timer = undefined
    if (!index) return
    const started = performance.now()
    let budget = SLICE_CHARS
    while (budget > 0 && !index.done && !index.waiting) {
      index.step(Math.min(STEP_CHARS, budget))
      budget -= STEP_CHARS
      if (performance.now() - started >= SLICE_MS) break
    }
    publish()
    schedule()
  }
  const schedule = (): void => {
    // Server-side rendering stops after the first slice (the page continues after hydration).
    if (index && !index.done && !index.waiting && !timer && typeof window !== 'undefined') {
      timer = setTimeout(runSlice, 0)
    }
  }

  watch(
    [text, formatted, partial],
    ([next, pretty, arriving]) => {
      joined = null
      const continues =
        index !== null &&
        sourcePartial &&
        next !== null &&
        !pretty &&
        source !== null &&
        next.startsWith(source)
      source = next
      sourcePartial = arriving
      if (continues && index && next !== null) {
        index.extend(next, !arriving)
        publish()
        schedule()
        return
      }
      cancel()
      index = null
      if (next === null) {
        lines.value = []
        count.value = 0
        progress.value = null
      } else if (pretty) {
        const all = next.split('\n')
        joined = next
        lines.value = all
        count.value = all.length
        progress.value = null
      } else {
        index = createJsonLineIndex(next, { complete: !arriving })
        lines.value = index
        index.step(FIRST_SLICE_CHARS)
        publish()
        schedule()
      }
    },
    { immediate: true },
  )
  onScopeDispose(cancel)

  function fullText(): string {
    joined ??= source === null ? '' : reindentJson(source)
    return joined
  }

  return { lines, count, progress, fullText }
}
