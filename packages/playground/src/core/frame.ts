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
  postTask?: (callback: () => void, options: { priority: 'background' }) => Promise<void>
}

/**
 * Lets the event loop run other tasks before continuing, rendering first: at background priority
 * where the browser has `scheduler.postTask`, else in a task posted through a MessageChannel (no
 * 4 ms clamp, unlike nested timers). A continuation at normal priority (or `scheduler.yield()`,
 * ahead of everything) let Chromium hold frames back up to 100 ms while a 5 MB body was read, so
 * the text received was on the page but not painted.
 */
export const yieldToEventLoop = (): Promise<void> => {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler
  if (scheduler?.postTask) return scheduler.postTask(() => {}, { priority: 'background' })
  return new Promise((resolve) => {
    // Outside a browser (server rendering, Node), a port left open keeps the process alive.
    if (typeof window === 'undefined' || typeof MessageChannel === 'undefined') {
      setTimeout(resolve, 0)
      return
    }
    const channel = new MessageChannel()
    channel.port1.onmessage = () => {
      channel.port1.close()
      resolve()
    }
    channel.port2.postMessage(null)
  })
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
