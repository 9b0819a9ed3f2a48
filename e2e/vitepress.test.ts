import type { AddressInfo } from 'node:net'
import { fileURLToPath } from 'node:url'
import type { Page } from 'playwright-core'
import { serve } from 'vitepress'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { useBrowser, watchErrors } from './browser'
import { mustBuild } from './child-build'

const root = fileURLToPath(new URL('./vitepress/', import.meta.url))

const chrome = useBrowser()
let siteUrl = ''
let close: () => void = () => {}

beforeAll(async () => {
  await mustBuild(root, { logLevel: 'warn' })
  const app = await serve({ root, port: 0 })
  const { port } = app.server!.address() as AddressInfo
  siteUrl = `http://127.0.0.1:${port}/`
  close = () => app.server!.close()
}, 120_000)
afterAll(() => close())

/**
 * Opens the site with VitePress's appearance set before the first paint, and its errors collected
 * into `errors` from before it loads.
 */
async function open(
  appearance: 'light' | 'dark',
  os: 'light' | 'dark',
  errors: string[] = [],
): Promise<Page> {
  const context = await chrome.browser.newContext({ viewport: { width: 1100, height: 900 } })
  await context.addInitScript(
    (value) => localStorage.setItem('vitepress-theme-appearance', value),
    appearance,
  )
  const page = await context.newPage()
  page.on('close', () => void context.close().catch(() => {}))
  watchErrors(page, errors)
  await page.emulateMedia({ colorScheme: os })
  await page.goto(`${siteUrl}?api=${encodeURIComponent(inject('apiUrl'))}`)
  await page.waitForSelector('.vap-playground')
  return page
}

/** Computed custom properties: ours on the component root, VitePress's on <html>. */
const colours = (page: Page) =>
  page.evaluate(() => {
    const ours = getComputedStyle(document.querySelector('.vap-root')!)
    const theirs = getComputedStyle(document.documentElement)
    const read = (style: CSSStyleDeclaration, name: string) => style.getPropertyValue(name).trim()
    return {
      brand: read(ours, '--vap-c-brand'),
      vpBrand: read(theirs, '--vp-c-brand-1'),
      bg: read(ours, '--vap-c-bg'),
      vpBg: read(theirs, '--vp-c-bg'),
      text: read(ours, '--vap-c-text'),
      vpText: read(theirs, '--vp-c-text-1'),
    }
  })

describe('inside a VitePress site', () => {
  it('renders on the server: the built HTML already holds the playground', async () => {
    const html = await (await fetch(siteUrl)).text()
    expect(html).toContain('vap-playground')
    expect(html).toContain('/echo/vitepress/{id}')
  })

  it('hydrates without errors and sends a request', async () => {
    const errors: string[] = []
    const page = await open('light', 'light', errors)
    await page.click('.vap-send')
    const success = (await lastSuccessFromSite(page)) as { status: number }
    expect(success.status).toBe(200)
    expect(await page.locator('.vap-response').textContent()).toContain('/echo/vitepress/7')
    expect(errors).toEqual([])
    await page.close()
  })

  for (const [appearance, os] of [
    ['light', 'light'],
    ['dark', 'light'],
    ['light', 'dark'],
  ] as const) {
    it(`takes VitePress's colours: ${appearance} site on a ${os} OS`, async () => {
      const page = await open(appearance, os)
      await page.click('.vap-send')
      await page.locator('.vap-response').waitFor()
      await page.screenshot({
        path: `e2e/.artifacts/screens/vitepress-${appearance}-os-${os}.png`,
        fullPage: true,
      })
      const c = await colours(page)
      expect(c.brand).toBe(c.vpBrand)
      expect(c.bg).toBe(c.vpBg)
      expect(c.text).toBe(c.vpText)
      // VitePress's light mode stays light even when the OS prefers dark.
      expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
        appearance === 'dark',
      )
      await page.close()
    })
  }
})

/** This site records no events (unlike the fixture page): read the status from the response. */
async function lastSuccessFromSite(page: Page): Promise<unknown> {
  const status = page.locator('.vap-response .vap-status')
  await status.waitFor()
  return { status: Number((await status.textContent())?.split(' ')[0]) }
}
