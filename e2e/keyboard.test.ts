import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { useBrowser } from './browser'
import { lastSuccess, loggedEvents, openScenario } from './helpers'

const chrome = useBrowser()

const successes = async (page: Page) =>
  (await loggedEvents(page)).filter((e) => e.name === 'request-success').length

describe('keyboard-only use', () => {
  it('Tab to a field, type, Ctrl+Enter sends; Tab to Send, Enter sends', async () => {
    const page = await openScenario(chrome.browser, 'post-json')
    await page.keyboard.press('Tab')
    // The first focusable control is the first field.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('type'))).toBe('text')
    await page.keyboard.press('ControlOrMeta+A')
    await page.keyboard.type('typed')
    await page.keyboard.press('Control+Enter')
    const payload = (await lastSuccess(page)) as { body: { json: { title: string } } }
    expect(payload.body.json.title).toBe('typed')

    // Walk the focus forward until the Send button, and press Enter on it.
    for (let i = 0; i < 30; i++) {
      await page.keyboard.press('Tab')
      if (await page.evaluate(() => document.activeElement?.classList.contains('vap-send'))) break
    }
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Send')
    // A visible focus indicator is drawn on the focused button.
    const outline = await page.evaluate(
      () => getComputedStyle(document.activeElement!).outlineStyle,
    )
    expect(outline).not.toBe('none')
    await page.keyboard.press('Enter')
    await expect.poll(() => successes(page)).toBe(2)
    await page.close()
  })

  it('Paste cURL opens, imports and reports errors from the keyboard', async () => {
    const page = await openScenario(chrome.browser, 'curl')
    const summary = page.locator('.vap-curl-import summary')
    await summary.focus()
    await page.keyboard.press('Enter')
    // The panel loads on first open.
    await page.getByLabel('cURL command').waitFor()
    await page.keyboard.press('Tab')
    await page.keyboard.type('not a command')
    await page.keyboard.press('Tab')
    await page.keyboard.press('Enter')
    const alert = page.locator('.vap-curl-import [role="alert"]')
    await alert.waitFor()
    expect(await alert.textContent()).toMatch(/not a cURL command/)
    expect(await page.getByLabel('cURL command').inputValue()).toBe('not a command')
    await page.close()
  })
})
