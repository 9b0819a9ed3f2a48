import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { SITE_BUILD_TIMEOUT, type RunningDocsSite } from './api-docs-site'
import { useBrowser, watchErrors } from './browser'
import { startSharedSite } from './shared-site/site'
import { LONG } from './shared-site/tagless'

// A description as Stripe writes its own (shared-site/tagless.ts): no tags, no summaries, every
// description HTML, paths under `/v1`, some long. Its pages show the HTML as elements, its sidebar groups operations by
// resource and names each by its path (not repeating the method), and page, sidebar and search
// name an operation alike.
const chrome = useBrowser()
let site: RunningDocsSite | undefined

beforeAll(async () => {
  site = await startSharedSite(inject('apiUrl'))
}, SITE_BUILD_TIMEOUT)
afterAll(async () => {
  await site?.close()
})

async function open(path: string, width = 1280) {
  const context = await chrome.browser.newContext({ viewport: { width, height: 900 } })
  const page = await context.newPage()
  const errors = watchErrors(page)
  await page.goto(`${site!.url}${path}`)
  await page.waitForFunction(
    () => (document.querySelector('#app') as { __vue_app__?: unknown } | null)?.__vue_app__,
  )
  return { context, page, errors }
}

describe('a description without tags or summaries, in HTML', { timeout: 180_000 }, () => {
  it("renders a description's table, link and code as elements", async () => {
    const { context, page, errors } = await open('/charges/GetCharges')
    const description = page.locator('.vpad-operation > .vpad-markdown').first()
    await description.waitFor()
    expect(await description.locator('table th').allInnerTexts()).toEqual(['Field', 'Meaning'])
    expect(await description.locator('td code').innerText()).toBe('amount')
    const link = description.locator('a')
    expect(await link.getAttribute('href')).toBe('https://example.com/charges')
    expect(await link.getAttribute('rel')).toBe('noreferrer noopener')
    expect(await description.innerText()).not.toContain('<p>')
    expect(errors).toEqual([])
    await context.close()
  })

  it('groups the operations by resource and names each by its path, as its page does', async () => {
    const { context, page, errors } = await open('/charges/GetCharges')
    const sidebar = page.locator('.VPSidebar')
    const groups = await sidebar.locator('[data-vpad-group]').allInnerTexts()
    expect(groups).toEqual(expect.arrayContaining(['charges', 'customers', 'accounts']))
    expect(groups).not.toContain('v1')
    const charges = sidebar.locator('.VPSidebarItem', {
      has: page.getByText('charges', { exact: true }),
    })
    const lines = await charges.locator('a .vpad-sb-text').allInnerTexts()
    expect(lines.map((line) => line.replace(/\s/g, ''))).toEqual([
      '/v1/charges',
      '/v1/charges',
      '/v1/charges/{charge}/refunds',
    ])
    // The page is named as its sidebar line, and neither repeats the method.
    expect((await page.locator('h1.vpad-operation-title').innerText()).trim()).toBe('/v1/charges')
    expect(await page.title()).toMatch(/^\/v1\/charges \|/)
    expect(await sidebar.innerText()).not.toMatch(/\b(GET|POST) \/v1/)
    expect(errors).toEqual([])
    await context.close()
  })

  it('wraps a long path in the sidebar instead of cutting it, on a phone too', async () => {
    for (const width of [1280, 390]) {
      const { context, page } = await open('/charges/PostVerificationAttempts', width)
      const line = page.locator('.VPSidebar .vpad-sb-text', { hasText: 'verification_attempts' })
      await line.waitFor({ state: 'attached' })
      const box = await line.evaluate((element) => ({
        fits: element.scrollWidth <= element.clientWidth + 1,
        lines: Math.round(
          element.getBoundingClientRect().height / parseFloat(getComputedStyle(element).lineHeight),
        ),
      }))
      expect(box.fits).toBe(true)
      expect(box.lines).toBeGreaterThan(1)
      const title = page.locator('h1.vpad-operation-title')
      expect((await title.innerText()).trim()).toBe(LONG)
      // The heading's lines break after a slash, never inside a segment such as `{charge}`.
      const breaks = await title.evaluate((element) => {
        const before: string[] = []
        let top: number | undefined
        let last = ''
        const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT)
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          for (let i = 0; i < node.textContent!.length; i++) {
            const range = document.createRange()
            range.setStart(node, i)
            range.setEnd(node, i + 1)
            const at = range.getBoundingClientRect().top
            if (top !== undefined && at > top + 1) before.push(last)
            top = at
            last = node.textContent![i]!
          }
        }
        return before
      })
      if (width === 390) expect(breaks.length).toBeGreaterThan(0)
      expect(breaks.every((char) => char === '/')).toBe(true)
      await context.close()
    }
  })

  it('names a search result as its page, with the operation id under it', async () => {
    const { context, page, errors } = await open('/charges/GetCharges')
    await page.locator('.vpad-search-button').click()
    await page.locator('.vpad-search-input').fill('refunds')
    const result = page.locator('.vpad-search-result').first()
    await result.waitFor()
    expect(await result.locator('.vpad-search-title').innerText()).toBe(
      '/v1/charges/{charge}/refunds',
    )
    expect(await result.locator('.vpad-search-path').innerText()).toBe('GetChargesChargeRefunds')
    expect(await result.locator('.vpad-search-title').getAttribute('title')).toBe(
      '/v1/charges/{charge}/refunds',
    )
    expect(errors).toEqual([])
    await context.close()
  })
})
