import { mkdirSync } from 'node:fs'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { SITE_BUILD_TIMEOUT, startDocsSite, type RunningDocsSite } from './api-docs-site'
import { useBrowser, watchErrors } from './browser'
import { startSharedSite } from './shared-site/site'

// Mock in the try-it panels of the OpenAPI 3.2 spec (e2e/api-docs-site/specs/catalog.yaml), with
// no API server at all: the browser refuses every request to the server the site is built for,
// and every answer comes from the description, in the page. JSON, an event stream (itemSchema
// with an event's data schema) and JSON Lines (examples kept in a file next to the description).
const SCREENS = 'e2e/.artifacts/screens'
const SLOW = 90_000
/** The chunks of `client/mock/` but its small `lazy.ts`, as VitePress's build names them. */
const MOCK_CHUNK = /\/(?:MockPanel|fetch|respond|validate|state)\.[\w-]+\.js$/
const chrome = useBrowser()
let site: RunningDocsSite | undefined
let api = ''

beforeAll(async () => {
  // The fixture as the other files share it; the browser refuses every request to its API
  // server (`open`), as if nothing listened there.
  api = inject('apiUrl')
  site = await startDocsSite(api)
  mkdirSync(SCREENS, { recursive: true })
}, SITE_BUILD_TIMEOUT)
afterAll(() => site?.close())

interface Opened {
  page: Page
  errors: string[]
  /** Requests the page made to the (absent) API server. */
  sent: string[]
}

/** Opens an operation page with VitePress's appearance set before the first paint, hydrated. */
async function open(
  path: string,
  options: { appearance?: 'light' | 'dark'; width?: number } = {},
  scripts: string[] = [],
): Promise<Opened> {
  const context = await chrome.browser.newContext({
    viewport: { width: options.width ?? 1280, height: 900 },
  })
  await context.addInitScript(
    (value) => localStorage.setItem('vitepress-theme-appearance', value),
    options.appearance ?? 'light',
  )
  await context.route(`${api}/**`, (route) => route.abort('connectionrefused'))
  const page = await context.newPage()
  page.on('close', () => void context.close().catch(() => {}))
  const errors = watchErrors(page)
  const sent: string[] = []
  page.on('request', (request) => {
    if (request.url().startsWith(api)) sent.push(request.url())
    if (request.resourceType() === 'script') scripts.push(request.url())
  })
  await page.goto(`${site!.url}${path}`)
  await page.waitForFunction(() => '__vue_app__' in document.querySelector('#app')!)
  return { page, errors, sent }
}

/** Picks Mock in the panel's server choice and sends. */
async function sendMocked(page: Page): Promise<void> {
  const panel = page.locator('.vpad-tryit')
  await panel.locator('.vpad-mock-toggle input').check()
  await panel.locator('.vpad-mock').waitFor()
  await panel.locator('.vap-send').click()
}

describe('Mock answers with the API server stopped', () => {
  it(
    'JSON: the named example, status 200, its content type, marked mocked',
    async () => {
      const scripts: string[] = []
      const { page, errors, sent } = await open('/catalog/listItems', {}, scripts)
      const panel = page.locator('.vpad-tryit')
      expect(await panel.locator('.vpad-mock-toggle').textContent()).toContain('Mock')
      // The mock's code is not part of the page's weight: its chunks load once Mock is picked.
      await panel.locator('.vap-send').waitFor()
      await page.waitForLoadState('networkidle')
      expect(scripts.filter((url) => MOCK_CHUNK.test(url))).toEqual([])
      await sendMocked(page)
      const response = panel.locator('.vap-response')
      await response.locator('.vap-response__label').waitFor()
      expect(await response.locator('.vap-response__label').textContent()).toBe('mocked')
      expect(await response.locator('.vap-status').textContent()).toContain('200')
      const body = JSON.parse((await response.locator('.vap-response__body pre').innerText()) ?? '')
      expect(body).toEqual([
        { id: 1, name: 'Lamp' },
        { id: 2, name: 'Desk' },
      ])
      await response.locator('.vap-response__headers summary').click()
      expect(await response.locator('.vap-headers').innerText()).toContain('application/json')
      expect(await panel.locator('.vpad-mock-ok').textContent()).toContain(
        'matches the description',
      )
      expect(scripts.filter((url) => MOCK_CHUNK.test(url)).length).toBeGreaterThan(0)
      expect(sent).toEqual([])
      expect(errors).toEqual([])
      for (const [name, options] of [
        ['light', {}],
        ['dark', { appearance: 'dark' as const }],
        ['390', { width: 390 }],
      ] as const) {
        const shot = name === 'light' ? page : (await open('/catalog/listItems', options)).page
        if (name !== 'light') {
          await sendMocked(shot)
          await shot.locator('.vap-response__label').waitFor()
        }
        await shot.locator('.vpad-tryit').screenshot({ path: `${SCREENS}/mock-json-${name}.png` })
      }
    },
    SLOW,
  )

  it(
    'event stream: events generated from itemSchema arrive one by one in the event view',
    async () => {
      const { page, errors, sent } = await open('/catalog/itemEvents')
      await sendMocked(page)
      const response = page.locator('.vpad-tryit .vap-response')
      // Items arrive with a pause between them: the view says it is streaming meanwhile.
      await response.locator('.vap-events__streaming').waitFor()
      await response.locator('.vap-events__streaming').waitFor({ state: 'detached' })
      expect(await response.locator('.vap-response__label').textContent()).toBe('mocked')
      const events = response.locator('.vap-event')
      expect(await events.count()).toBe(3)
      // Each event's data is made from the data's contentSchema (ItemChange), as JSON.
      for (const data of await events.locator('.vap-event__data').allInnerTexts())
        expect(Object.keys(JSON.parse(data) as object)).toEqual(['field', 'value'])
      expect(await events.locator('.vap-event__id').allInnerTexts()).toEqual([
        'id: 1',
        'id: 2',
        'id: 3',
      ])
      expect(sent).toEqual([])
      expect(errors).toEqual([])
      await page.locator('.vpad-tryit').screenshot({ path: `${SCREENS}/mock-events-light.png` })
    },
    SLOW,
  )

  it(
    'JSON Lines: the example file’s lines arrive as items; a body off its schema is listed',
    async () => {
      const { page, errors, sent } = await open('/catalog/searchItems')
      const panel = page.locator('.vpad-tryit')
      await sendMocked(page)
      const response = panel.locator('.vap-response')
      await response.locator('.vap-events__streaming').waitFor()
      await response.locator('.vap-events__streaming').waitFor({ state: 'detached' })
      expect(await response.locator('.vap-event__name').allInnerTexts()).toEqual(['item', 'item'])
      // Read against the itemSchema (Item) as a real stream's are: indented, nothing listed.
      expect(await response.locator('.vap-event__data').allInnerTexts()).toEqual([
        '{\n  "id": 1,\n  "name": "Lamp"\n}',
        '{\n  "id": 2,\n  "name": "Desk"\n}',
      ])
      expect(await response.locator('.vap-event__problems').count()).toBe(0)
      expect(await response.locator('.vap-response__label').textContent()).toBe('mocked')
      // The body is checked against ItemQuery: `text` required, `limit` an integer. What the
      // reader typed stays in the field.
      const body = panel.locator('.vap-request__body')
      await body.fill('{"limit":"ten"}')
      await panel.locator('.vap-send').click()
      const problems = panel.locator('.vpad-mock-problems li')
      await problems.first().waitFor()
      expect(await problems.allInnerTexts()).toEqual([
        'body.text is required but missing.',
        'body.limit should be integer, not a string.',
      ])
      expect(await body.inputValue()).toBe('{"limit":"ten"}')
      await response.locator('.vap-event').first().waitFor()
      expect(sent).toEqual([])
      expect(errors).toEqual([])
      await panel.screenshot({ path: `${SCREENS}/mock-jsonl-problems-light.png` })
    },
    SLOW,
  )

  it(
    'without the bearer token it answers 401 as a server would; with it, the status chosen, generated from its schema; a path parameter off its type is listed',
    async () => {
      const { page, errors, sent } = await open('/pets/getPet')
      const panel = page.locator('.vpad-tryit')
      // The operation requires a bearer token (the spec's security) and none is typed: 401, with
      // the challenge, and the reason first among the problems.
      await sendMocked(page)
      await panel.locator('.vap-status', { hasText: '401' }).waitFor()
      expect(await panel.locator('.vap-response__label').textContent()).toBe('mocked')
      expect(await panel.locator('.vpad-mock-problems').innerText()).toContain(
        'the mock answered 401, as a server would',
      )
      expect(await panel.locator('.vpad-mock-problems li').first().innerText()).toContain(
        'an "Authorization: bearer …" header (bearerAuth)',
      )
      await panel.locator('.vap-response__headers summary').click()
      expect(await panel.locator('.vap-headers').innerText()).toMatch(/www-authenticate\s*Bearer/i)
      await panel.getByLabel('Token', { exact: true }).fill('any-token')
      await panel.locator('.vap-send').click()
      await panel.locator('.vap-status', { hasText: '200' }).waitFor()
      expect(await panel.locator('.vpad-mock-ok').textContent()).toContain('matches')
      await panel.locator('.vpad-mock-picker select').first().selectOption('404')
      const petId = panel.getByLabel('petId', { exact: false }).first()
      await petId.fill('rex')
      await panel.locator('.vap-send').click()
      await panel.locator('.vap-status', { hasText: '404' }).waitFor()
      // Generated from the Error schema: both required properties, typed.
      const body = JSON.parse(await panel.locator('.vap-response__body pre').innerText()) as Record<
        string,
        unknown
      >
      expect(Object.keys(body).sort()).toEqual(['code', 'message'])
      expect(await panel.locator('.vpad-mock-problems li').allInnerTexts()).toEqual([
        'Path parameter "petId" should be integer, not a string.',
      ])
      expect(sent).toEqual([])
      expect(errors).toEqual([])
    },
    SLOW,
  )

  it(
    'leaving Mock sends to the server again, and its answer is not marked mocked; the history marks the mocked one and reopens it with Mock on',
    async () => {
      const { page, sent, errors } = await open('/catalog/listItems')
      const panel = page.locator('.vpad-tryit')
      await sendMocked(page)
      await panel.locator('.vap-response__label').waitFor()
      await panel.locator('.vpad-mock-toggle input').uncheck()
      expect(await panel.locator('.vpad-mock').count()).toBe(0)
      await panel.locator('.vap-send').click()
      // Nothing listens on the described server: a network error, with no "mocked" label.
      await panel.locator('.vap-response--error').waitFor()
      expect(await panel.locator('.vap-response__label').count()).toBe(0)
      expect(sent.length).toBeGreaterThan(0)

      // The history lists both, the one Mock answered marked as such, also when compared.
      await panel.getByRole('button', { name: 'History' }).click()
      const entries = panel.locator('.vpad-history-entry')
      await expect.poll(() => entries.count(), { timeout: 30_000 }).toBe(2)
      expect(await entries.nth(0).locator('.vpad-mock-badge').count()).toBe(0)
      expect(await entries.nth(1).locator('.vpad-mock-badge').textContent()).toBe('mocked')
      for (const box of await panel.getByRole('checkbox', { name: /^Compare / }).all())
        await box.check()
      const heads = panel.locator('.vpad-history-compare thead th')
      await heads.nth(2).waitFor()
      expect(await heads.nth(1).locator('.vpad-mock-badge').count()).toBe(0)
      expect(await heads.nth(2).locator('.vpad-mock-badge').textContent()).toBe('mocked')
      // Reopening the mocked one turns Mock back on; sending it answers from the description.
      const before = sent.length
      await panel.getByRole('button', { name: /^Reopen GET .*, mocked$/ }).click()
      await panel.locator('.vpad-mock').waitFor()
      expect(await panel.locator('.vpad-mock-toggle input').isChecked()).toBe(true)
      await panel.locator('.vap-send').click()
      await panel.locator('.vap-response__label').waitFor()
      expect(sent.length).toBe(before)
      await expect.poll(() => entries.count(), { timeout: 30_000 }).toBe(3)
      expect(await entries.nth(0).locator('.vpad-mock-badge').textContent()).toBe('mocked')
      // The request that reached no server logs its failure in the console; nothing else does.
      expect(
        errors.filter((error) => !error.includes(api) && !/Failed to (load|fetch)/.test(error)),
      ).toEqual([])
    },
    SLOW,
  )
})

describe('Mock streams multipart/mixed part by part', () => {
  let parts: RunningDocsSite | undefined
  beforeAll(async () => {
    // The shared site, whose parts spec (shared-site/parts.ts) names a server nothing listens on.
    parts = await startSharedSite(inject('apiUrl'))
  }, SITE_BUILD_TIMEOUT)
  afterAll(() => parts?.close())

  it(
    'each part, between the boundaries, arrives as an item of the event list',
    async () => {
      const context = await chrome.browser.newContext({ viewport: { width: 1280, height: 900 } })
      const page = await context.newPage()
      const errors = watchErrors(page)
      const sent: string[] = []
      page.on('request', (request) => {
        if (request.url().startsWith('http://127.0.0.1:9/')) sent.push(request.url())
      })
      await page.goto(`${parts!.url}/parts/getBatch`)
      await page.waitForFunction(() => '__vue_app__' in document.querySelector('#app')!)
      const panel = page.locator('.vpad-tryit')
      await panel.locator('.vpad-mock-toggle input').check()
      await panel.locator('.vpad-mock').waitFor()
      expect(await panel.locator('.vpad-mock-note').textContent()).toContain(
        'Its items arrive one by one',
      )
      await panel.locator('.vap-send').click()
      const response = panel.locator('.vap-response')
      // Parts arrive with a pause between them: the view says it is streaming meanwhile.
      await response.locator('.vap-events__streaming').waitFor()
      await response.locator('.vap-events__streaming').waitFor({ state: 'detached' })
      expect(await response.locator('.vap-response__label').textContent()).toBe('mocked')
      // Each part named by its Content-Type, its body the item generated from itemSchema.
      expect(await response.locator('.vap-event__name').allInnerTexts()).toEqual([
        'application/json',
        'application/json',
        'application/json',
      ])
      for (const data of await response.locator('.vap-event__data').allInnerTexts())
        expect(JSON.parse(data)).toEqual({ id: 4, name: 'Lamp' })
      await response.locator('.vap-response__headers summary').click()
      expect(await response.locator('.vap-headers').innerText()).toContain(
        'multipart/mixed; boundary=vpad-mock-part',
      )
      expect(sent).toEqual([])
      expect(errors).toEqual([])
      await panel.screenshot({ path: `${SCREENS}/mock-multipart-light.png` })
      await context.close()
    },
    SLOW,
  )
})
