import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { useBrowser, watchErrors } from './browser'
import { startDocs, type RunningDocs } from './docs-site'

// Every page of the docs site, as a visitor gets it: loads without errors in Chromium.
describe('docs site pages', () => {
  const chromium = useBrowser()
  let docs: RunningDocs
  beforeAll(async () => {
    docs = await startDocs(inject('apiUrl'))
  })
  afterAll(() => docs?.close())

  it('has the landing page, a guide, the reference and the three demo specs', () => {
    for (const page of [
      '/',
      '/guide/',
      '/reference/',
      '/demo/store/',
      '/demo/admin/',
      '/demo/events/',
    ]) {
      expect(docs.pages).toContain(page)
    }
  })

  // Every page in one test: about 60 pages, a second or more each when the machine is loaded;
  // the limit guards against a hang and grows with the site.
  it('loads every page without a console error', { timeout: 600_000 }, async () => {
    const page = await chromium.browser.newPage()
    const failures: string[] = []
    for (const path of docs.pages) {
      const errors = watchErrors(page, [])
      const response = await page.goto(`${docs.url}${path}`, { waitUntil: 'networkidle' })
      if (response?.status() !== 200) failures.push(`${path}: HTTP ${response?.status()}`)
      failures.push(...errors.map((error) => `${path}: ${error}`))
      page.removeAllListeners('console')
      page.removeAllListeners('pageerror')
    }
    await page.close()
    expect(failures).toEqual([])
  })
})
