import { createHash } from 'node:crypto'
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { useBrowser, watchErrors } from './browser'
import { navBarStyle, SCOPED_NAV_BAR, themeRequests, watchRequests } from './default-theme'
import { manyTagsSpec } from './many-tags'
import { authorizeInPopup } from './oauth'
import { historyEntries } from './history'
import { hydrated, poll } from './open-page'
import { mustRun, packedSite } from './packed-site'
import { saveByRename, searchTitles } from './site-edits'
import { startVitepress, type SiteServer } from './site-server'
import { FRENCH_CHANGES, TASKS, withTasksHistory } from './packed-tasks'

// The packages as npm users get them: both packed, installed into a fresh VitePress site outside
// the repository (so nothing resolves from the workspace), served by `vitepress dev`, then built
// and served by `vitepress preview`; on each VitePress line the plugin supports.

const SPEC = `openapi: 3.0.3
info: { title: Notes, version: 1.0.0 }
security: [{ bearerAuth: [] }]
paths:
  /notes:
    get:
      operationId: listNotes
      summary: List notes
      tags: [notes]
      responses:
        '200': { description: The notes }
  /notes/{id}:
    get:
      operationId: getNote
      summary: Get a note
      tags: [notes]
      parameters:
        - { name: id, in: path, required: true, schema: { type: string } }
      responses:
        '200': { description: The note }
components:
  securitySchemes:
    bearerAuth: { type: http, scheme: bearer }
`

// Guarded by the demo server's authorization server (server/oauth/). The OAuth URLs are relative,
// as in many real descriptions: they resolve against the server URL.
const SECURE = `openapi: 3.1.0
info: { title: Secure notes, version: 1.0.0 }
security: [{ notesOAuth: [notes:read] }]
paths:
  /items:
    get:
      operationId: listSecureNotes
      summary: List secure notes
      tags: [notes]
      responses:
        '200': { description: The notes }
components:
  securitySchemes:
    notesOAuth:
      type: oauth2
      flows:
        authorizationCode:
          authorizationUrl: /oauth/auth
          tokenUrl: /oauth/token
          scopes: { notes:read: Read notes }
        clientCredentials:
          tokenUrl: /oauth/token
          scopes: { notes:read: Read notes }
`

/** The VitePress a fresh site installs: the workspace's (1.6) unless a version is given. */
export interface PackedLine {
  /** The line the version belongs to, for what differs between them. */
  line: 1 | 2
  /** The `vitepress` version to install; the workspace's own when left out. */
  vitepress?: string
}

let chrome: ReturnType<typeof useBrowser>

/** The packed-site tests, on a site that installs the given VitePress. */
export function packedSuite({ line, vitepress }: PackedLine): void {
  chrome = useBrowser()
  let work = ''
  let site = ''
  let server: SiteServer | undefined

  beforeAll(async () => {
    work = mkdtempSync(join(tmpdir(), 'api-docs-pack-'))
    site = await packedSite(
      work,
      `import { defineConfig } from 'vitepress'
import { apiDocs } from 'vitepress-api-docs/node'

export default defineConfig({
  title: 'Fresh site',
  head: [['link', { rel: 'icon', href: 'data:,' }]],
  // A French part of the site: its pages, and the embeds in them, speak French.
  locales: {
    root: { label: 'English', lang: 'en-US' },
    fr: { label: 'Français', lang: 'fr-FR' },
  },
  extends: await apiDocs({
    specs: [
      { name: 'notes', spec: 'notes.yaml', label: 'Notes API', prefix: '/notes', server: ${JSON.stringify(`${inject('apiUrl')}/echo`)} },
      // Its pages under /fr/ too, in French.
      { name: 'tasks', spec: 'tasks.yaml', label: 'Tasks API', prefix: '/tasks', locales: ['fr'] },
      { name: 'secure', spec: 'secure.yaml', label: 'Secure API', prefix: '/secure', server: ${JSON.stringify(`${inject('apiUrl')}/notes`)} },
      { name: 'many', spec: 'many.json', prefix: '/many' },
    ],
    // Rendered in threads, from the packed package's worker module, though the site is small.
    renderThreads: 2,
  }),
})
`,
      {
        'index.md': '# Fresh site\n\n<OpenApiSpec name="notes" />\n',
        'fr/index.md': '# Site neuf\n\n<OpenApiEndpoint id="notes.getNote" />\n',
        'notes.yaml': SPEC,
        'tasks.yaml': TASKS,
        'secure.yaml': SECURE,
        // 110 tags: a sidebar of sections that load their tags.
        'many.json': manyTagsSpec(10, 11),
      },
      vitepress,
    )
    // Before the server starts: the plugin reads the specs' histories when it loads.
    withTasksHistory(site)
  }, 600_000)

  afterAll(async () => {
    await server?.stop()
    if (work) rmSync(work, { recursive: true, force: true })
  })

  // A build of even this small site took minutes on a machine loaded 12-fold.
  describe(
    `the packed packages in a fresh VitePress ${line === 1 ? '1.6' : '2.0'} site`,
    { timeout: 600_000 },
    () => {
      // The theme precompiled with the package is for 1.6's optimizer (esbuild); 2.0's serves the
      // theme's modules as VitePress does.
      if (line === 1)
        it("carries VitePress's default theme compiled for the VitePress and Vue it installs with", () => {
          const installed = join(site, 'node_modules')
          const compiled = JSON.parse(
            readFileSync(
              join(installed, 'vitepress-api-docs/dist/node/default-theme.json'),
              'utf8',
            ),
          ) as { compiler: string; files: Record<string, { hash: string }> }
          const themeDir = join(installed, 'vitepress/dist/client/theme-default')
          const sfcs = readdirSync(themeDir, { recursive: true, encoding: 'utf8' }).filter((file) =>
            file.endsWith('.vue'),
          )
          expect(sfcs.length).toBeGreaterThan(80)
          const sha256 = (file: string) =>
            createHash('sha256')
              .update(readFileSync(join(themeDir, file), 'utf8'))
              .digest('hex')
          expect(sfcs.filter((file) => compiled.files[file]?.hash !== sha256(file))).toEqual([])
          const vue = JSON.parse(readFileSync(join(installed, 'vue/package.json'), 'utf8')) as {
            version: string
          }
          expect(vue.version.startsWith(`${compiled.compiler}.`)).toBe(true)
        })

      it('serve it in vitepress dev: pages, their sidebars and links, OAuth sign-in, no error or warning', async () => {
        server = await startVitepress('dev', site)
        try {
          expect(await readThroughSidebar(server.url)).toEqual([])
          // The default theme comes pre-bundled (one module, not one per SFC), its scoped CSS applied.
          const theme = await defaultThemeInDev(server.url)
          if (line === 1) {
            expect(theme.bundle.length).toBeGreaterThan(0)
            expect(theme.sfcs).toEqual([])
            // Their style blocks too: compiled into it, not fetched one by one.
            expect(theme.styles).toEqual([])
          }
          expect(theme.navBar).toEqual(SCOPED_NAV_BAR)
          // The client comes as the package's bundle for dev: the packed playground is the one it
          // was made from.
          expect(theme.clientBundle.length).toBe(1)
          expect(theme.clientPrebundled).toEqual([])
          expect(theme.clientModules).toEqual([])
          expect(await authorizeAndSend(server.url)).toEqual([])
          expect(await readInFrench(server.url)).toEqual([])
          expect(await useAsAClient(server.url)).toEqual([])
          expect(await readCopyInFrench(server.url, false)).toEqual([])
          expect(await followEditsInDev(server.url, site)).toEqual([])
          expect(server.output()).not.toMatch(/error|Could not resolve/i)
        } finally {
          await server.stop()
          server = undefined
        }
      })

      it('build it, and vitepress preview serves the same pages, sidebars and OAuth sign-in', async () => {
        const log = await mustRun('npx', ['vitepress', 'build'], site)
        expect(log).toMatch(/rendering \d+ generated pages in 2 threads/)
        // Nothing the plugin calls is deprecated on either line (Vite 8 deprecates esbuild's).
        expect(log).not.toMatch(/deprecat/i)
        server = await startVitepress('preview', site)
        expect(await readThroughSidebar(server.url)).toEqual([])
        expect(await authorizeAndSend(server.url)).toEqual([])
        expect(await readInFrench(server.url)).toEqual([])
        expect(await useAsAClient(server.url)).toEqual([])
        expect(await readCopyInFrench(server.url, true)).toEqual([])
      })

      it('build a site whose operation page renders, hydrates and sends', async () => {
        const siteUrl = server!.url
        const context = await chrome.browser.newContext({ viewport: { width: 1280, height: 900 } })
        const page = await context.newPage()
        const errors = watchErrors(page)
        await page.goto(`${siteUrl}/notes/listNotes`)
        await hydrated(page)
        const operation = page.locator('[data-operation-id="notes.listNotes"]')
        expect(await operation.locator('h1').textContent()).toBe('List notes')
        expect(await operation.locator('.vpad-path').textContent()).toBe('/notes')
        // The spec's full sidebar loads from the installed package's virtual module.
        await page.locator('.VPSidebar').getByText('List notes').waitFor({ state: 'attached' })

        const tryIt = operation.locator('.vpad-tryit')
        await tryIt.getByLabel('Token').fill('tok-packed')
        const echoed = page.waitForResponse(
          (response) =>
            response.url().startsWith(`${inject('apiUrl')}/echo/`) &&
            response.request().method() !== 'OPTIONS',
        )
        await tryIt.locator('.vap-send').click()
        const echo = (await (await echoed).json()) as {
          path: string
          headers: Record<string, string>
        }
        expect(echo.path).toBe('/echo/notes')
        expect(echo.headers.authorization).toBe('Bearer tok-packed')
        expect(errors).toEqual([])
        await context.close()
      })
    },
  )
}

/** Vue's warnings, which VitePress's dev build prints as console warnings. */
function watchVueWarnings(page: Page, errors: string[]): void {
  page.on('console', (message) => {
    if (message.type() === 'warning' && message.text().includes('[Vue warn]'))
      errors.push(`console: ${message.text()}`)
  })
}

/**
 * Opens the French page with an embedded operation: the page's language comes from its locale,
 * and the embed's words (the plugin's and the playground's) from the packed French catalogs.
 */
async function readInFrench(url: string): Promise<string[]> {
  const context = await chrome.browser.newContext({ viewport: { width: 1280, height: 900 } })
  const page = await context.newPage()
  const errors = watchErrors(page)
  watchVueWarnings(page, errors)
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
async function readCopyInFrench(url: string, built: boolean): Promise<string[]> {
  const context = await chrome.browser.newContext({ viewport: { width: 1280, height: 900 } })
  const page = await context.newPage()
  const errors = watchErrors(page)
  watchVueWarnings(page, errors)
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
async function readThroughSidebar(url: string): Promise<string[]> {
  const context = await chrome.browser.newContext({ viewport: { width: 1280, height: 900 } })
  const page = await context.newPage()
  const errors = watchErrors(page)
  watchVueWarnings(page, errors)
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
async function defaultThemeInDev(url: string) {
  const context = await chrome.browser.newContext({ viewport: { width: 1280, height: 900 } })
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
async function authorizeAndSend(url: string): Promise<string[]> {
  const apiUrl = inject('apiUrl')
  const context = await chrome.browser.newContext({ viewport: { width: 1280, height: 900 } })
  const page = await context.newPage()
  const errors = watchErrors(page)
  watchVueWarnings(page, errors)
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
async function useAsAClient(url: string): Promise<string[]> {
  const context = await chrome.browser.newContext({ viewport: { width: 1280, height: 900 } })
  const page = await context.newPage()
  const errors = watchErrors(page)
  watchVueWarnings(page, errors)
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
async function followEditsInDev(url: string, site: string): Promise<string[]> {
  const context = await chrome.browser.newContext({ viewport: { width: 1280, height: 900 } })
  const page = await context.newPage()
  const errors = watchErrors(page)
  watchVueWarnings(page, errors)
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
