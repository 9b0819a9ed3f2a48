import { describe, expect, it } from 'vitest'
import { useBrowser } from './browser'
import { lastSuccess, loggedEvents, openScenario } from './helpers'

const chrome = useBrowser()

describe('a 5 MB JSON response in the browser', () => {
  it('renders a window of lines, scrolls to the end, and copies the whole body', async () => {
    const page = await openScenario(chrome.browser, 'large', {
      query: { kb: '5120' },
      permissions: ['clipboard-read', 'clipboard-write'],
    })
    await page.click('.vap-send')
    await lastSuccess(page)
    const lines = page.locator('.vap-response .vap-line')
    await lines.first().waitFor()
    expect(await page.locator('.vap-response').textContent()).toContain('5 MB')
    // Only the visible window of the ~200,000 lines is in the DOM.
    expect(await lines.count()).toBeLessThan(200)
    await page.locator('.vap-virtual').evaluate((box) => (box.scrollTop = box.scrollHeight))
    await expect.poll(() => lines.last().textContent()).toBe(']')
    await page.getByRole('button', { name: /copy response body/i }).click()
    const copied = await page.evaluate(() => navigator.clipboard.readText())
    expect(copied.length).toBeGreaterThan(5_000_000)
    expect((JSON.parse(copied) as unknown[]).length).toBeGreaterThan(10_000)
    await page.close()
  })

  it('shows the first lines of a slow body before it has arrived, and keeps the place', async () => {
    // 512 KB in 20 chunks over 15 s: the first lines are due after the first chunk, 750 ms in;
    // the margin is for a machine too busy to render for seconds (seen at a load average of 36).
    const page = await openScenario(chrome.browser, 'drip', { query: { kb: '512', ms: '15000' } })
    await page.click('.vap-send')
    const lines = page.locator('.vap-response .vap-line')
    await lines.first().waitFor()
    // On screen while the body still downloads: no response yet, the progress bar, no copy.
    expect((await loggedEvents(page)).some((e) => e.name === 'request-success')).toBe(false)
    expect(await page.locator('.vap-progress').isVisible()).toBe(true)
    expect(await lines.first().textContent()).toBe('[')
    expect(await lines.nth(2).textContent()).toBe('    "id": 1,')
    expect(await page.getByRole('button', { name: /copy response body/i }).count()).toBe(0)
    const scroller = page.locator('.vap-virtual')
    await scroller.evaluate((box) => (box.scrollTop = 200))
    await lastSuccess(page)
    await page.getByRole('button', { name: /copy response body/i }).waitFor()
    expect(await page.locator('.vap-response__size').textContent()).toContain('512 KB')
    expect(await scroller.evaluate((box) => box.scrollTop)).toBe(200)
    expect(await page.locator('.vap-progress').count()).toBe(0)
    await page.close()
  })
})
