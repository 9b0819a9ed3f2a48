import { mkdirSync } from 'node:fs'
import type { BrowserContext, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { fullSidebar } from './sidebar'
import { SITE_BUILD_TIMEOUT, startDocsSite, type RunningDocsSite } from './api-docs-site'
import { useBrowser, watchErrors } from './browser'

// The fixture site (e2e/api-docs-site) with three specs, built once for this file with every
// try-it panel sending to the local API server's echo endpoint.
const chrome = useBrowser()
let site: RunningDocsSite | undefined
const siteUrl = () => site!.url
const SCREENS = 'e2e/.artifacts/screens'
const apiUrl = () => inject('apiUrl')

beforeAll(async () => {
  site = await startDocsSite(apiUrl())
  mkdirSync(SCREENS, { recursive: true })
}, SITE_BUILD_TIMEOUT)
afterAll(() => site?.close())

/** What the echo endpoint received, as it answered. */
interface Echo {
  method: string
  path: string
  query: Record<string, string>
  headers: Record<string, string>
  body: string
  form: Record<string, string> | null
  parts: { name: string; size: number; value?: string; filename?: string; type?: string }[] | null
}

/** The machine is shared: what the page shows may take a while to change. */
const poll = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 30_000 })

interface Tab {
  page: Page
  errors: string[]
}

/** A fresh browser context (its own sessionStorage), with VitePress's appearance preset. */
async function newContext(
  options: { width?: number; height?: number; appearance?: 'light' | 'dark' } = {},
): Promise<BrowserContext> {
  const context = await chrome.browser.newContext({
    viewport: { width: options.width ?? 1280, height: options.height ?? 900 },
  })
  await context.addInitScript(
    (value) => localStorage.setItem('vitepress-theme-appearance', value),
    options.appearance ?? 'light',
  )
  return context
}

/** Opens a page of the site in `context` and waits until it is hydrated. */
async function open(context: BrowserContext, path: string): Promise<Tab> {
  const page = await context.newPage()
  const errors = watchErrors(page)
  await page.goto(`${siteUrl()}${path}`)
  await waitForHydration(page)
  return { page, errors }
}

/** VitePress's hydrated app: the appearance switch gets its title only on the client. */
async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(
    () => (document.querySelector('#app') as { __vue_app__?: unknown } | null)?.__vue_app__,
  )
}

/** The try-it panel of the operation with this id (`pets.listPets`). */
const panel = (page: Page, id: string): Locator =>
  page.locator(`[data-operation-id="${id}"] .vpad-tryit`)

/** Clicks Send in a panel; resolves with what the echo server received. */
async function send(page: Page, tryIt: Locator): Promise<Echo> {
  const echoed = page.waitForResponse(
    (response) =>
      response.url().startsWith(`${apiUrl()}/echo/`) && response.request().method() !== 'OPTIONS',
  )
  await tryIt.locator('.vap-send').click()
  const response = await echoed
  expect(response.status()).toBe(200)
  const echo = (await response.json()) as Echo
  // What the reader sees: the response panel shows the same answer.
  await poll(() => tryIt.locator('.vap-response').textContent()).toContain(`"path": "${echo.path}"`)
  return echo
}

const PETS_OPERATIONS = [
  'List pets',
  'Create a pet',
  'Get a pet',
  'Upload a photo',
  'Store inventory',
]
const ADMIN_OPERATIONS = ['List users', 'Create a user', 'Audit log']
const STREAM_OPERATIONS = ['Stream events', 'Post a note']

describe('one sidebar per spec', { timeout: 120_000 }, () => {
  it('shows only the pets operations on a pets page, and only admin on an admin page', async () => {
    const context = await newContext()
    const pets = await open(context, '/pets/listPets')
    // Before any group is opened, the page's own group has loaded, and only that one.
    const own = pets.page.locator('.VPSidebar').getByText('Create a pet', { exact: true })
    await own.first().waitFor({ state: 'attached' })
    expect(await pets.page.locator('.VPSidebar').textContent()).not.toContain('Store inventory')
    const petsSidebar = await fullSidebar(pets.page, 'Create a pet')
    for (const name of PETS_OPERATIONS) expect(petsSidebar).toContain(name)
    for (const name of [...ADMIN_OPERATIONS, ...STREAM_OPERATIONS])
      expect(petsSidebar).not.toContain(name)

    const admin = await open(context, '/admin/listUsers')
    const adminSidebar = await fullSidebar(admin.page, 'Create a user')
    for (const name of ADMIN_OPERATIONS) expect(adminSidebar).toContain(name)
    for (const name of [...PETS_OPERATIONS, ...STREAM_OPERATIONS])
      expect(adminSidebar).not.toContain(name)

    const schema = await open(context, '/schemas/pets/Pet')
    const schemaSidebar = await fullSidebar(schema.page, 'Create a pet')
    expect(schemaSidebar).toContain('List pets')
    expect(schemaSidebar).not.toContain('List users')

    expect([...pets.errors, ...admin.errors, ...schema.errors]).toEqual([])
    await context.close()
  })

  it("puts only the sidebar's last link in the HTML: no other spec, no operation list, no credential", async () => {
    const html = await (await fetch(`${siteUrl()}/pets/listPets`)).text()
    for (const name of [...ADMIN_OPERATIONS, ...STREAM_OPERATIONS]) expect(html).not.toContain(name)
    const aside = /<aside class="VPSidebar"[\s\S]*?<\/aside>/.exec(html)?.[0] ?? ''
    // The changelog's link; the skeleton (the spec's label and tag names) comes with the browser.
    expect(aside).toContain('href="/pets/changelog')
    expect(aside).not.toContain('data-vpad-group')
    expect(aside).not.toMatch(/>store</)
    for (const name of ['Create a pet', 'Upload a photo', 'Delete a pet'])
      expect(html).not.toContain(name)
    expect(aside).not.toContain('/pets/createPet')

    // A token entered in the browser stays there: the server-rendered page never carries one.
    const context = await newContext()
    const { page, errors } = await open(context, '/pets/listPets')
    // Hydrated, the sidebar has the skeleton: the spec's label and its tags' groups.
    const sidebar = page.locator('.VPSidebar')
    await sidebar.locator('[data-vpad-group]', { hasText: /^store$/ }).waitFor()
    expect(await sidebar.textContent()).toContain('Pets API')
    const tryIt = panel(page, 'pets.listPets')
    await tryIt.getByLabel('Token').fill('tok-secret-html')
    const served = await page.evaluate(async () => (await fetch(location.href)).text())
    expect(served).not.toContain('tok-secret-html')
    // The try-it is made in the browser: the server-rendered page holds its place, no field.
    expect(html).toContain('class="vpad-tryit-room"')
    expect(html).not.toContain('type="password"')
    expect(errors).toEqual([])
    await context.close()
  })

  it("holds the try-it's place until the browser makes it, and says why without JavaScript", async () => {
    const noScript = await chrome.browser.newContext({ javaScriptEnabled: false })
    const page = await noScript.newPage()
    await page.goto(`${siteUrl()}/pets/createPet`)
    const room = page.locator('.vpad-tryit-room')
    // Nothing will fill it: no height kept, and a note that the code samples work without it.
    expect(await room.locator('.vpad-tryit-no-script').isVisible()).toBe(true)
    expect(await room.textContent()).toContain('it needs JavaScript')
    expect((await room.boundingBox())!.height).toBeLessThan(120)
    await noScript.close()

    const context = await newContext()
    const { page: live, errors } = await open(context, '/pets/createPet')
    const tryIt = panel(live, 'pets.createPet')
    await tryIt.locator('.vap-send').waitFor()
    expect(await live.locator('.vpad-tryit-room').count()).toBe(0)
    // Before the panel, the place was held at about its height (tryit.css): a body and fields.
    const served = await live.evaluate(async () => (await fetch(location.href)).text())
    expect(served).toMatch(/--vpad-tryit-body:\s*1/)
    expect(errors).toEqual([])
    await context.close()
  })
})

describe('schema links', { timeout: 120_000 }, () => {
  it('land on the schema page, which lists the operations using it', async () => {
    const context = await newContext()
    const { page, errors } = await open(context, '/pets/createPet')
    await page
      .locator('[data-operation-id="pets.createPet"] a.vpad-schema-ref', { hasText: /^Pet$/ })
      .first()
      .click()
    // VitePress adds `.html` to the URL unless the site sets `cleanUrls`.
    await page.waitForURL(/\/schemas\/pets\/Pet(\.html)?$/)
    await poll(() => page.locator('main h1').textContent()).toBe('Pet')
    const usedBy = page.locator('.vpad-used-by')
    expect(await usedBy.textContent()).toContain('Create a pet')

    await page
      .locator('main a.vpad-schema-ref', { hasText: /^Category$/ })
      .first()
      .click()
    await page.waitForURL(/\/schemas\/pets\/Category(\.html)?$/)
    await poll(() => page.locator('main h1').textContent()).toBe('Category')
    expect(await page.locator('main').textContent()).toContain('A category; categories nest.')
    expect(errors).toEqual([])
    await context.close()
  })
})

describe('embeds and credentials', { timeout: 120_000 }, () => {
  it('renders an embedded endpoint and schema; its panel sends the bearer token to the API', async () => {
    const context = await newContext()
    const { page, errors } = await open(context, '/guide/embeds')
    const embed = page.locator('[data-operation-id="pets.getPet"]')
    expect(await embed.locator('.vpad-operation-title').textContent()).toContain('Get a pet')
    expect(await embed.locator('.vpad-path').textContent()).toBe('/pets/{petId}')
    const schema = page.locator('[data-schema="admin.User"]')
    expect(await schema.locator('h3').first().textContent()).toBe('User')
    expect(await schema.textContent()).toContain('nickname')

    const tryIt = panel(page, 'pets.getPet')
    await tryIt.getByLabel('Token').fill('tok-embed')
    const echo = await send(page, tryIt)
    expect(echo.method).toBe('GET')
    expect(echo.path).toBe('/echo/pets/42')
    expect(echo.headers.authorization).toBe('Bearer tok-embed')
    expect(await tryIt.locator('.vap-response').textContent()).toContain('Bearer tok-embed')
    expect(errors).toEqual([])
    await context.close()
  })

  it("keeps each spec's credentials to itself, across pages and reloads, until cleared", async () => {
    // One tab throughout: sessionStorage belongs to a tab.
    const context = await newContext()
    const { page, errors } = await open(context, '/guide/embeds')
    await panel(page, 'pets.getPet').getByLabel('Token').fill('tok-pets')

    // Same spec, another page, reached by a client-side navigation: the token applies at once.
    await page.locator('.VPNavBar').getByRole('link', { name: 'Pets' }).click()
    await page.waitForURL(/\/pets\/listPets/)
    const list = panel(page, 'pets.listPets')
    await poll(() => list.getByLabel('Token').inputValue()).toBe('tok-pets')
    let echo = await send(page, list)
    expect(echo.headers.authorization).toBe('Bearer tok-pets')

    // Another spec: the pets token is absent; admin's key goes only to admin.
    await page.locator('.VPNavBar').getByRole('link', { name: 'Admin' }).click()
    await page.waitForURL(/\/admin\/listUsers/)
    const users = panel(page, 'admin.listUsers')
    const auth = users.locator('.vap-auth')
    // The key's field is labelled by its header's name (the scheme fixes the name).
    await poll(() => auth.getByLabel('X-API-Key').inputValue()).toBe('')
    echo = await send(page, users)
    expect(echo.headers.authorization).toBeUndefined()
    expect(echo.headers['x-api-key']).toBeUndefined()
    await auth.getByLabel('X-API-Key').fill('key-admin')
    echo = await send(page, users)
    expect(echo.headers['x-api-key']).toBe('key-admin')
    expect(echo.headers.authorization).toBeUndefined()

    // A full load of a pets page, then a reload: both read the token back from sessionStorage,
    // and admin's key stays out of pets' requests.
    await page.goto(`${siteUrl()}/pets/listPets`)
    await waitForHydration(page)
    await poll(() => list.getByLabel('Token').inputValue()).toBe('tok-pets')
    await page.reload()
    await waitForHydration(page)
    await poll(() => list.getByLabel('Token').inputValue()).toBe('tok-pets')
    echo = await send(page, list)
    expect(echo.headers.authorization).toBe('Bearer tok-pets')
    expect(echo.headers['x-api-key']).toBeUndefined()

    // Clear credentials forgets pets' token, on this page and after a reload, and only that.
    await list.getByRole('button', { name: 'Clear credentials' }).click()
    await poll(() => list.getByLabel('Token').inputValue()).toBe('')
    echo = await send(page, list)
    expect(echo.headers.authorization).toBeUndefined()
    await page.reload()
    await waitForHydration(page)
    expect(await list.getByLabel('Token').inputValue()).toBe('')
    const stored = await page.evaluate(() =>
      sessionStorage.getItem('vitepress-api-docs:credentials'),
    )
    expect(stored).toContain('key-admin')
    expect(stored).not.toContain('tok-pets')

    expect(errors).toEqual([])
    await context.close()
  })

  it('sends no Authorization for an operation with `security: []`, even with a token set', async () => {
    const context = await newContext()
    const { page, errors } = await open(context, '/pets/listPets')
    await panel(page, 'pets.listPets').getByLabel('Token').fill('tok-inventory')
    await page.goto(`${siteUrl()}/pets/getInventory`)
    await waitForHydration(page)
    const tryIt = panel(page, 'pets.getInventory')
    expect(await tryIt.textContent()).not.toContain('Credentials for')
    const echo = await send(page, tryIt)
    expect(echo.path).toBe('/echo/store/inventory')
    expect(echo.headers.authorization).toBeUndefined()
    expect(errors).toEqual([])
    await context.close()
  })
})

describe('request bodies and servers', { timeout: 120_000 }, () => {
  it('sends an urlencoded form (admin createUser) as form fields', async () => {
    const context = await newContext()
    const { page, errors } = await open(context, '/admin/createUser')
    const tryIt = panel(page, 'admin.createUser')
    await tryIt.getByLabel('email').fill('ada@example.com')
    const echo = await send(page, tryIt)
    expect(echo.method).toBe('POST')
    expect(echo.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/)
    expect(echo.form).toMatchObject({ email: 'ada@example.com' })
    expect(errors).toEqual([])
    await context.close()
  })

  it('sends a multipart upload (pets uploadPhoto) with the file as a file part', async () => {
    const context = await newContext()
    const { page, errors } = await open(context, '/pets/uploadPhoto')
    const tryIt = panel(page, 'pets.uploadPhoto')
    await tryIt.getByLabel('petId').fill('7')
    await tryIt.getByLabel('photo').setInputFiles({
      name: 'cat.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('meow'),
    })
    const echo = await send(page, tryIt)
    expect(echo.path).toBe('/echo/pets/7/photo')
    expect(echo.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/)
    const caption = echo.parts?.find((part) => part.name === 'caption')
    const photo = echo.parts?.find((part) => part.name === 'photo')
    expect(caption?.value).toBe('At the beach')
    expect(photo).toMatchObject({ filename: 'cat.txt', size: 4 })
    expect(errors).toEqual([])
    await context.close()
  })

  it("offers the spec server's enum variable as a choice, once that server is picked", async () => {
    const context = await newContext()
    const { page, errors } = await open(context, '/pets/listPets')
    const tryIt = panel(page, 'pets.listPets')
    // The configured server comes first and has no variables: no variable fields yet.
    const server = tryIt.getByLabel('Server', { exact: true })
    expect(await server.locator('option').allTextContents()).toEqual([
      `${apiUrl()}/echo`,
      'https://eu.pets.example.com/v1',
    ])
    expect(await tryIt.locator('.vpad-server-vars').count()).toBe(0)
    await server.selectOption({ index: 1 })
    const variables = tryIt.locator('.vpad-server-vars')
    await poll(() => variables.locator('legend').textContent()).toContain(
      'https://{region}.pets.example.com/v1',
    )
    const region = variables.getByLabel('region')
    expect(await region.locator('option').allTextContents()).toEqual(['eu', 'us'])
    // The select shows the default the server URL is built with, not a blank.
    expect(await region.inputValue()).toBe('eu')
    await region.selectOption('us')
    // The server list and the URL shown follow the variable.
    await poll(() => server.locator('option').allTextContents()).toEqual([
      `${apiUrl()}/echo`,
      'https://us.pets.example.com/v1',
    ])
    await poll(() => tryIt.locator('.vap-request__url').textContent()).toBe(
      'https://us.pets.example.com/v1/pets',
    )
    expect(errors).toEqual([])
    await context.close()
  })
})

describe('appearance', { timeout: 120_000 }, () => {
  for (const [name, options] of [
    ['light', { appearance: 'light' }],
    ['dark', { appearance: 'dark' }],
    ['narrow', { appearance: 'light', width: 390, height: 844 }],
  ] as const) {
    it(`renders an operation page (${name}) without errors`, async () => {
      const context = await newContext(options)
      const { page, errors } = await open(context, '/pets/createPet')
      await fullSidebar(page, 'Upload a photo')
      expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
        options.appearance === 'dark',
      )
      await page.screenshot({ path: `${SCREENS}/api-docs-createPet-${name}.png`, fullPage: true })
      expect(errors).toEqual([])
      await context.close()
    })
  }

  it("shows a description's GitHub alert as VitePress shows its own", async () => {
    const context = await newContext({ appearance: 'light' })
    const { page, errors } = await open(context, '/pets/listPets')
    const alert = page.locator('[data-operation-id="pets.listPets"] .custom-block.note')
    await alert.waitFor()
    expect(await alert.locator('.custom-block-title').textContent()).toBe('NOTE')
    const text = await alert.textContent()
    expect(text).toContain('Pets are listed newest first.')
    expect(text).not.toContain('[!NOTE]')
    // The theme's note colours, not a blockquote's rule.
    const style = await alert.evaluate((element) => {
      const computed = getComputedStyle(element)
      return { background: computed.backgroundColor, radius: computed.borderTopLeftRadius }
    })
    expect(style.background).not.toBe('rgba(0, 0, 0, 0)')
    expect(style.radius).toBe('8px')
    expect(errors).toEqual([])
    await context.close()
  })

  it('has no horizontal overflow at 390 px', async () => {
    const context = await newContext({ width: 390, height: 844 })
    for (const path of [
      '/pets/createPet',
      '/pets/listPets',
      '/pets/uploadPhoto',
      '/admin/createUser',
      '/schemas/admin/User',
      '/guide/embeds',
    ]) {
      const { page, errors } = await open(context, path)
      const { scroll, client } = await page.evaluate(() => ({
        scroll: document.documentElement.scrollWidth,
        client: document.documentElement.clientWidth,
      }))
      expect({ path, scroll }).toEqual({ path, scroll: Math.min(scroll, client) })
      expect(errors).toEqual([])
      await page.close()
    }
    await context.close()
  })
})
