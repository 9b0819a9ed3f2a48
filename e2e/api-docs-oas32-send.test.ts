import { mkdirSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { SITE_BUILD_TIMEOUT, startDocsSite, type RunningDocsSite } from './api-docs-site'
import { useBrowser, watchErrors } from './browser'

// The try-it panels of the OpenAPI 3.2 spec (e2e/api-docs-site/specs/catalog.yaml) send its
// QUERY and PURGE operations, body included, to the local server's echo endpoint. The page
// passes the operation's own method to the playground; the playground sends any method token
// fetch allows (all but CONNECT, TRACE and TRACK).
const SCREENS = 'e2e/.artifacts/screens'
const chrome = useBrowser()
let site: RunningDocsSite | undefined
const apiUrl = () => inject('apiUrl')

beforeAll(async () => {
  site = await startDocsSite(apiUrl())
}, SITE_BUILD_TIMEOUT)
afterAll(() => site?.close())

describe('sending OpenAPI 3.2 methods from the try-it panel', { timeout: 120_000 }, () => {
  it.each([
    ['/catalog/searchItems', 'QUERY', '/echo/items/search', { text: 'lamp', limit: 10 }],
    ['/catalog/purgeCache', 'PURGE', '/echo/cache/lamp', { reason: 'stale' }],
  ])('%s sends %s with its body', async (path, method, echoPath, body) => {
    const context = await chrome.browser.newContext({ viewport: { width: 1280, height: 900 } })
    const page = await context.newPage()
    const errors = watchErrors(page)
    await page.goto(`${site!.url}${path}`)
    const send = page.locator('.vpad-tryit .vap-send')
    await send.waitFor({ timeout: 20_000 })
    const echoed = page.waitForResponse(
      (response) =>
        response.url().startsWith(`${apiUrl()}/echo/`) && response.request().method() === method,
    )
    await send.click()
    const response = await echoed
    expect(response.status()).toBe(200)
    const echo = (await response.json()) as { method: string; path: string; body: string }
    expect(echo.method).toBe(method)
    expect(echo.path).toBe(echoPath)
    expect(JSON.parse(echo.body)).toEqual(body)
    expect(errors).toEqual([])
    await context.close()
  })
})

describe(
  "reading a real stream's items with the description's itemSchema",
  { timeout: 120_000 },
  () => {
    it('indents JSON data and lists, under an event, what differs from the schema', async () => {
      const context = await chrome.browser.newContext({ viewport: { width: 1280, height: 900 } })
      const page = await context.newPage()
      const errors = watchErrors(page)
      // The echo server has no event stream at the operation's path: the request goes on to the
      // local server's real one (/stream: `tick` events with JSON data, every third event an
      // unnamed message of three text lines, then `done`), streamed as it would be from the API.
      await page.route(`${apiUrl()}/echo/items/7/events`, (route) =>
        route.continue({ url: `${apiUrl()}/stream?events=3&interval=50` }),
      )
      await page.goto(`${site!.url}/catalog/itemEvents`)
      const send = page.locator('.vpad-tryit .vap-send')
      await send.waitFor({ timeout: 20_000 })
      await send.click()
      const events = page.locator('.vpad-tryit .vap-event')
      await expect.poll(() => events.count(), { timeout: 20_000 }).toBe(4)
      const data = (index: number) =>
        events
          .nth(index)
          .locator('.vap-event__data')
          .evaluate((node) => node.textContent)
      // ItemChange (the data's contentSchema) allows the tick's fields: indented, nothing listed.
      await expect
        .poll(() => data(0), { timeout: 10_000 })
        .toMatch(/^\{\n {2}"n": 1,\n {2}"of": 3,/)
      expect(await events.nth(0).locator('.vap-event__problems').count()).toBe(0)
      // The unnamed message is text where the description promises JSON: shown as received.
      expect(await data(1)).toBe('line 1 of event 2\nline 2 of event 2\nline 3 of event 2')
      const problems = events.nth(1).locator('.vap-event__problems')
      await expect.poll(() => problems.locator('p').textContent()).toBe('Not as described:')
      expect(await problems.locator('li').allTextContents()).toEqual([
        'The data is not JSON (line 1, column 1).',
      ])
      mkdirSync(SCREENS, { recursive: true })
      await page
        .locator('.vpad-tryit .vap-events')
        .screenshot({ path: `${SCREENS}/stream-items-light.png` })
      expect(await data(3)).toBe('{\n  "events": 3\n}')
      expect(errors).toEqual([])
      await context.close()
    })
  },
)
