import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser } from 'playwright-core'
import { launchBrowser, watchErrors } from './browser'
import { openScenario } from './helpers'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

describe('smoke', () => {
  it('renders and sends', async () => {
    const page = await openScenario(browser, 'get')
    const errors = watchErrors(page)
    await page.click('.vap-send')
    await page.waitForSelector('.vap-response')
    await page.screenshot({ path: 'e2e/.artifacts/smoke.png', fullPage: true })
    expect(errors).toEqual([])
    await page.close()
  })
})
