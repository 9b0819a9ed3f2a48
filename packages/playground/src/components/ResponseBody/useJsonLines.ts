// Lines of a JSON body for display: pretty-printed text is split at once; other JSON text is
// indexed in time slices (the page stays responsive) and only the lines on screen are built.
import { onScopeDispose, ref, shallowRef, watch, type Ref, type ShallowRef } from 'vue'
import { reindentJson } from './jsonFormatter'
import { createJsonLineIndex, type JsonLineIndex } from './jsonLineIndex'
import type { LineList } from './lines'

/** Characters indexed at once when the body appears: the first screens (about 1,000 lines). */
export const FIRST_SLICE_CHARS = 32 * 1024
/** Characters indexed per later slice (a few ms each), between which the page runs. */
export const SLICE_CHARS = 512 * 1024

export interface JsonLines {
  /** The lines; while indexing, the same list grows (watch `count`). */
  lines: Readonly<ShallowRef<LineList>>
  /** Lines available so far. */
  count: Readonly<Ref<number>>
  /** Share indexed, 0 to 1, while indexing; null when done. */
  progress: Readonly<Ref<number | null>>
  /** The whole pretty-printed text. */
  fullText: () => string
}

/**
 * Lines of the JSON `text()`: split at once when `formatted()` says it is pretty-printed already,
 * else re-indented from the text (literals kept exactly), indexed in slices of `SLICE_CHARS`.
 */
export function useJsonLines(text: () => string | null, formatted: () => boolean): JsonLines {
  const lines = shallowRef<LineList>([])
  const count = ref(0)
  const progress = ref<number | null>(null)
  let index: JsonLineIndex | null = null
  let source: string | null = null
  let joined: string | null = null
  let timer: ReturnType<typeof setTimeout> | undefined

  const cancel = (): void => {
    clearTimeout(timer)
    timer = undefined
  }
  const publish = (): void => {
    if (!index) return
    count.value = index.length
    progress.value = index.done ? null : index.progress
  }
  const runSlice = (): void => {
    timer = undefined
    if (!index) return
    index.step(SLICE_CHARS)
    publish()
    if (!index.done) timer = setTimeout(runSlice, 0)
  }

  watch(
    [text, formatted],
    ([next, pretty]) => {
      cancel()
      index = null
      source = next
      joined = null
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
        index = createJsonLineIndex(next)
        lines.value = index
        index.step(FIRST_SLICE_CHARS)
        publish()
        // Server-side rendering stops after the first slice (the page continues after hydration).
        if (!index.done && typeof window !== 'undefined') timer = setTimeout(runSlice, 0)
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
