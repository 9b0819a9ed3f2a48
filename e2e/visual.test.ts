import { mkdirSync } from 'node:fs'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { useBrowser } from './browser'
import { lastSuccess, openScenario } from './helpers'

// Screenshots land in e2e/.artifacts/ for a person to look at; the tests assert layout facts.
const shots = 'e2e/.artifacts/screens'
mkdirSync(shots, { recursive: true })

const chrome = useBrowser()

async function sendAndWait(page: Page) {
  await page.click('.vap-send')
  await lastSuccess(page)
}

const horizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)

describe('how it looks', () => {
  for (const scheme of ['light', 'dark'] as const) {
    it(`${scheme} mode: readable colours, screenshot`, async () => {
      const page = await openScenario(chrome.browser, 'post-json')
      await page.emulateMedia({ colorScheme: scheme })
      await sendAndWait(page)
      await page.screenshot({ path: `${shots}/post-json-${scheme}.png`, fullPage: true })
      const colors = await page.evaluate(() => {
        const root = document.querySelector('.vap-response')!
        const style = getComputedStyle(root)
        return { color: style.color, background: getComputedStyle(document.body).backgroundColor }
      })
      const luminance = (rgb: string) => {
        const [r = 0, g = 0, b = 0] = (rgb.match(/\d+(\.\d+)?/g) ?? []).map(Number)
        return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255
      }
      const text = luminance(colors.color)
      expect(scheme === 'dark' ? text > 0.6 : text < 0.4).toBe(true)
      await page.close()
    })
  }

  it('VitePress dark class (html.dark) switches to dark colours', async () => {
    const page = await openScenario(chrome.browser, 'get', { query: { theme: 'dark' } })
    await page.emulateMedia({ colorScheme: 'light' })
    await sendAndWait(page)
    await page.screenshot({ path: `${shots}/get-html-dark.png`, fullPage: true })
    const bg = await page.evaluate(
      () => getComputedStyle(document.querySelector('.vap-response')!).color,
    )
    expect(bg).not.toBe('rgb(0, 0, 0)')
    await page.close()
  })

  for (const scenario of ['get', 'dense', 'post-json']) {
    it(`360 px wide: no horizontal overflow (${scenario})`, async () => {
      const page = await openScenario(chrome.browser, scenario, {
        viewport: { width: 360, height: 780 },
      })
      await sendAndWait(page)
      await page.locator('.vap-response details summary').first().click()
      await page.screenshot({ path: `${shots}/${scenario}-360.png`, fullPage: true })
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0)
      await page.close()
    })
  }

  it('stream and error states, screenshots', async () => {
    const page = await openScenario(chrome.browser, 'stream')
    await page.click('.vap-send')
    await expect.poll(() => page.locator('.vap-event').count()).toBeGreaterThan(3)
    await page.screenshot({ path: `${shots}/stream.png`, fullPage: true })
    await page.click('.vap-send')
    await page.close()
    const refused = await openScenario(chrome.browser, 'refused')
    await refused.click('.vap-send')
    await refused.locator('.vap-response').waitFor()
    await refused.waitForTimeout(100)
    await refused.screenshot({ path: `${shots}/refused.png`, fullPage: true })
    await refused.close()
  })
})
