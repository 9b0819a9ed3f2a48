import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { expect, inject } from 'vitest'
import { watchErrors } from './browser'
import { navBarStyle, themeRequests, watchRequests } from './default-theme'
import { authorizeInPopup } from './oauth'
import { historyEntries } from './history'
import { hydrated, poll } from './open-page'
import { saveByRename, searchTitles } from './site-edits'
import { FRENCH_CHANGES } from './packed-tasks'

// What the packed-site suite (packed-suite.ts) does in a browser on each packed site: reads its
// pages through the sidebar and in French, authorizes and sends, uses the try-it as an API client,
// and follows an author's edits in `vitepress dev`. Each returns the problems it saw, none when
// all is well.

/** Vue's warnings, which VitePress's dev build prints as console warnings. */
function watchVueWarnings(page: Page, errors: string[]): void {
  page.on('console', (message) => {
    if (message.type() === 'warning' && message.text().includes('[Vue warn]'))
      errors.push(`console: ${message.text()}`)
  })
}

/** A new tab at 1280 × 900 in a context of its own, its errors and Vue's warnings recorded. */
async function watchedTab(browser: Browser) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  const page = await context.newPage()
  const errors = watchErrors(page)
  watchVueWarnings(page, errors)
  return { context, page, errors }
}

/**
 * Opens the French page with an embedded operation: the page's language comes from its locale,
 * and the embed's words (the plugin's and the playground's) from the packed French catalogs.
 */
export async function readInFrench(browser: Browser, url: string): Promise<string[]> {
  const { context, page, errors } = await watchedTab(browser)
  await page.goto(`${url}/fr/`)
  const operation = page.locator('[data-operation-id="notes.getNote"]')
  await operation.locator('.vap-send').waitFor({ timeout: 60_000 })
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('fr-FR')
  await hydrated(page)
  await expect
    .poll(() => operation.locator('.vap-send').textContent(), { timeout: 30_000 })
    .toContain('Envoyer')
  expect(await operation.textContent()).toContain('Paramètres de chemin')
  expect(await operation.textContent()).not.toContain('Path parameters')
  await context.close()
  return errors
}

/**
 * Opens the French copy of a spec's page (its `locales`): French, its sidebar in French and in
 * /fr/, a sidebar link to another of its pages staying there, its changelog's lines in French, and
 * the search loading the French index alone (`built`: from the build's chunks, else from dev).
 */
export async function readCopyInFrench(
  browser: Browser,
  url: string,
  built: boolean,
): Promise<string[]> {
  const { context, page, errors } = await watchedTab(browser)
  // Every index the French pages fetch, from the first.
  const indexes: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('search-index')) indexes.push(new URL(request.url()).pathname)
  })
  await page.goto(`${url}/fr/tasks/listTasks`)
  const operation = page.locator('[data-operation-id="tasks~fr.listTasks"]')
  await operation.locator('h1').waitFor({ timeout: 60_000 })
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('fr-FR')
  await hydrated(page)
  await expect
    .poll(() => operation.locator('.vap-send').textContent(), { timeout: 30_000 })
    .toContain('Envoyer')
  const sidebar = page.locator('.VPSidebar')
  expect(await sidebar.getByText('Historique des changements').count()).toBe(1)
  const link = sidebar.locator('a[href*="createTask"]')
  await link.waitFor({ state: 'attached', timeout: 30_000 })
  expect(await link.getAttribute('href')).toMatch(/^\/fr\/tasks\/createTask/)
  await link.click()
  await page.locator('[data-operation-id="tasks~fr.createTask"] h1').waitFor({ timeout: 30_000 })
  expect(new URL(page.url()).pathname).toMatch(/^\/fr\/tasks\/createTask/)
  // The language menu links the spec's own page, and from a spec without a French copy the
  // French home, not a page that is not there (packages/vitepress/README.md).
  const menu = () =>
    page
      .locator('.VPNavBarTranslations .VPMenuLink a')
      .evaluateAll((anchors) => anchors.map((a) => [a.textContent?.trim(), a.getAttribute('href')]))
  await expect.poll(menu).toEqual([['English', '/tasks/createTask.html']])
  // The changelog's change lines, worded on the page from the packed French catalog.
  await sidebar.getByText('Historique des changements').click()
  await page.locator('.vpad-history-changes').waitFor({ timeout: 30_000 })
  const [changed] = await historyEntries(page)
  expect(changed!.title).toBe('5 mars 2024 Done filter, createTask')
  expect(changed!.changes).toEqual(FRENCH_CHANGES)
  // The search's index: the French one alone, as dev serves the virtual module (`\0` written
  // `__x00__`, Vite's `/@id/` prefix) or as the build names its chunk.
  await page.locator('.vpad-search-button').click()
  await page.locator('.vpad-search-input').fill('tasks')
  await page.locator('.vpad-search-result').first().waitFor({ timeout: 30_000 })
  expect(indexes).toEqual([
    built
      ? expect.stringMatching(/^\/assets\/chunks\/search-index-fr\.[\w-]+\.js$/)
      : '/@id/__x00__virtual:vitepress-api-docs/search-index-fr',
  ])
  await page.keyboard.press('Escape')
  await page.goto(`${url}/notes/listNotes`)
  await hydrated(page)
  await expect.poll(menu).toEqual([['Français', '/fr/']])
  await context.close()
  return errors
}

/** Opens an operation page as a reader would, and follows a sidebar link to another one. */
export async function readThroughSidebar(browser: Browser, url: string): Promise<string[]> {
  const { context, page, errors } = await watchedTab(browser)
  // Chromium's favicon request is logged as a bare 404; failing requests of the page are
  // recorded with their URL instead.
  page.on('response', (response) => {
    if (response.status() >= 400) errors.push(`${response.status()} ${response.url()}`)
  })
  await page.goto(`${url}/notes/listNotes`)
  const operation = page.locator('[data-operation-id="notes.listNotes"]')
  await operation.locator('h1').waitFor({ timeout: 60_000 })
  expect(await operation.locator('h1').textContent()).toBe('List notes')
  expect(await page.title()).toContain('List notes')
  // The spec's sidebar lists its operations, and no other spec's.
  const sidebar = page.locator('.VPSidebar')
  await sidebar.getByText('Get a note').waitFor({ state: 'attached', timeout: 30_000 })
  const text = (await sidebar.textContent()) ?? ''
  expect(text).toContain('List notes')
  expect(text).not.toContain('List tasks')
  await sidebar.getByRole('link', { name: /Get a note/ }).click()
  await page.locator('[data-operation-id="notes.getNote"] h1').waitFor({ timeout: 30_000 })
  expect(new URL(page.url()).pathname).toMatch(/^\/notes\/getNote(\.html)?$/)
  // The other spec's pages show its own sidebar.
  await page.goto(`${url}/tasks/createTask`)
  await page.locator('[data-operation-id="tasks.createTask"] h1').waitFor({ timeout: 60_000 })
  await sidebar.getByText('List tasks').waitFor({ state: 'attached', timeout: 30_000 })
  expect((await sidebar.textContent()) ?? '').not.toContain('List notes')
  // A spec of 110 tags: its sections come once the page is hydrated, the page's own open.
  await page.goto(`${url}/many/get-8-9`)
  await page.locator('[data-operation-id="many.get-8-9"] h1').waitFor({ timeout: 60_000 })
  await sidebar.getByRole('link', { name: /Resource 8\.9/ }).waitFor({ timeout: 30_000 })
  expect(await sidebar.locator('[data-vpad-group]', { hasText: /^area\d$/ }).count()).toBe(10)
  await context.close()
  return errors.filter((error) => !error.includes('Failed to load resource'))
}

/**
 * Opens an operation page in dev: how the default theme came, and whether its styles apply; how
 * the plugin's client came (the package's dev bundle, Vite's pre-bundle, module by module).
 */
export async function defaultThemeInDev(browser: Browser, url: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  const page = await context.newPage()
  const requests = watchRequests(page)
  await page.goto(`${url}/notes/listNotes`)
  await page.locator('[data-operation-id="notes.listNotes"] h1').waitFor({ timeout: 60_000 })
  const client = '/node_modules/vitepress-api-docs/dist/client/'
  const theme = {
    ...themeRequests(requests),
    navBar: await navBarStyle(page),
    clientBundle: requests.filter((path) => path.startsWith(`${client}dev/index.js`)),
    clientPrebundled: requests.filter((path) => /\/deps\/vitepress-api-docs/.test(path)),
    // The pages' store is served on its own (with what it imports), in either way.
    clientModules: requests.filter(
      (path) =>
        path.startsWith(client) &&
        !/^(dev|pages-store\.js|packages|styles\.css)\b/.test(path.slice(client.length)),
    ),
  }
  await context.close()
  return theme
}

/**
 * Runs authorization code with PKCE from an operation page's try-it panel, in a popup against the
 * demo server's authorization server, then sends with the token it got: the API must accept it.
 */
export async function authorizeAndSend(browser: Browser, url: string): Promise<string[]> {
  const apiUrl = inject('apiUrl')
  const { context, page, errors } = await watchedTab(browser)
  await page.goto(`${url}/secure/listSecureNotes`)
  const operation = page.locator('[data-operation-id="secure.listSecureNotes"]')
  await operation.locator('h1').waitFor({ timeout: 60_000 })
  const panel = operation.locator('.vpad-tryit')
  const box = panel.locator('.vpad-oauth')
  // The redirect page is the site's own, served by the plugin in dev and written by the build.
  await expect
    .poll(() => box.locator('.vpad-oauth-redirect code').textContent(), { timeout: 30_000 })
    .toBe(`${url}/oauth-redirect.html`)
  await box.getByLabel('Client ID').fill('demo-app')
  await authorizeInPopup(page, box, apiUrl, 'Allow')
  await expect
    .poll(() => box.locator('.vpad-oauth-token, .vpad-oauth-error').textContent(), {
      timeout: 30_000,
    })
    .toMatch(/Token from Authorization code with PKCE/)
  const bearer = await panel.getByLabel('Token').inputValue()
  const answered = page.waitForResponse(
    (response) =>
      response.url() === `${apiUrl}/notes/items` && response.request().method() !== 'OPTIONS',
  )
  await panel.locator('.vap-send').click()
  const response = await answered
  expect((await response.request().allHeaders()).authorization).toBe(`Bearer ${bearer}`)
  expect(response.status()).toBe(200)
  await context.close()
  return errors.filter((error) => !error.includes('Failed to load resource'))
}

/**
 * The try-it as an API client, from the installed packages: an environment made in the panel, a
 * `{{variable}}` in a path parameter resolved when sent, the request reopened from the history
 * and sent again, then answered by Mock without reaching the server.
 */
export async function useAsAClient(browser: Browser, url: string): Promise<string[]> {
  const { context, page, errors } = await watchedTab(browser)
  const sent: string[] = []
  page.on('request', (request) => {
    if (request.url().startsWith(`${inject('apiUrl')}/echo`) && request.method() !== 'OPTIONS')
      sent.push(new URL(request.url()).pathname)
  })
  await page.goto(`${url}/notes/getNote`)
  const panel = page.locator('[data-operation-id="notes.getNote"] .vpad-tryit')
  await panel.waitFor({ timeout: 60_000 })
  await hydrated(page)
  const send = async (): Promise<{ path: string }> => {
    const answered = page.waitForResponse(
      (response) =>
        response.url().startsWith(`${inject('apiUrl')}/echo/`) &&
        response.request().method() !== 'OPTIONS',
    )
    await panel.locator('.vap-send').click()
    return (await (await answered).json()) as { path: string }
  }

  await panel.getByLabel('Token').fill('tok-client')
  await panel.getByRole('button', { name: /Variables/ }).click()
  await panel.getByLabel('New environment').fill('packed')
  await panel.getByRole('button', { name: 'Add', exact: true }).click()
  await poll(() => panel.getByLabel('Active environment').inputValue()).toBe('packed')
  await panel.getByRole('button', { name: 'Add variable' }).click()
  await panel.locator('input[aria-label^="Name of variable"]').last().fill('noteId')
  await panel.getByLabel('Value of noteId', { exact: true }).fill('n-42')
  const id = panel.getByRole('textbox', { name: /^id/ })
  await id.fill('{{noteId}}')
  expect((await send()).path).toBe('/echo/notes/n-42')

  // Reopened from the history: the field holds what was typed, and sends the same again.
  await id.fill('something else')
  await panel.getByRole('button', { name: 'History' }).click()
  const entries = panel.locator('.vpad-history-entry')
  await poll(() => entries.count()).toBe(1)
  await panel.getByRole('button', { name: /^Reopen GET / }).click()
  await poll(() => id.inputValue()).toBe('{{noteId}}')
  expect((await send()).path).toBe('/echo/notes/n-42')
  await poll(() => entries.count()).toBe(2)

  // Mock answers from the description; nothing more reaches the server.
  const before = sent.length
  await panel.locator('.vpad-mock-toggle input').check()
  await panel.locator('.vpad-mock').waitFor()
  await panel.locator('.vap-send').click()
  await poll(() => panel.locator('.vap-response__label').textContent()).toBe('mocked')
  expect(await panel.locator('.vap-response').textContent()).toContain('200')
  expect(sent).toHaveLength(before)
  expect(sent).toEqual(['/echo/notes/n-42', '/echo/notes/n-42'])
  await poll(() => entries.count()).toBe(3)
  await context.close()
  return errors
}

/**
 * Edits the site while `vitepress dev` serves it, as its author does: a description's summary
 * changes under an open page (what was typed stays, the search dialog finds the new words, no
 * reload), a Markdown page is added and deleted (every generated page still answers). The
 * description is put back as it was.
 */
export async function followEditsInDev(
  browser: Browser,
  url: string,
  site: string,
): Promise<string[]> {
  const { context, page, errors } = await watchedTab(browser)
  const spec = join(site, 'notes.yaml')
  const original = readFileSync(spec, 'utf8')
  const heading = page.locator('[data-operation-id="notes.getNote"] h1')
  const search = (query: string): Promise<string> => searchTitles(page, query)
  const generatedPagesShow = async () => {
    for (const [path, id] of [
      ['/notes/listNotes', 'notes.listNotes'],
      ['/tasks/createTask', 'tasks.createTask'],
    ]) {
      await page.goto(`${url}${path}`)
      await page.locator(`[data-operation-id="${id}"] h1`).waitFor({ timeout: 30_000 })
    }
  }
  try {
    await page.goto(`${url}/notes/getNote`)
    await heading.waitFor({ timeout: 60_000 })
    await page.evaluate(() => ((window as { beforeEdit?: boolean }).beforeEdit = true))
    const field = page.locator('.vpad-tryit input[type="text"]').first()
    await field.fill('typed before the edit')
    expect(await search('Get a note')).toContain('Get a note')
    saveByRename(spec, original.replace('summary: Get a note', 'summary: Fetch one note'))
    await expect.poll(() => heading.textContent(), { timeout: 30_000 }).toBe('Fetch one note')
    expect(await page.evaluate(() => (window as { beforeEdit?: boolean }).beforeEdit)).toBe(true)
    expect(await field.inputValue()).toBe('typed before the edit')
    await expect.poll(() => search('Fetch one'), { timeout: 15_000 }).toContain('Fetch one note')

    // What the page at /added shows: the added page, or the theme's page for a missing one. In
    // a tab of its own: VitePress's client logs its failure to load a deleted page's module,
    // which is VitePress's business, not the generated pages'.
    const probe = await context.newPage()
    const addedShows = async (): Promise<string> => {
      await probe.goto(`${url}/added`)
      const shown = probe.locator('h1:has-text("An added page"), .NotFound').first()
      await shown.waitFor({ timeout: 30_000 })
      return (await shown.getAttribute('class'))?.includes('NotFound') ? 'not found' : 'added'
    }
    const added = join(site, 'added.md')
    writeFileSync(added, '# An added page\n')
    await expect.poll(addedShows, { timeout: 30_000 }).toBe('added')
    await generatedPagesShow()
    rmSync(added)
    await expect.poll(addedShows, { timeout: 30_000 }).toBe('not found')
    await generatedPagesShow()
  } finally {
    saveByRename(spec, original)
    await context.close()
  }
  return errors.filter((error) => !error.includes('Failed to load resource'))
}
