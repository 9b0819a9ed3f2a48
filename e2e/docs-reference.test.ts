import { describe, expect, it } from 'vitest'
import { useBrowser, watchErrors } from './browser'
import { useDocs } from './docs-site'

// The reference pages as a visitor sees them: generated tables, with type text shown as text.
describe('docs reference pages', () => {
  const chromium = useBrowser()
  const docs = useDocs()

  it('shows the VueApiPlayground props with their types, `<` and `>` as text', async () => {
    const page = await chromium.browser.newPage()
    const errors = watchErrors(page)
    await page.goto(`${docs.url}/reference/vue-api-playground`, { waitUntil: 'networkidle' })
    const rows = await page
      .locator('#props + .ref-table tbody tr')
      .evaluateAll((trs) =>
        trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent?.trim() ?? '')),
      )
    const byName = new Map(rows.map((cells) => [cells[0]!.replace(/\s*required$/, ''), cells]))
    expect(byName.get('url')?.[1]).toBe('string')
    expect(byName.get('method')?.[1]).toBe('string')
    expect(byName.get('dense')?.slice(1, 3)).toEqual(['boolean', 'false'])
    // Shown as text: had it become HTML, `<string, string>` would be an element, not text.
    const headers = page
      .locator('#props + .ref-table tr', { hasText: 'headers' })
      .locator('code.ref-type')
    expect(await headers.first().textContent()).toBe('Record<string, string>')
    const html = await headers.first().innerHTML()
    expect(html).toContain('&lt;')
    expect(html).toContain('&gt;')
    expect(await headers.first().evaluate((code) => code.children.length)).toBe(0)
    // A documented type links to its entry.
    const link = page.locator('#props + .ref-table a', { hasText: 'PlaygroundContentType' })
    expect(await link.getAttribute('href')).toBe('/reference/types#playgroundcontenttype')
    expect(errors).toEqual([])
    await page.close()
  })

  it('links every reference page from the overview', async () => {
    const page = await chromium.browser.newPage()
    await page.goto(`${docs.url}/reference/`, { waitUntil: 'networkidle' })
    const links = await page
      .locator('.vp-doc a')
      .evaluateAll((anchors) => anchors.map((a) => new URL((a as HTMLAnchorElement).href).pathname))
    const pages = docs.pages.filter(
      (path) => path.startsWith('/reference/') && path !== '/reference/',
    )
    expect(pages.length).toBeGreaterThanOrEqual(10)
    const linked = new Set(links.filter((path) => path.startsWith('/reference/')))
    linked.delete('/reference/')
    expect([...linked].sort()).toEqual(pages)
    await page.close()
  })
})
