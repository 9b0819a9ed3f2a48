import { describe, expect, it } from 'vitest'
import { useBrowser } from './browser'
import { loggedEvents, openScenario } from './helpers'

const chrome = useBrowser()

describe('event streams in the browser', () => {
  it('shows events live, then Stop aborts and fires request-error', async () => {
    const page = await openScenario(chrome.browser, 'stream')
    await page.click('.vap-send')
    const send = page.locator('.vap-send')
    await expect.poll(() => send.textContent()).toContain('Stop')
    await expect.poll(() => page.locator('.vap-event').count()).toBeGreaterThanOrEqual(2)
    const first = await page.locator('.vap-event').count()
    await expect.poll(() => page.locator('.vap-event').count()).toBeGreaterThan(first)
    expect(await page.locator('.vap-events__streaming').count()).toBe(1)
    expect(await page.locator('.vap-event__name').first().textContent()).toBe('tick')
    await send.click()
    await page.waitForFunction(() =>
      (window as unknown as { __events: { name: string }[] }).__events.some(
        (e) => e.name === 'request-error',
      ),
    )
    const error = (await loggedEvents(page)).find((e) => e.name === 'request-error')!
    expect(error.payload).toMatchObject({ error: { name: 'AbortError' } })
    expect((error.payload as { durationMs: number }).durationMs).toBeGreaterThan(0)
    await expect.poll(() => send.textContent()).toContain('Send')
    // What arrived before Stop stays on screen, and nothing more arrives.
    const kept = await page.locator('.vap-event').count()
    expect(kept).toBeGreaterThan(first)
    await page.waitForTimeout(400)
    expect(await page.locator('.vap-event').count()).toBe(kept)
    expect(await page.locator('.vap-events__streaming').count()).toBe(0)
    await page.close()
  })
})
