// Timing inside the page, the same way for every Chromium figure: from the click on Send, the
// Long Tasks API records every main-thread task over 50 ms until the benchmark reads them.
import type { BarePage } from './bare-chromium'

/** What the timing needs of a page. */
type TimedPage = Pick<BarePage, 'addInitScript' | 'evaluate'>

/** What the page records; read with `readTiming`. */
export interface PageTiming {
  /** `performance.now()` of the click on Send. */
  clickAt: number
  /** Longest main-thread task that ended after the click, ms (0 when none reached 50 ms). */
  longestTask: number
  /** Longest time between two animation frames after the click, ms. */
  longestFrameGap: number
}

// A string, not a function: tsx rewrites functions in ways the page cannot run.
const INIT_SCRIPT = `
  window.__timing = { clickAt: -1, tasks: [], gap: 0 }
  let lastFrame = 0
  const frame = (now) => {
    if (window.__timing.clickAt >= 0 && lastFrame >= window.__timing.clickAt)
      window.__timing.gap = Math.max(window.__timing.gap, now - lastFrame)
    lastFrame = now
    requestAnimationFrame(frame)
  }
  requestAnimationFrame(frame)
  document.addEventListener('click', (event) => {
    if (event.target instanceof Element && event.target.closest('.vap-send'))
      window.__timing.clickAt = performance.now()
  }, true)
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      window.__timing.tasks.push({ start: entry.startTime, duration: entry.duration })
  }).observe({ type: 'longtask', buffered: false })
`

/** Installs the recorder; call before `page.goto`. */
export async function recordTiming(page: TimedPage): Promise<void> {
  await page.addInitScript(INIT_SCRIPT)
}

/**
 * Waits until `condition` (a page expression) holds, checked in every animation frame, and
 * returns the `performance.now()` of the frame that first saw it.
 */
export function frameWhen(page: TimedPage, condition: string, timeout = 60_000): Promise<number> {
  return page.evaluate<number>(`new Promise((resolve, reject) => {
    const started = performance.now()
    const look = () => {
      if (${condition}) resolve(performance.now())
      else if (performance.now() - started > ${timeout}) reject(new Error('Timed out waiting for: ' + ${JSON.stringify(condition)}))
      else requestAnimationFrame(look)
    }
    requestAnimationFrame(look)
  })`)
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Waits as a person would between seeing the form and pressing Send: a second, in which the page
 * finishes what it does when idle after loading (the playground loads its response display then).
 */
export const settle = (): Promise<void> => sleep(1000)

/** The click time and the longest task since it, once pending long-task entries are delivered. */
export async function readTiming(page: TimedPage): Promise<PageTiming> {
  // Long-task entries are reported after the task ends; give the observer a few frames.
  await sleep(300)
  return page.evaluate<PageTiming>(`(() => {
    const { clickAt, tasks, gap } = window.__timing
    const after = tasks.filter((task) => task.start + task.duration >= clickAt)
    const longestTask = Math.max(0, ...after.map((task) => task.duration))
    return { clickAt, longestTask, longestFrameGap: gap }
  })()`)
}
