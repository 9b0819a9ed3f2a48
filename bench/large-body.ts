import { startFixture } from '../e2e/fixture-server'
import { launchBareChromium } from './bare-chromium'
import { frameWhen, readTiming, recordTiming, settle } from './page-timing'
import { spreadFigure } from './spread'
import type { Benchmark } from './types'

const RUNS = 5
const KB = 5120
const ms = (value: number) => `${value.toFixed(0)} ms`

const BODY_TEXT = `document.querySelector('.vap-response [aria-label="Response body"]')?.textContent.trim()`
// Fully rendered: the success event fired, formatting finished, highlighted lines on screen.
const RENDERED = `window.__events.some((e) => e.name === 'request-success') &&
  !document.querySelector('.vap-json__progress') &&
  !!document.querySelector('.vap-response .vap-tok-key')`

/**
 * A 5 MB JSON response in a real Chromium (without DevTools network tracking: bare-chromium.ts),
 * several runs in fresh pages: the time from the click
 * on Send to the first body text on screen, and the longest main-thread task (Long Tasks API)
 * from the click until the body is fully rendered.
 */
export const largeBody: Benchmark = {
  id: 'large-body',
  name: `large body (${KB / 1024} MB JSON in Chromium)`,
  async run() {
    const fixture = await startFixture()
    const browser = await launchBareChromium()
    const firstText: number[] = []
    const longest: number[] = []
    const gaps: number[] = []
    let lines = 0
    try {
      const url = `${fixture.apiUrl}/large?kb=${KB}`
      // The server generates the body once; this request keeps that out of the first run.
      await (await fetch(url)).arrayBuffer()
      for (let run = 0; run < RUNS; run++) {
        const page = await browser.newPage({ width: 1000, height: 900 })
        await recordTiming(page)
        const params = new URLSearchParams({ scenario: 'large', api: fixture.apiUrl, kb: `${KB}` })
        await page.goto(`${fixture.pageUrl}?${params}`)
        await page.waitForSelector('.vap-send')
        await settle()
        await page.click('.vap-send')
        const shownAt = await frameWhen(page, BODY_TEXT)
        await frameWhen(page, RENDERED)
        const timing = await readTiming(page)
        firstText.push(shownAt - timing.clickAt)
        longest.push(timing.longestTask)
        gaps.push(timing.longestFrameGap)
        lines = await page.evaluate<number>(
          `document.querySelectorAll('.vap-response .vap-line').length`,
        )
        await page.close()
      }
    } finally {
      await browser.close()
      await fixture.close()
    }
    return [
      spreadFigure('click to first body text', firstText, ms, { budget: 200 }),
      spreadFigure('longest main-thread task, click to full render', longest, ms, { budget: 100 }),
      spreadFigure('longest gap between frames, click to full render', gaps, ms),
      { label: 'line elements in the DOM', value: lines, budget: 200, format: String },
    ]
  },
}
