import { describe, expect, it } from 'vitest'
import { useBrowser } from './browser'
import { openScenario } from './helpers'

const chrome = useBrowser()

describe('smoke', () => {
  it('renders and sends', async () => {
    const errors: string[] = []
    const page = await openScenario(chrome.browser, 'get', { errors })
    await page.click('.vap-send')
    await page.waitForSelector('.vap-response')
    await page.screenshot({ path: 'e2e/.artifacts/smoke.png', fullPage: true })
    expect(errors).toEqual([])
    await page.close()
  })
})
