import { execFileSync } from 'node:child_process'
import { mkdirSync } from 'node:fs'
import type { Page, Request } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { SITE_BUILD_TIMEOUT, type RunningDocsSite } from './api-docs-site'
import { startSharedSite } from './shared-site/site'
import { useBrowser, watchErrors } from './browser'

// Each row of the OpenAPI specification's "Style Examples" table (OpenAPI 3.2 section 4.8.12.6)
// sent from the try-it panel to the local echo server, compared with the table and with the
// panel's cURL sample replayed by the real curl; then HEAD and OPTIONS, which the panel sends.

const chrome = useBrowser()
const apiUrl = () => inject('apiUrl')
const SCREENS = 'e2e/.artifacts/screens'
let site: RunningDocsSite | undefined

beforeAll(async () => {
  site = await startSharedSite(apiUrl())
}, SITE_BUILD_TIMEOUT)
afterAll(async () => {
  await site?.close()
})

interface Echo {
  method: string
  path: string
  query: Record<string, string | string[]>
  headers: Record<string, string>
}

async function open(
  path: string,
): Promise<{ page: Page; errors: string[]; close: () => Promise<void> }> {
  const context = await chrome.browser.newContext({ viewport: { width: 1280, height: 900 } })
  const page = await context.newPage()
  const errors = watchErrors(page)
  await page.goto(`${site!.url}${path}`)
  await page.waitForFunction(
    () => (document.querySelector('#app') as { __vue_app__?: unknown } | null)?.__vue_app__,
  )
  return { page, errors, close: () => context.close() }
}

/** Clicks Send; resolves with the request the browser sent and the echo server's answer. */
async function send(
  page: Page,
  method: string,
): Promise<{ request: Request; status: number; text: string }> {
  const answered = page.waitForResponse(
    (response) =>
      response.url().startsWith(`${apiUrl()}/echo`) &&
      response.request().method() === method &&
      // An OPTIONS the page sends on purpose, not the browser's CORS preflight.
      !response.request().headers()['access-control-request-method'],
  )
  await page.locator('.vpad-tryit .vap-send').click()
  const response = await answered
  return { request: response.request(), status: response.status(), text: await response.text() }
}

/** The cURL sample of the page, run by the real curl against the echo server. */
async function replayCurl(page: Page): Promise<{ command: string; output: string }> {
  const command = (await page.locator('.vpad-samples pre code').first().textContent()) ?? ''
  expect(command).toMatch(/^curl /)
  // -s: no progress meter; -i: the status line too, for HEAD and OPTIONS.
  const output = execFileSync(
    '/bin/sh',
    ['-c', `${command.replace(/^curl /, '/usr/bin/curl -s -i ')}`],
    {
      encoding: 'utf8',
      timeout: 30_000,
    },
  )
  return { command, output }
}

const bodyOf = (output: string) => output.slice(output.indexOf('\r\n\r\n') + 4)

describe('style examples', { timeout: 180_000 }, () => {
  it('every row arrives as the table says, and as the cURL sample sends it', async () => {
    const { page, errors, close } = await open('/styles/styles')
    await expect
      .poll(() => page.locator('.vpad-tryit .vap-structured').count(), { timeout: 30_000 })
      .toBe(14)
    const { request, status, text } = await send(page, 'GET')
    expect(status).toBe(200)
    // The table's cells, in the order of the parameters.
    const expectedUrl =
      `${apiUrl()}/echo/styles/blue,black,brown/R=100,G=200,B=150/.blue,black,brown/.R=100.G=200.B=150` +
      `/;m0=blue;m0=black;m0=brown/;m1=R,100,G,200,B,150` +
      `?fx=blue&fx=black&fx=brown&ff=R,100,G,200,B,150&sp=blue%20black%20brown` +
      `&pi=R%7C100%7CG%7C200%7CB%7C150&dp%5BR%5D=100&dp%5BG%5D=200&dp%5BB%5D=150`
    expect(request.url()).toBe(expectedUrl)
    // The URL shown above the form is the one sent, the path parameters in place (no query).
    expect(await page.locator('.vpad-tryit .vap-request__url').textContent()).toBe(
      expectedUrl.slice(0, expectedUrl.indexOf('?')),
    )
    const headers = await request.allHeaders()
    expect(headers['x-simple']).toBe('blue,black,brown')
    expect(headers['x-simple-obj']).toBe('R=100,G=200,B=150')
    // The browser never sends a page's Cookie header; the panel says so.
    expect(headers.cookie).toBeUndefined()
    await expect
      .poll(() => page.locator('.vpad-tryit').textContent())
      .toContain('Cookie parameter "session" is not sent from this panel')
    const fromBrowser = JSON.parse(text) as Echo

    const { command, output } = await replayCurl(page)
    expect(command).toContain(`'${expectedUrl}'`)
    const fromCurl = JSON.parse(bodyOf(output)) as Echo
    expect(fromCurl.method).toBe(fromBrowser.method)
    expect(fromCurl.path).toBe(fromBrowser.path)
    expect(fromCurl.query).toEqual(fromBrowser.query)
    expect(fromCurl.headers['x-simple']).toBe(fromBrowser.headers['x-simple'])
    expect(fromCurl.headers['x-simple-obj']).toBe(fromBrowser.headers['x-simple-obj'])
    // What the panel cannot send, the sample does.
    expect(fromCurl.headers.cookie).toBe('session=blue,black,brown')
    expect(errors).toEqual([])
    await close()
  })

  it('a typed list item is sent in place, the others kept, across a change of server', async () => {
    const { page, close } = await open('/styles/styles')
    const panel = page.locator('.vpad-tryit')
    const fx = panel.locator('.vap-structured').nth(6)
    await fx.locator('input').nth(1).fill('grey & white')
    // Another server, then this one again: what was typed into the list stays.
    const port = panel.locator('.vpad-server-vars').getByLabel('port')
    const shown = panel.locator('.vap-request__url')
    await port.fill('4999')
    await expect.poll(() => shown.textContent()).toContain('127.0.0.1:4999/echo/styles/')
    await port.fill(new URL(apiUrl()).port)
    await expect.poll(() => shown.textContent()).toContain(`${apiUrl()}/echo/styles/`)
    expect(await fx.locator('input').nth(1).inputValue()).toBe('grey & white')
    const { request } = await send(page, 'GET')
    expect(new URL(request.url()).search).toContain('fx=blue&fx=grey%20%26%20white&fx=brown')
    await close()
  })

  it('the list and field editors fit light, dark and a 390 px screen', async () => {
    mkdirSync(SCREENS, { recursive: true })
    for (const [name, width, appearance] of [
      ['light', 1280, 'light'],
      ['dark', 1280, 'dark'],
      ['narrow', 390, 'light'],
    ] as const) {
      const context = await chrome.browser.newContext({ viewport: { width, height: 900 } })
      await context.addInitScript(
        (value) => localStorage.setItem('vitepress-theme-appearance', value),
        appearance,
      )
      const page = await context.newPage()
      await page.goto(`${site!.url}/styles/styles`)
      const panel = page.locator('.vpad-tryit')
      await panel.locator('.vap-structured').first().waitFor()
      // Nothing of an editor spills out of the panel.
      const overflow = await panel.evaluate((element) => element.scrollWidth - element.clientWidth)
      expect(overflow).toBeLessThanOrEqual(0)
      await panel.screenshot({ path: `${SCREENS}/styles-${name}.png` })
      await context.close()
    }
  })
})

describe('any method', { timeout: 180_000 }, () => {
  it('HEAD is sent: status and headers shown, no body; curl -I does the same', async () => {
    const { page, errors, close } = await open('/styles/headThings')
    await page.locator('.vpad-tryit .vap-send').waitFor()
    expect(await page.locator('.vpad-tryit').textContent()).not.toContain('cannot send')
    const { request, status } = await send(page, 'HEAD')
    expect(request.method()).toBe('HEAD')
    expect(status).toBe(200)
    await expect
      .poll(() => page.locator('.vpad-tryit .vap-response').textContent())
      .toContain('200')
    const { command, output } = await replayCurl(page)
    expect(command).toMatch(/^curl -I /)
    expect(output).toMatch(/^HTTP\/1\.1 200/)
    expect(bodyOf(output)).toBe('')
    expect(errors).toEqual([])
    await close()
  })

  it('OPTIONS is sent as itself, from the panel and from the sample', async () => {
    const { page, close } = await open('/styles/optionsThings')
    const { text } = await send(page, 'OPTIONS')
    expect((JSON.parse(text) as Echo).method).toBe('OPTIONS')
    const { command, output } = await replayCurl(page)
    expect(command).toMatch(/^curl -X OPTIONS /)
    expect((JSON.parse(bodyOf(output)) as Echo).method).toBe('OPTIONS')
    await close()
  })
})
