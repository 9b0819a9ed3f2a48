import { describe, expect, it } from 'vitest'
import { useBrowser } from './browser'
import { lastSuccess, openScenario } from './helpers'

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
})
