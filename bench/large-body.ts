import { launchBrowser } from '../e2e/browser'
import { startFixture } from '../e2e/fixture-server'
import type { Benchmark } from './types'

const ms = (value: number) => `${value.toFixed(0)} ms`

/**
 * A 5 MB JSON response in a real Chromium: how long until it shows, and whether the page stays
 * responsive meanwhile (the longest main-thread task, and the longest gap between frames).
 */
export const largeBody: Benchmark = {
  id: 'large-body',
  name: 'large body (5 MB JSON in Chromium)',
  async run() {
    const fixture = await startFixture()
    const browser = await launchBrowser()
    try {
      const page = await browser.newPage({ viewport: { width: 1000, height: 900 } })
      // tsx keeps function names by wrapping them in `__name(...)`, which does not exist in the
      // page where `page.evaluate` runs the functions below.
      await page.addInitScript('globalThis.__name = (fn) => fn')
      const params = new URLSearchParams({ scenario: 'large', api: fixture.apiUrl, kb: '5120' })
      await page.goto(`${fixture.pageUrl}?${params}`)
      await page.waitForSelector('.vap-send')
      await page.evaluate(() => {
        const w = window as unknown as { __longest: number; __gap: number; __t0: number }
        w.__longest = 0
        w.__gap = 0
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) w.__longest = Math.max(w.__longest, entry.duration)
        }).observe({ type: 'longtask', buffered: false })
        let last = performance.now()
        const frame = (now: number) => {
          w.__gap = Math.max(w.__gap, now - last)
          last = now
          requestAnimationFrame(frame)
        }
        requestAnimationFrame(frame)
        w.__t0 = performance.now()
      })
      await page.click('.vap-send')
      // Shown: the first lines of the body are on screen.
      await page.waitForSelector('.vap-response .vap-tok-key', { timeout: 30_000 })
      const shown = await page.evaluate(
        () => performance.now() - (window as unknown as { __t0: number }).__t0,
      )
      // Scroll through the body while measuring, as a reader would.
      await page.evaluate(async () => {
        const box = [...document.querySelectorAll<HTMLElement>('.vap-response *')].find(
          (el) =>
            el.scrollHeight > el.clientHeight + 100 && getComputedStyle(el).overflowY !== 'visible',
        )
        for (let i = 1; box && i <= 20; i++) {
          box.scrollTop = (box.scrollHeight * i) / 20
          await new Promise((r) => requestAnimationFrame(() => r(null)))
        }
      })
      await page.waitForTimeout(300)
      const { longest, gap, lines } = await page.evaluate(() => {
        const w = window as unknown as { __longest: number; __gap: number }
        return {
          longest: w.__longest,
          gap: w.__gap,
          lines: document.querySelectorAll('.vap-response .vap-line, .vap-response [data-line]')
            .length,
        }
      })
      await page.close()
      return [
        { label: 'click to first lines shown', value: shown, budget: 2000, format: ms },
        { label: 'longest main-thread task', value: longest, budget: 250, format: ms },
        { label: 'longest gap between frames', value: gap, budget: 400, format: ms },
        { label: 'line elements in the DOM', value: lines, format: (n) => String(n) },
      ]
    } finally {
      await browser.close()
      await fixture.close()
    }
  },
}
