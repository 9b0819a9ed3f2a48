// Scheduling against the display's frames, for work that only matters once per painted frame.

/** Longest wait for a frame: hidden tabs have none, and code outside a browser has no frames. */
const FRAME_FALLBACK_MS = 100

/**
 * Calls `callback` once, at the next animation frame, or after `FRAME_FALLBACK_MS` when no frame
 * comes (hidden tab, no `requestAnimationFrame`); returns a function that cancels the call.
 */
export function onNextFrame(callback: () => void): () => void {
  let pending = true
  const run = () => {
    if (!pending) return
    pending = false
    clearTimeout(timer)
    callback()
  }
  const timer = setTimeout(run, FRAME_FALLBACK_MS)
  globalThis.requestAnimationFrame?.(run)
  return () => {
    pending = false
    clearTimeout(timer)
  }
}

/** Resolves once the page had a chance to paint: in a task after the next frame. */
export const afterPaint = (): Promise<void> =>
  new Promise((resolve) => onNextFrame(() => setTimeout(resolve, 0)))

/** Work between two yields, ms: well under a long task's 50 ms, leaving room for a frame. */
const SLICE_MS = 10

interface Scheduler {
  yield?: () => Promise<void>
}

/** Lets the event loop run other tasks (input, rendering) before continuing. */
const yieldToEventLoop = (): Promise<void> => {
  // https://developer.mozilla.org/docs/Web/API/Scheduler/yield: continues ahead of other tasks.
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler
  if (scheduler?.yield) return scheduler.yield()
  return new Promise((resolve) => setTimeout(resolve, 0))
}

/**
 * For a loop over data that may all be there already (a body read from a fast server resolves
 * every read at once, in one task): returns a function to await in each turn, which yields to
 * the event loop once `sliceMs` of work has passed since the last yield, and is a no-op before.
 */
export function createYielder(sliceMs = SLICE_MS): () => Promise<void> | undefined {
  let since = performance.now()
  return () => {
    if (performance.now() - since < sliceMs) return undefined
    return yieldToEventLoop().then(() => {
      since = performance.now()
    })
  }
}
