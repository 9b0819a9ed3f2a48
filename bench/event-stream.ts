import { startFixture } from '../e2e/fixture-server'
import { launchBareChromium } from './bare-chromium'
import { frameWhen, readTiming, recordTiming, settle } from './page-timing'
import { spreadFigure } from './spread'
import type { Benchmark } from './types'

const RUNS = 5
const EVENTS = 20_000
const ms = (value: number) => `${value.toFixed(0)} ms`
const perSecond = (value: number) => `${Math.round(value).toLocaleString('en-US')} events/s`

// The stream ended and its last state is on screen.
const ENDED = `window.__events.some((e) => e.name === 'request-success') &&
  !document.querySelector('.vap-events__streaming') &&
  !!document.querySelector('.vap-events__count')`
const SHOWN_COUNT = `Number(document.querySelector('.vap-events__count').textContent.replace(/\\D/g, ''))`

/**
 * 20,000 events sent as fast as the server writes them, in a real Chromium, several runs: events
 * shown per second from the click on Send to the final count on screen, the events lost (the count
 * shown against those sent, plus the closing `done`), and the longest main-thread task.
 */
export const eventStream: Benchmark = {
  id: 'event-stream',
  name: `event stream (${EVENTS.toLocaleString('en-US')} events at full speed in Chromium)`,
  async run() {
    const fixture = await startFixture()
    const browser = await launchBareChromium()
    const rates: number[] = []
    const longest: number[] = []
    let lost = 0
    try {
      for (let run = 0; run < RUNS; run++) {
        const page = await browser.newPage({ width: 1000, height: 900 })
        await recordTiming(page)
        const params = new URLSearchParams({
          scenario: 'burst',
          api: fixture.apiUrl,
          events: `${EVENTS}`,
        })
        await page.goto(`${fixture.pageUrl}?${params}`)
        await page.waitForSelector('.vap-send')
        await settle()
        await page.click('.vap-send')
        const endedAt = await frameWhen(page, ENDED)
        const shown = await page.evaluate<number>(SHOWN_COUNT)
        const timing = await readTiming(page)
        rates.push(EVENTS / ((endedAt - timing.clickAt) / 1000))
        longest.push(timing.longestTask)
        lost = Math.max(lost, EVENTS + 1 - shown)
        await page.close()
      }
    } finally {
      await browser.close()
      await fixture.close()
    }
    return [
      spreadFigure('events shown per second', rates, perSecond, { floor: 10_000 }),
      { label: 'events lost, worst run', value: lost, budget: 0, format: String },
      spreadFigure('longest main-thread task, click to stream end', longest, ms, { budget: 100 }),
    ]
  },
}
