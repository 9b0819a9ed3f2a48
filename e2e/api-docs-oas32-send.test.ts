import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { SITE_BUILD_TIMEOUT, startDocsSite, type RunningDocsSite } from './api-docs-site'
import { useBrowser, watchErrors } from './browser'

// The try-it panels of the OpenAPI 3.2 spec (e2e/api-docs-site/specs/catalog.yaml) send its
// QUERY and PURGE operations, body included, to the local server's echo endpoint. The page
// passes the operation's own method to the playground; the playground sends any method token
// fetch allows (all but CONNECT, TRACE and TRACK).
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
