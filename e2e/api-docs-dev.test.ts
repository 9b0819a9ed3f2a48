import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Page } from 'playwright-core'
import { createServer } from 'vitepress'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { useBrowser, watchErrors } from './browser'
import { saveByRename, searchTitles } from './site-edits'
import { navBarStyle, SCOPED_NAV_BAR, themeRequests, watchRequests } from './default-theme'

// `vitepress dev` on a copy of the fixture site, read in Chromium: an edit of a spec file shows on
// the open page, however the editor saves it. The copy lives inside the repository so that it
// resolves the workspace's packages.
const fixture = fileURLToPath(new URL('./api-docs-site/', import.meta.url))
const root = fileURLToPath(new URL(`./.artifacts/dev-site-${process.pid}/`, import.meta.url))
const spec = join(root, 'specs/pets.yaml')
const chrome = useBrowser()
let server: Awaited<ReturnType<typeof createServer>>
let base = ''
let page: Page
let errors: string[] = []
let requests: string[] = []

/** Saves the spec as most editors do: a new file written beside it, then renamed over it. */
const saveSpecByRename = (text: string): void => saveByRename(spec, text)

/** Saves the spec in place, slowly, so that the watcher sees it half-written first. */
async function saveInPlace(text: string): Promise<void> {
  const half = Math.floor(text.length / 2)
  writeFileSync(spec, text.slice(0, half))
  await new Promise((resolve) => setTimeout(resolve, 400))
  writeFileSync(spec, text)
}

const heading = () => page.locator('[data-operation-id="pets.listPets"] h1')

const search = (query: string): Promise<string> => searchTitles(page, query)

async function showsHeading(text: string): Promise<void> {
  await page.waitForFunction(
    (expected) =>
      document.querySelector('[data-operation-id="pets.listPets"] h1')?.textContent === expected,
    text,
    { timeout: 30_000 },
  )
}

describe('vitepress dev with vitepress-api-docs, in Chromium', () => {
  beforeAll(async () => {
    mkdirSync(root, { recursive: true })
    cpSync(fixture, root, {
      recursive: true,
      filter: (src) => !/[\\/]\.vitepress[\\/](dist|cache|\.temp)/.test(src),
    })
    server = await createServer(root, { port: 0, host: '127.0.0.1' })
    await server.listen()
    const address = server.httpServer!.address()
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
    page = await chrome.browser.newPage()
    errors = watchErrors(page)
    requests = watchRequests(page)
    page.on('console', (message) => {
      if (message.type() === 'warning' && message.text().includes('[Vue warn]'))
        errors.push(message.text())
    })
    // Chromium's own favicon request (which the fixture's data: icon does not stop in dev) is
    // logged as a bare 404; the page's requests that fail are recorded with their URL instead.
    page.on('response', (response) => {
      if (response.status() >= 400) errors.push(`${response.status()} ${response.url()}`)
    })
    // The first page of a dev server waits for Vite to optimize dependencies and transform the
    // theme: slow on a busy machine, so only the heading is waited for.
    await page.goto(`${base}/pets/listPets`, { waitUntil: 'commit', timeout: 120_000 })
    await heading().waitFor({ timeout: 120_000 })
  })

  afterAll(async () => {
    // Vite's close() never settles here once the dependency optimizer has run, with or without
    // this plugin (seen with a plain VitePress site too); the test process ends after this file.
    await Promise.race([server?.close(), new Promise((resolve) => setTimeout(resolve, 3000))])
    rmSync(root, { recursive: true, force: true })
  })

  it('shows the page, with its spec sidebar filled in', async () => {
    expect(await heading().textContent()).toBe('List pets')
    expect(await page.title()).toContain('List pets')
    await page.locator('.VPSidebar a[href^="/pets/listPets"]').waitFor({ state: 'attached' })
    expect(errors.filter((error) => !error.includes('Failed to load resource'))).toEqual([])
  })

  it("serves VitePress's default theme as one pre-bundled module, its scoped styles applied", async () => {
    const { bundle, sfcs, styles } = themeRequests(requests)
    expect(bundle.length).toBeGreaterThan(0)
    expect(sfcs).toEqual([])
    expect(styles).toEqual([])
    expect(await navBarStyle(page)).toEqual(SCOPED_NAV_BAR)
  })

  it('serves its generated modules without a source map, which repeated them in base64', async () => {
    const modules = ['sidebars', 'sidebar/pets/sidebar-pets-0', 'search-index-root']
    for (const name of modules) {
      const response = await fetch(`${base}/@id/__x00__virtual:vitepress-api-docs/${name}`)
      expect(response.status, name).toBe(200)
      const code = await response.text()
      expect(code.length, name).toBeGreaterThan(100)
      expect(code, name).not.toContain('sourceMappingURL')
    }
  })

  it('follows an edit saved by rename: heading, title and sidebar, without reloading', async () => {
    // A hot update, not a reload: the page's own state outlives the edit.
    await page.evaluate(() => ((window as { beforeEdit?: boolean }).beforeEdit = true))
    // Nor is the page mounted again: what the reader typed into its try-it panel stays.
    const field = page.locator('.vpad-tryit input[type="text"]').first()
    await field.fill('typed before the edit')
    // The search index is loaded before the edit: the dialog must not keep searching it.
    expect(await search('List pets')).toContain('List pets')
    saveSpecByRename(
      readFileSync(spec, 'utf8').replace('summary: List pets', 'summary: List every pet'),
    )
    await showsHeading('List every pet')
    await page.waitForFunction(() => document.title.includes('List every pet'))
    await page
      .locator('.VPSidebar a[href^="/pets/listPets"]', { hasText: 'List every pet' })
      .waitFor({ state: 'attached' })
    expect(await page.evaluate(() => (window as { beforeEdit?: boolean }).beforeEdit)).toBe(true)
    expect(await field.inputValue()).toBe('typed before the edit')
    await expect.poll(() => search('every pet'), { timeout: 15_000 }).toContain('List every pet')
  })

  it('follows an edit written in place, even when the watcher sees it half-written', async () => {
    await saveInPlace(
      readFileSync(spec, 'utf8').replace('summary: List every pet', 'summary: List all pets'),
    )
    await showsHeading('List all pets')
  })

  it('shows an added parameter in the open try-it panel, keeping what was typed in the others', async () => {
    const fields = page.locator('.vpad-tryit input')
    await page.locator('.vpad-tryit input[type="text"]').first().fill('kept across the edit')
    const before = await fields.count()
    saveSpecByRename(
      readFileSync(spec, 'utf8').replace(
        '        - name: X-Trace\n',
        '        - name: color\n          in: query\n          schema: { type: string }\n        - name: X-Trace\n',
      ),
    )
    await expect.poll(() => fields.count(), { timeout: 30_000 }).toBe(before + 1)
    await page.locator('.vpad-tryit', { hasText: 'color' }).waitFor()
    const values = await fields.evaluateAll((inputs) =>
      inputs.map((input) => (input as HTMLInputElement).value),
    )
    expect(values).toContain('kept across the edit')
  })

  it('gives an added operation its page and its sidebar entry', async () => {
    saveSpecByRename(
      readFileSync(spec, 'utf8').replace(
        '  /health:',
        [
          '  /toys:',
          '    get:',
          '      operationId: listToys',
          '      summary: List toys',
          '      tags: [pets]',
          '      responses:',
          "        '200': { description: ok }",
          '  /health:',
        ].join('\n'),
      ),
    )
    await page
      .locator('.VPSidebar a[href^="/pets/listToys"]')
      .waitFor({ state: 'attached', timeout: 30_000 })
    await page.locator('.VPSidebar a[href^="/pets/listToys"]').dispatchEvent('click')
    await page.locator('[data-operation-id="pets.listToys"] h1').waitFor({ timeout: 30_000 })
    expect(await page.locator('[data-operation-id="pets.listToys"] h1').textContent()).toBe(
      'List toys',
    )
    expect(errors.filter((error) => !error.includes('Failed to load resource'))).toEqual([])
  })

  it('keeps every generated page when a Markdown page is added, then deleted', async () => {
    const pages = () =>
      (server.config as unknown as { vitepress: { pages: string[] } }).vitepress.pages
    const generatedShows = async () => {
      await page.goto(`${base}/pets/getPet`, { waitUntil: 'commit' })
      await page.locator('[data-operation-id="pets.getPet"] h1').waitFor({ timeout: 30_000 })
      await page.goto(`${base}/pets/listToys`, { waitUntil: 'commit' })
      await page.locator('[data-operation-id="pets.listToys"] h1').waitFor({ timeout: 30_000 })
    }
    const added = join(root, 'added.md')
    writeFileSync(added, '# An added page\n')
    // VitePress resolves its page list again when the watcher tells it (1.6: onFileAddDelete).
    await expect.poll(pages, { timeout: 30_000 }).toContain('added.md')
    expect(pages()).toContain('pets/listPets.md')
    await generatedShows()
    await page.goto(`${base}/added`, { waitUntil: 'commit' })
    await page.locator('h1', { hasText: 'An added page' }).waitFor({ timeout: 30_000 })
    // Off the page before it goes: VitePress's own hot update of a deleted page logs an error.
    await page.goto(`${base}/pets/listPets`, { waitUntil: 'commit' })
    await heading().waitFor({ timeout: 30_000 })
    rmSync(added)
    await expect.poll(pages, { timeout: 30_000 }).not.toContain('added.md')
    expect(pages()).toContain('pets/listToys.md')
    await generatedShows()
    expect(errors.filter((error) => !error.includes('Failed to load resource'))).toEqual([])
  })
})
