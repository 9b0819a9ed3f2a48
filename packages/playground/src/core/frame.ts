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
