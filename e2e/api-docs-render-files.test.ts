import { existsSync, readFileSync, readdirSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { generatedSpec } from '../packages/vitepress/src/node/plugins/testUtils'
import {
  PAGE_DATA_ELEMENT,
  pageDataOfHtml,
} from '../packages/vitepress/src/shared/page-data-script'
import { SITE_BUILD_TIMEOUT, startDocsSite, type RunningDocsSite } from './api-docs-site'
import { useBrowser, watchErrors } from './browser'
import { writeFiles } from './packed-site'
import { searchTitles } from './site-edits'
import { mustBuild } from './child-build'

// The server render of a build reads each generated page's data from the JSON file the browser
// build wrote, not from the spec's model, which the plugin lets go before the render (Microsoft
// Graph's models held 1.5 GB through it). The site's own plugin edits one page's file between
// the bundles and the render: the page's HTML shows the edit, and carries the edited data for the
// browser (the files then leave the output). The site lives inside the
// repository so that it resolves the workspace's packages.
const root = fileURLToPath(new URL(`./.artifacts/render-files-${process.pid}/`, import.meta.url))
const dist = join(root, '.vitepress/dist')
const printed: string[] = []

const CONFIG = `import { readFileSync, readdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { defineConfig } from 'vitepress'
import { apiDocs } from 'vitepress-api-docs/node'

const pages = join(import.meta.dirname, 'dist/assets/pages')

export default defineConfig({
  title: 'Render files',
  extends: await apiDocs({
    specs: [{ name: 'items', spec: 'spec.json', prefix: '/items' }],
  }),
  vite: {
    plugins: [
      (() => {
        // One plugin object serves the browser build, then the server build.
        let ssr = false
        return {
        name: 'edit-a-data-file',
        configResolved(config) {
          ssr = Boolean(config.build.ssr)
        },
        // The server build's end: the browser build's data files are in place.
        closeBundle() {
          if (!ssr) return
          // The spec's folder is named with a hash of its files; a file, after its page's slug.
          const folder = readdirSync(pages).find((name) => name.startsWith('items.'))
          const file = join(pages, folder, 'getitem3.json')
          writeFileSync(file, readFileSync(file, 'utf8').replace('"Get item 3"', '"Read from its file"'))
        },
      }
      })(),
    ],
  },
})
`

beforeAll(async () => {
  rmSync(root, { recursive: true, force: true })
  const files: Record<string, string> = {
    '.vitepress/config.ts': CONFIG,
    '.vitepress/theme/index.ts': `import DefaultTheme from 'vitepress/theme'
import { withApiDocs } from 'vitepress-api-docs/client'

export default withApiDocs(DefaultTheme)
`,
    'index.md': '# Render files\n',
    'spec.json': generatedSpec(20),
  }
  writeFiles(root, files)
  // What the build prints, line by line.
  printed.push(...(await mustBuild(root, { logLevel: 'info' })).split('\n'))
}, 240_000)

afterAll(() => rmSync(root, { recursive: true, force: true }))

describe('the server render of a build', () => {
  it("renders a generated page from its data file, not from the spec's model", () => {
    const html = readFileSync(join(dist, 'items/getItem3.html'), 'utf8')
    expect(html).toContain('Read from its file')
    expect(html).not.toContain('Get item 3<')
    // Pages whose files were left alone show the spec's own text.
    expect(readFileSync(join(dist, 'items/getItem4.html'), 'utf8')).toContain('Get item 4')
    // The twin was written from the data the browser build made, before the edit.
    expect(readFileSync(join(dist, 'items/getItem3.md'), 'utf8')).toMatch(/^# Get item 3\n/)
    // The page's HTML carries the data its module reads, from the same file; the files are gone.
    const carried = pageDataOfHtml(html, '../items/getItem3')
    expect(carried).toContain('Read from its file')
    expect(JSON.parse(carried!)).toMatchObject({ pageData: { relativePath: 'items/getItem3.md' } })
    expect(existsSync(join(dist, 'assets/pages'))).toBe(false)
    // 20 operations and the changelog, 20 schemas, each with its data.
    const pages = readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((file) =>
      /^(items|schemas)\/.*\.html$/.test(file),
    )
    expect(pages).toHaveLength(41)
    for (const file of pages)
      expect(readFileSync(join(dist, file), 'utf8')).toContain(`id="${PAGE_DATA_ELEMENT}"`)
  })
})

describe("the build's summary", () => {
  it("prints the output's size, file count and largest file, as on disk", () => {
    const files = readdirSync(dist, { recursive: true, withFileTypes: true }).filter((entry) =>
      entry.isFile(),
    )
    const line = printed.find((text) => text.includes('vitepress-api-docs: output: '))
    expect(line).toMatch(
      new RegExp(
        `output: [\\d.]+ [KM]B in ${files.length} files, the largest [\\w/.-]+ \\([\\d.]+ [KM]B\\)$`,
      ),
    )
    // Printed last: nothing of the plugin or VitePress after it wrote a file.
    expect(printed.indexOf(line!)).toBeGreaterThan(
      printed.findIndex((text) => text.includes('Markdown pages written')),
    )
  })
})

// Generated pages of one kind share one module (src/node/vitepress/page-map.ts): no page has a
// chunk of its own, and what stays per page is its HTML (which carries its data) and its Markdown
// twin.
// The fixture site (six specs) is built and served; its pages must still hydrate and work,
// reached by full loads and by the router's client-side navigation alike.
const chrome = useBrowser()
let fixture: RunningDocsSite | undefined
const apiUrl = () => inject('apiUrl')

describe("generated pages share their kind's module", { timeout: 180_000 }, () => {
  beforeAll(async () => {
    fixture = await startDocsSite(apiUrl())
  }, SITE_BUILD_TIMEOUT)
  afterAll(() => fixture?.close())

  it('writes one module a kind and none a page: a page is its HTML (with its data) and its twin', () => {
    const { outDir } = fixture!
    const html = readdirSync(outDir, { recursive: true, encoding: 'utf8' }).filter(
      (file) => file.endsWith('.html') && /^(pets|admin|variants|schemas)\//.test(file),
    )
    expect(html.length).toBeGreaterThan(30)
    const scripts = readdirSync(join(outDir, 'assets')).filter((file) => file.endsWith('.js'))
    const pageChunks = new Set(
      html.map((file) => `${file.replace(/\.html$/, '').replace(/\//g, '_')}.md.`),
    )
    expect(
      scripts.filter((file) => [...pageChunks].some((chunk) => file.startsWith(chunk))),
    ).toEqual([])
    expect(scripts.filter((file) => file.startsWith('api-docs-')).sort()).toEqual([
      expect.stringMatching(/^api-docs-changelog\.[\w-]+\.js$/),
      expect.stringMatching(/^api-docs-operation\.[\w-]+\.js$/),
      expect.stringMatching(/^api-docs-schema\.[\w-]+\.js$/),
    ])
    // No data file: each page's HTML carries its data.
    expect(existsSync(join(outDir, 'assets/pages'))).toBe(false)
    const getPet = readFileSync(join(outDir, 'pets/getPet.html'), 'utf8')
    expect(JSON.parse(pageDataOfHtml(getPet, '../pets/getPet')!)).toMatchObject({
      page: { apiDocsPage: 'operation' },
    })
  })

  it("loads a page, then others by the sidebar, the nav and search, each one's HTML once", async () => {
    const page = await chrome.browser.newPage({ viewport: { width: 1280, height: 900 } })
    const errors = watchErrors(page)
    const requested: string[] = []
    page.on('request', (request) => requested.push(new URL(request.url()).pathname))
    await page.goto(`${fixture!.url}/pets/listPets`)
    await hydrated(page)
    // One marker on the window: it survives client-side navigation, not a full load.
    await page.evaluate(() => ((window as { spa?: number }).spa = 1))
    expect(await heading(page)).toBe('List pets')
    await expectSends(page, 'pets.listPets')

    // The sidebar, within a spec: another operation, then a schema (another kind).
    await page.locator('.VPSidebar a[href^="/pets/createPet"]').first().click()
    await poll(() => heading(page)).toBe('Create a pet')
    await expectSends(page, 'pets.createPet')
    await page.locator('.vp-doc a[href^="/schemas/pets/"]').first().click()
    await poll(() => page.evaluate(() => location.pathname)).toMatch(/^\/schemas\/pets\//)
    await poll(() => page.locator('.vp-doc h1').first().isVisible()).toBe(true)
    // The nav, to another spec; then back to the first.
    await page.locator('.VPNav').getByRole('link', { name: 'Admin' }).click()
    await poll(() => heading(page)).toBe('List users')
    await expectSends(page, 'admin.listUsers')
    await page.goBack()
    await poll(() => page.evaluate(() => location.pathname)).toMatch(/^\/schemas\/pets\//)
    await page.goBack()
    await poll(() => heading(page)).toBe('Create a pet')
    await expectSends(page, 'pets.createPet')
    // The changelog, from the sidebar.
    await page.locator('.VPSidebar a[href^="/pets/changelog"]').first().click()
    await poll(() => heading(page)).toBe('Changelog')
    // Search, to an operation of another spec.
    expect(await searchTitles(page, 'audit')).toContain('Audit log')
    await page.keyboard.press('Control+k')
    await page.locator('.vpad-search-input').fill('audit')
    await page.locator('[role="dialog"].vpad-search [role="option"]').first().click()
    await poll(() => heading(page)).toBe('Audit log')
    expect(await page.evaluate(() => (window as { spa?: number }).spa)).toBe(1)

    // No generated page's own chunk (the site's own Markdown pages keep theirs).
    const ownChunk = /^\/assets\/(pets|admin|schemas|variants|stream|catalog|keywords)_.*\.js$/
    expect(requested.filter((path) => ownChunk.test(path))).toEqual([])
    expect(requested.filter((path) => path.startsWith('/assets/api-docs-')).length).toBeGreaterThan(
      5,
    )
    // The first page's data came with it; each page the router went to, from its HTML, once.
    const generated = /^\/(pets|admin|schemas|variants|stream|catalog|keywords)\/.*\.html$/
    const htmlFetched = requested.filter((path) => generated.test(path))
    expect(htmlFetched).not.toContain('/pets/listPets.html')
    expect(htmlFetched).toContain('/pets/createPet.html')
    expect(htmlFetched.length).toBeGreaterThanOrEqual(5)
    expect(new Set(htmlFetched).size).toBe(htmlFetched.length)
    expect(errors).toEqual([])
    await page.close()
  })

  it("carries a shared schema it shows closed in summary, and fills it in from the schema's page when opened", async () => {
    const html = readFileSync(join(fixture!.outDir, 'pets/getPet.html'), 'utf8')
    const data = JSON.parse(pageDataOfHtml(html, '../pets/getPet')!) as {
      page: { data: { schemas: Record<string, { properties?: object; summary?: object }> } }
    }
    // Pet shows open (the response is one); Category, a property of it, closed: in summary.
    expect(data.page.data.schemas.Pet!.properties).toBeDefined()
    expect(data.page.data.schemas.Category).toMatchObject({ summary: { properties: 2 } })
    expect(data.page.data.schemas.Category!.properties).toBeUndefined()
    const page = await chrome.browser.newPage({ viewport: { width: 1280, height: 900 } })
    const errors = watchErrors(page)
    const requested: string[] = []
    page.on('request', (request) => requested.push(new URL(request.url()).pathname))
    await page.goto(`${fixture!.url}/pets/getPet`)
    await hydrated(page)
    const category = page
      .locator('.vpad-response')
      .first()
      .locator('.vpad-schema')
      .filter({
        has: page.locator('> .vpad-schema-head > .vpad-schema-name', { hasText: /^category$/ }),
      })
    // The server render said what the closed node holds, from the summary.
    await expect
      .poll(() => category.locator('> details > summary').textContent())
      .toMatch(/2 properties/)
    await category.locator('> details > summary').click()
    const names = category.locator('> details .vpad-schema-name')
    await poll(() => names.allTextContents()).toEqual(['name', 'parent'])
    expect(requested).toContain('/schemas/pets/Category.html')
    expect(errors).toEqual([])
    await page.close()
  })

  it("reads a schema page's example back from its HTML, on a first load and after navigation", async () => {
    const html = readFileSync(join(fixture!.outDir, 'schemas/pets/Pet.html'), 'utf8')
    const data = JSON.parse(pageDataOfHtml(html, '../schemas/pets/Pet')!) as {
      page: { data: { example?: unknown; exampleInHtml?: boolean } }
    }
    // The example is in the page once, as the code it shows.
    expect(data.page.data.example).toBeUndefined()
    expect(data.page.data.exampleInHtml).toBe(true)
    const page = await chrome.browser.newPage({ viewport: { width: 1280, height: 900 } })
    const errors = watchErrors(page)
    const example = page.locator('article.vpad-schema-page .vpad-example-code code')
    await page.goto(`${fixture!.url}/schemas/pets/Pet`)
    await hydrated(page)
    const first = JSON.parse((await example.textContent()) ?? '') as Record<string, unknown>
    expect(first).toMatchObject({ name: 'Rex' })
    // Still there once hydrated: the app's copy of the data has it back.
    await poll(async () => JSON.parse((await example.textContent()) ?? 'null')).toEqual(first)
    // Another page, then back to the schema by the router: its fetched HTML gives the example.
    await page.goto(`${fixture!.url}/pets/getPet`)
    await hydrated(page)
    await page.locator('.vp-doc a[href="/schemas/pets/Pet"]').first().click()
    await poll(() => page.evaluate(() => location.pathname)).toMatch(
      /^\/schemas\/pets\/Pet(\.html)?$/,
    )
    await poll(async () => JSON.parse((await example.textContent()) ?? 'null')).toEqual(first)
    expect(errors).toEqual([])
    await page.close()
  })

  it("reads an operation's JSON examples back from its HTML, on a first load and after navigation", async () => {
    const html = readFileSync(join(fixture!.outDir, 'pets/createPet.html'), 'utf8')
    const text = pageDataOfHtml(html, '../pets/createPet')!
    // The body's example `cat` is in the page once, as the code it shows.
    expect(text).not.toContain('"Tom"')
    expect(text).toMatch(/"name":"cat"[^}]*"shownAt":\d+/)
    const page = await chrome.browser.newPage({ viewport: { width: 1280, height: 900 } })
    const errors = watchErrors(page)
    const body = page.locator('[data-operation-id="pets.createPet"] .vpad-tryit textarea')
    // The try-it's body is made from the page's data, not from the HTML: the value came back.
    const tomInBody = async () => JSON.parse((await body.inputValue()) || 'null') as unknown
    await page.goto(`${fixture!.url}/pets/createPet`)
    await hydrated(page)
    await poll(tomInBody).toEqual({ name: 'Tom', tag: 'cat' })
    // Another page, then back by the sidebar: the fetched HTML gives it.
    await page.goto(`${fixture!.url}/pets/listPets`)
    await hydrated(page)
    await page.locator('.VPSidebar a[href^="/pets/createPet"]').first().click()
    await poll(tomInBody).toEqual({ name: 'Tom', tag: 'cat' })
    expect(errors).toEqual([])
    await page.close()
  })

  it('switches a variant on a page reached by client-side navigation', async () => {
    const page = await chrome.browser.newPage({ viewport: { width: 1280, height: 900 } })
    const errors = watchErrors(page)
    await page.goto(`${fixture!.url}/variants/addPet`)
    await hydrated(page)
    await page
      .locator('.VPSidebar a[href^="/variants/"]')
      .filter({ hasNotText: 'Add a pet' })
      .first()
      .click()
    await poll(() => heading(page)).not.toBe('Add a pet')
    await page.goBack()
    await poll(() => heading(page)).toBe('Add a pet')
    const body = page.locator('.vpad-operation > .vpad-media').first()
    const tabs = body.getByRole('tablist', { name: 'One of (Pet)' })
    await tabs.getByRole('tab', { name: 'dog' }).click()
    await poll(() => body.getByRole('tabpanel').textContent()).toContain('barks')
    expect(errors).toEqual([])
    await page.close()
  })
})

const poll = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 30_000 })

/** VitePress's app has mounted (hydrated the server-rendered page). */
async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(
    () => (document.querySelector('#app') as { __vue_app__?: unknown } | null)?.__vue_app__,
  )
}

/** The page's title as its content shows it. */
const heading = async (page: Page) =>
  ((await page.locator('.vp-doc h1').first().textContent()) ?? '').replace(/\u200b|#/g, '').trim()

/** Sends the operation's request from its try-it panel; the echo server answers with its path. */
async function expectSends(page: Page, id: string): Promise<void> {
  const tryIt: Locator = page.locator(`[data-operation-id="${id}"] .vpad-tryit`)
  const echoed = page.waitForResponse(
    (response) =>
      response.url().startsWith(`${apiUrl()}/echo/`) && response.request().method() !== 'OPTIONS',
  )
  await tryIt.locator('.vap-send').click()
  expect((await echoed).status()).toBe(200)
}
