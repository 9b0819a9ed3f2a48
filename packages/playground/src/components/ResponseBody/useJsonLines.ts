// Pretty-printed lines of a JSON body, formatted in time slices so the page stays responsive.
import { onScopeDispose, ref, shallowRef, watch, type Ref, type ShallowRef } from 'vue'
import { createJsonFormatter, type JsonFormatter } from './jsonFormatter'

/** Characters formatted at once when the body appears: enough for the first screens. */
export const FIRST_SLICE_CHARS = 256 * 1024
/** Characters formatted per later slice (roughly 5–15 ms each), between which the page runs. */
export const SLICE_CHARS = 256 * 1024

export interface JsonLines {
  /** The lines; while formatting, the same array grows in place (watch `count`). */
  lines: Readonly<ShallowRef<readonly string[]>>
  /** Lines available so far. */
  count: Readonly<Ref<number>>
  /** Share formatted, 0 to 1, while formatting; null when done. */
  progress: Readonly<Ref<number | null>>
  /** The whole pretty-printed text; finishes formatting first when needed. */
  fullText: () => string
}

/**
 * Lines of the JSON `text()`: split at once when `formatted()` says it is pretty-printed already,
 * else re-indented from the text (literals kept exactly) in slices of `SLICE_CHARS` characters.
 */
export function useJsonLines(text: () => string | null, formatted: () => boolean): JsonLines {
  const lines = shallowRef<readonly string[]>([])
  const count = ref(0)
  const progress = ref<number | null>(null)
  let formatter: JsonFormatter | null = null
  let joined: string | null = null
  let timer: ReturnType<typeof setTimeout> | undefined

  const cancel = (): void => {
    clearTimeout(timer)
    timer = undefined
  }
  const publish = (): void => {
    if (!formatter) return
    count.value = formatter.lines.length
    progress.value = formatter.done ? null : formatter.progress
  }
  const runSlice = (): void => {
    timer = undefined
    if (!formatter) return
    formatter.step(SLICE_CHARS)
    publish()
    if (!formatter.done) timer = setTimeout(runSlice, 0)
  }

  watch(
    [text, formatted],
    ([source, pretty]) => {
      cancel()
      formatter = null
      joined = null
      if (source === null) {
        lines.value = []
        count.value = 0
        progress.value = null
      } else if (pretty) {
        const all = source.split('\n')
        joined = source
        lines.value = all
        count.value = all.length
        progress.value = null
      } else {
        formatter = createJsonFormatter(source)
        lines.value = formatter.lines
        formatter.step(FIRST_SLICE_CHARS)
        publish()
        // Server-side rendering stops after the first slice (the page continues after hydration).
        if (!formatter.done && typeof window !== 'undefined') timer = setTimeout(runSlice, 0)
      }
    },
    { immediate: true },
  )
  onScopeDispose(cancel)

  function fullText(): string {
    if (formatter && !formatter.done) {
      cancel()
      formatter.step()
      publish()
    }
    joined ??= lines.value.join('\n')
    return joined
  }

  return { lines, count, progress, fullText }
}
