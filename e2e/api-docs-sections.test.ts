import { rmSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { scratchSite, startDocsSite, type RunningDocsSite } from './api-docs-site'
import { useBrowser, watchErrors } from './browser'
import { manyTagsSpec } from './many-tags'
import { startVitepress, type SiteServer } from './site-server'

// 10 areas of 11 tags, one operation each (see many-tags.ts).
const AREAS = 10
const PER_AREA = 11
const SPEC = manyTagsSpec(AREAS, PER_AREA)

const CONFIG = `import { defineConfig } from 'vitepress'
import { apiDocs } from 'vitepress-api-docs/node'

export default defineConfig({
  title: 'Sections',
  head: [['link', { rel: 'icon', href: 'data:,' }]],
  extends: await apiDocs({ specs: [{ name: 'many', spec: 'specs/many.json', prefix: '/many' }] }),
})
`

/** The scratch site's files, for the build and for dev. */
const SITE = { '.vitepress/config.ts': CONFIG, 'index.md': '# Sections\n', 'specs/many.json': SPEC }

describe('a sidebar of 110 tags in sections that load their tags', () => {
  const chromium = useBrowser()
  let root: string
  let site: RunningDocsSite
  let url: string

  beforeAll(async () => {
    root = scratchSite(SITE)
    // No try-it panel is sent here: no API server.
    site = await startDocsSite('', root)
    url = site.url
  }, 240_000)

  afterAll(async () => {
    await site?.close()
    rmSync(root, { recursive: true, force: true })
  })

  it("puts neither the 110 tags nor their sections in every page's HTML", async () => {
    const html = await (await fetch(`${url}/many/get-3-4`)).text()
    const sidebar = html.slice(html.indexOf('class="VPSidebar'), html.indexOf('class="VPContent'))
    expect(sidebar).toContain('Changelog')
    expect([...sidebar.matchAll(/data-vpad-group="many:(\d+)"/g)]).toEqual([])
    expect(sidebar).not.toContain('area3')
  })

  it('shows the sections once the page is hydrated, scrolled to the open page', async () => {
    // A short window: the page's link, in the ninth section, is below the sidebar's fold.
    const page = await chromium.browser.newPage({ viewport: { width: 1280, height: 500 } })
    const errors = watchErrors(page)
    await page.goto(`${url}/many/get-8-9`, { waitUntil: 'networkidle' })
    const titles = page.locator('.VPSidebar [data-vpad-group]')
    await expect.poll(() => titles.count()).toBe(AREAS + PER_AREA)
    expect((await titles.allTextContents()).slice(0, 9)).toEqual([
      ...Array.from({ length: 9 }, (_, area) => `area${area}`),
    ])
    const link = page.locator('.VPSidebar a', { hasText: 'Resource 8.9' })
    await expect.poll(() => link.isVisible()).toBe(true)
    const inView = () =>
      link.evaluate((element) => {
        const sidebar = element.closest('.VPSidebar')!.getBoundingClientRect()
        const box = element.getBoundingClientRect()
        return box.top >= sidebar.top && box.bottom <= sidebar.bottom
      })
    await expect.poll(inView).toBe(true)
    expect(errors).toEqual([])
    await page.close()
  })

  it("opens the page's section and tag with its link, and loads another section's tags on a click", async () => {
    const page = await chromium.browser.newPage({ viewport: { width: 1280, height: 800 } })
    const errors = watchErrors(page)
    await page.goto(`${url}/many/get-3-4`, { waitUntil: 'networkidle' })
    const active = page.locator('.VPSidebar a.VPLink.link.is-active, .VPSidebar .is-active a')
    await expect
      .poll(() => page.locator('.VPSidebar a', { hasText: 'Resource 3.4' }).isVisible())
      .toBe(true)
    expect(await active.first().textContent()).toContain('Resource 3.4')
    // The page's section lists its 11 tags; the others are closed and empty.
    const section = (name: string) =>
      page
        .locator('.VPSidebar [data-vpad-group]', { hasText: new RegExp(`^${name}$`) })
        .locator('xpath=ancestor::*[contains(@class, "VPSidebarItem")][1]')
    expect(await section('area3').locator('[data-vpad-group]').count()).toBe(1 + PER_AREA)
    expect(await section('area5').locator('[data-vpad-group]').count()).toBe(1)
    // A click on another section loads its tags, one on a tag its operations.
    await section('area5').locator('> .item').click()
    await expect
      .poll(() => section('area5').locator('[data-vpad-group]').count())
      .toBe(1 + PER_AREA)
    // Under its section, a tag reads without the section's name.
    const tag = section('area5').locator('[data-vpad-group]', { hasText: /^res2$/ })
    await tag.locator('xpath=ancestor::div[contains(@class, "item")][1]').click()
    const link = page.locator('.VPSidebar a', { hasText: 'Resource 5.2' })
    await link.click()
    await page.waitForURL(/\/many\/get-5-2(\.html)?$/)
    await expect.poll(() => page.locator('h1').first().textContent()).toContain('Resource 5.2')
    expect(errors).toEqual([])
    await page.close()
  })
})

describe('the same sidebar in vitepress dev', () => {
  const chromium = useBrowser()
  let root: string
  let server: SiteServer

  beforeAll(async () => {
    root = scratchSite(SITE)
    server = await startVitepress('dev', root)
  }, 180_000)

  afterAll(async () => {
    await server?.stop()
    rmSync(root, { recursive: true, force: true })
  })

  it(
    "opens the page's section and tag, and loads another section's tags on a click",
    {
      timeout: 240_000,
    },
    async () => {
      const page = await chromium.browser.newPage({ viewport: { width: 1280, height: 800 } })
      const errors: string[] = []
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`))
      // Chromium's own favicon request is logged as a bare 404 in dev (the config's data: icon is
      // put in the head by the client): failing requests are recorded with their URL instead.
      page.on('response', (response) => {
        if (response.status() >= 400 && !response.url().endsWith('/favicon.ico'))
          errors.push(`${response.status()} ${response.url()}`)
      })
      page.on('console', (message) => {
        if (message.text().includes('[Vue warn]')) errors.push(message.text())
      })
      // The first page of a dev server waits for Vite to optimize dependencies: slow on a busy
      // machine, so the page is waited for, not its load event.
      await page.goto(`${server.url}/many/get-3-4`, { waitUntil: 'commit', timeout: 120_000 })
      const link = (text: string) => page.locator('.VPSidebar a', { hasText: text })
      await link('Resource 3.4').waitFor({ timeout: 120_000 })
      const section = page
        .locator('.VPSidebar [data-vpad-group]', { hasText: /^area5$/ })
        .locator('xpath=ancestor::*[contains(@class, "VPSidebarItem")][1]')
      await section.locator('> .item').click()
      const tag = section.locator('[data-vpad-group]', { hasText: /^res2$/ })
      await tag.locator('xpath=ancestor::div[contains(@class, "item")][1]').click()
      await link('Resource 5.2').waitFor()
      expect(errors).toEqual([])
      await page.close()
    },
  )
})
