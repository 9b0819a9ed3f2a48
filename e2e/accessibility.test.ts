import { createRequire } from 'node:module'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { useBrowser } from './browser'
import { lastSuccess, openScenario } from './helpers'

const axeSource = createRequire(import.meta.url).resolve('axe-core/axe.min.js')

const chrome = useBrowser()

interface Violation {
  id: string
  impact: string | null
  help: string
  nodes: { target: string[] }[]
}

/** Runs axe-core (WCAG 2.1 A and AA rules) on the playground and returns its violations. */
async function audit(page: Page): Promise<Violation[]> {
  await page.addScriptTag({ path: axeSource })
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (...a: unknown[]) => Promise<unknown> } }).axe
    const result = (await axe.run('.vap-playground', {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    })) as { violations: Violation[] }
    return result.violations.map(({ id, impact, help, nodes }) => ({
      id,
      impact,
      help,
      nodes: nodes.map((n) => ({ target: n.target })),
    }))
  })
}

const describeViolations = (violations: Violation[]) =>
  violations.map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes[0]?.target.join(' ')}`)

describe('accessibility (axe-core, WCAG 2.1 AA)', () => {
  it('the audit does catch problems (an unlabelled input, grey on grey)', async () => {
    const page = await openScenario(chrome.browser, 'get')
    await page.evaluate(() => {
      const root = document.querySelector('.vap-playground')!
      root.insertAdjacentHTML(
        'beforeend',
        '<input type="text"><p style="color:#bbb;background:#ccc">faint</p>',
      )
    })
    const ids = (await audit(page)).map((v) => v.id)
    expect(ids).toEqual(expect.arrayContaining(['label', 'color-contrast']))
    await page.close()
  })

  for (const scheme of ['light', 'dark'] as const) {
    it(`a form with every section open and a JSON response, ${scheme}`, async () => {
      const page = await openScenario(chrome.browser, 'post-json')
      await page.emulateMedia({ colorScheme: scheme })
      await page.locator('summary', { hasText: 'Authorization' }).click()
      await page.getByLabel('Type').selectOption('apiKey')
      await page.locator('summary', { hasText: 'Paste cURL' }).click()
      await page.getByLabel('cURL command').waitFor()
      await page.click('.vap-send')
      await lastSuccess(page)
      await page.locator('.vap-response details summary').first().click()
      expect(describeViolations(await audit(page))).toEqual([])
      await page.close()
    })
  }

  it('dense form, event stream and error states', async () => {
    const dense = await openScenario(chrome.browser, 'dense')
    expect(describeViolations(await audit(dense))).toEqual([])
    await dense.close()

    const stream = await openScenario(chrome.browser, 'stream')
    await stream.click('.vap-send')
    await expect.poll(() => stream.locator('.vap-event').count()).toBeGreaterThan(1)
    expect(describeViolations(await audit(stream))).toEqual([])
    // Only the list scrolls (it takes the focus); a long event inside it does not, since a
    // scrolling box without a tab stop cannot be scrolled by keyboard.
    expect(
      await stream
        .locator('.vap-event__data')
        .first()
        .evaluate((el) => getComputedStyle(el).overflowY),
    ).toBe('visible')
    expect(await stream.locator('.vap-events__scroller').getAttribute('tabindex')).toBe('0')
    await stream.click('.vap-send')
    await stream.close()

    const refused = await openScenario(chrome.browser, 'refused')
    await refused.click('.vap-send')
    await refused.locator('.vap-response').waitFor()
    expect(describeViolations(await audit(refused))).toEqual([])
    await refused.close()
  })
})
