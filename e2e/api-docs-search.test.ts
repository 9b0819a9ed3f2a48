import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildSearchSite, type ServedSite } from './api-docs-search-site'
import { SITE_BUILD_TIMEOUT } from './api-docs-site'
import { useBrowser, watchErrors } from './browser'

const chrome = useBrowser()
// Each test loads a few pages of a built site; on a busy two-core machine that takes a while.
const SLOW = 90_000
let site: ServedSite | undefined

beforeAll(async () => {
  site = await buildSearchSite()
}, SITE_BUILD_TIMEOUT)
afterAll(() => site?.close())

interface Opened {
  page: Page
  errors: string[]
  /** Every URL the page requested, in order. */
  requests: string[]
}

/** Opens a page of the site with VitePress's appearance set before the first paint. */
async function open(path: string, appearance: 'light' | 'dark' = 'light'): Promise<Opened> {
  const context = await chrome.browser.newContext({ viewport: { width: 1100, height: 800 } })
  await context.addInitScript(
    (value) => localStorage.setItem('vitepress-theme-appearance', value),
    appearance,
  )
  const page = await context.newPage()
  page.on('close', () => void context.close().catch(() => {}))
  const errors = watchErrors(page)
  const requests: string[] = []
  page.on('request', (request) => requests.push(request.url()))
  await page.goto(`${site!.url}${path}`, { waitUntil: 'networkidle' })
  // Hydrated: Vue marks the container once mounted, after the components' mounted hooks (which
  // add the hotkey listener) have run.
  await page.waitForFunction(() => '__vue_app__' in document.querySelector('#app')!)
  return { page, errors, requests }
}

const indexRequests = (requests: string[]) => requests.filter((url) => /search-index/.test(url))
const dialog = (page: Page) => page.locator('[role="dialog"].vpad-search')
const options = (page: Page) => page.locator('[role="option"]')
const focusedRole = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute('role'))

async function type(page: Page, text: string): Promise<void> {
  await page.keyboard.press('Control+a')
  await page.keyboard.type(text)
}

describe('the search dialog across every spec', () => {
  it('opens with Ctrl+K from a guide page, fetching the index only then', async () => {
    const { page, errors, requests } = await open('/guide/embeds')
    expect(indexRequests(requests)).toEqual([])
    expect(await dialog(page).count()).toBe(0)

    await page.keyboard.press('Control+k')
    await expect.poll(() => dialog(page).count()).toBe(1)
    expect(await dialog(page).getAttribute('aria-modal')).toBe('true')
    expect(await focusedRole(page)).toBe('combobox')
    await expect.poll(() => indexRequests(requests).length).toBe(1)
    await page.close()
    expect(errors).toEqual([])
  })

  it(
    'finds operations of two specs with their labels, and Enter opens the page',
    async () => {
      const { page, errors } = await open('/guide/embeds')
      await page.keyboard.press('Control+k')
      await page.waitForSelector('.vpad-search-input')

      await type(page, 'lst pets')
      await expect.poll(() => options(page).first().textContent()).toContain('List pets')
      expect(await options(page).first().locator('.vpad-search-spec').textContent()).toBe(
        'Pets API',
      )
      expect(await page.locator('[role="status"]').textContent()).toMatch(/\d+ results?\./)

      await type(page, 'user')
      const users = options(page).filter({ hasText: 'List users' })
      await expect.poll(() => users.count()).toBe(1)
      expect(await users.locator('.vpad-search-spec').textContent()).toBe('Admin API')

      // Arrows move the active option; the combobox names it.
      const input = page.locator('.vpad-search-input')
      const usersIndex = await options(page).evaluateAll((items) =>
        items.findIndex((item) => item.textContent?.includes('List users')),
      )
      for (let i = 0; i < usersIndex; i++) await page.keyboard.press('ArrowDown')
      const activeId = await input.getAttribute('aria-activedescendant')
      expect(await page.locator(`#${activeId}`).textContent()).toContain('List users')
      expect(await page.locator(`#${activeId}`).getAttribute('aria-selected')).toBe('true')

      await page.keyboard.press('Enter')
      await page.waitForURL(/\/admin\/listUsers(\.html)?$/)
      await expect.poll(() => dialog(page).count()).toBe(0)
      await expect.poll(() => page.locator('h1').first().textContent()).toContain('List users')
      await page.close()
      expect(errors).toEqual([])
    },
    SLOW,
  )

  it('keeps focus inside while open, and Escape gives it back where it was', async () => {
    const { page, errors } = await open('/guide/embeds')
    // Keyboard only: tab to the first link of the page, then open and close the dialog.
    await page.keyboard.press('Tab')
    const before = await page.evaluate(() => document.activeElement?.outerHTML)
    expect(before).toBeTruthy()

    await page.keyboard.press('Control+k')
    await page.waitForSelector('.vpad-search-input')
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press('Tab')
      expect(await page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'))).toBe(
        true,
      )
    }
    await page.keyboard.press('Shift+Tab')
    expect(await page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'))).toBe(
      true,
    )

    await page.keyboard.press('Escape')
    await expect.poll(() => dialog(page).count()).toBe(0)
    expect(await page.evaluate(() => document.activeElement?.outerHTML)).toBe(before)

    // The visible button opens it too; Ctrl+K again closes it.
    await page.locator('.vpad-search-button').click()
    await expect.poll(() => dialog(page).count()).toBe(1)
    await page.keyboard.press('Control+k')
    await expect.poll(() => dialog(page).count()).toBe(0)
    await page.close()
    expect(errors).toEqual([])
  })

  it(
    'looks right open, in light and dark mode',
    async () => {
      for (const appearance of ['light', 'dark'] as const) {
        const { page, errors } = await open('/pets/listPets', appearance)
        await page.keyboard.press('Control+k')
        await page.waitForSelector('.vpad-search-input')
        await type(page, 'pet')
        await expect.poll(() => options(page).count()).toBeGreaterThan(2)
        await page.keyboard.press('ArrowDown')
        const colours = await page.evaluate(() => {
          const box = getComputedStyle(document.querySelector('.vpad-search')!)
          return { bg: box.backgroundColor, text: box.color }
        })
        // The dialog follows the theme: a dark page gets a dark dialog.
        const dark = (rgb: string) =>
          rgb
            .match(/\d+/g)!
            .slice(0, 3)
            .reduce((s, v) => s + +v, 0) < 384
        expect(dark(colours.bg)).toBe(appearance === 'dark')
        expect(dark(colours.text)).toBe(appearance !== 'dark')
        await page.screenshot({ path: `e2e/.artifacts/screens/api-docs-search-${appearance}.png` })
        await page.close()
        expect(errors).toEqual([])
      }
    },
    SLOW,
  )
})
