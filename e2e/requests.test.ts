import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { useBrowser } from './browser'
import { lastSuccess, loggedEvents, openScenario } from './helpers'

const chrome = useBrowser()

interface Echo {
  status: number
  kind: string
  body?: Record<string, unknown>
}

/** Sends from the page and returns the echo server's view of the request, read from the UI. */
async function sendAndReadEcho(page: Page): Promise<Record<string, unknown>> {
  await page.click('.vap-send')
  const success = (await lastSuccess(page)) as unknown as Echo
  expect(success.status).toBe(200)
  expect(success.kind).toBe('json')
  return success.body!
}

describe('requests from a real browser to the local server', () => {
  it('GET with path, query, header and remaining items', async () => {
    const errors: string[] = []
    const page = await openScenario(chrome.browser, 'get', { errors })
    await page.getByLabel('q').fill('héllo wörld & more')
    const echo = await sendAndReadEcho(page)
    expect(echo).toMatchObject({
      method: 'GET',
      path: '/echo/users/42',
      query: { q: 'héllo wörld & more', limit: '10' },
      headers: { 'x-trace': 'abc' },
    })
    expect(await page.locator('.vap-response').textContent()).toContain('200')
    expect(errors).toEqual([])
    await page.close()
  })

  it('POST JSON with a custom header', async () => {
    const page = await openScenario(chrome.browser, 'post-json')
    await page.getByLabel('title').fill('From Chromium')
    const echo = await sendAndReadEcho(page)
    expect(echo).toMatchObject({
      method: 'POST',
      json: { title: 'From Chromium', count: 3 },
      headers: { 'content-type': 'application/json', 'x-client': 'e2e' },
    })
    await page.close()
  })

  it('form urlencoded', async () => {
    const page = await openScenario(chrome.browser, 'urlencoded')
    const echo = await sendAndReadEcho(page)
    expect(echo).toMatchObject({
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      form: { name: 'Ada Lovelace', lang: 'en & fr' },
    })
    await page.close()
  })

  it('multipart with a real file', async () => {
    const page = await openScenario(chrome.browser, 'multipart')
    await page.getByLabel('file').setInputFiles({
      name: 'report.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('a,b\n1,2\n'),
    })
    const echo = await sendAndReadEcho(page)
    expect(String((echo.headers as Record<string, string>)['content-type'])).toMatch(
      /^multipart\/form-data; boundary=/,
    )
    expect(echo.parts).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'note', value: 'a file' }),
        expect.objectContaining({
          name: 'file',
          filename: 'report.csv',
          size: 8,
          type: 'text/csv',
        }),
      ]),
    )
    await page.close()
  })

  const authCases: [string, (page: Page) => Promise<void>][] = [
    [
      'bearer',
      async (page) => {
        await page.getByLabel('Type').selectOption('bearer')
        await page.getByLabel('Token').fill('demo-token')
      },
    ],
    [
      'basic',
      async (page) => {
        await page.getByLabel('Type').selectOption('basic')
        await page.getByLabel('Username').fill('demo')
        await page.getByLabel('Password').fill('secret')
      },
    ],
    [
      'api-key-header',
      async (page) => {
        await page.getByLabel('Type').selectOption('apiKey')
        await page.getByLabel('Name', { exact: true }).fill('X-API-Key')
        await page.getByLabel('Value', { exact: true }).fill('demo-key')
      },
    ],
    [
      'api-key-query',
      async (page) => {
        await page.getByLabel('Type').selectOption('apiKey')
        await page.getByLabel('Send in').selectOption('query')
        await page.getByLabel('Name', { exact: true }).fill('api_key')
        await page.getByLabel('Value', { exact: true }).fill('demo-key')
      },
    ],
  ]

  it.each(authCases)('auth %s: 401 without credentials, 200 with them', async (kind, fill) => {
    const page = await openScenario(chrome.browser, 'auth', { query: { kind } })
    await page.click('.vap-send')
    await page.waitForFunction(() =>
      (window as unknown as { __events: { name: string }[] }).__events.some(
        (e) => e.name === 'request-success',
      ),
    )
    expect(((await loggedEvents(page)).at(-1)!.payload as Echo).status).toBe(401)
    // Authorization is collapsed while it is "none"; its editor loads when opened.
    await page.locator('summary', { hasText: 'Authorization' }).click()
    await fill(page)
    await page.click('.vap-send')
    await page.waitForFunction(
      () =>
        (window as unknown as { __events: { name: string }[] }).__events.filter(
          (e) => e.name === 'request-success',
        ).length === 2,
    )
    expect(((await loggedEvents(page)).at(-1)!.payload as Echo).status).toBe(200)
    // v-model:auth carried the config back to the page.
    expect(await page.locator('.fixture-auth').textContent()).toContain('demo')
    await page.close()
  })

  it('server switch changes the base URL and v-model:server', async () => {
    const page = await openScenario(chrome.browser, 'servers')
    const servers = await page.locator('.vap-server option').allTextContents()
    expect(servers).toHaveLength(2)
    // v-model:server starts at the first server.
    expect(await page.locator('.fixture-server').textContent()).toBe(servers[0])
    await page.getByLabel('Server').selectOption(servers[1]!)
    // The page re-renders after the change event: poll, not read once.
    await expect.poll(() => page.locator('.fixture-server').textContent()).toBe(servers[1])
    const echo = await sendAndReadEcho(page)
    expect(echo.path).toBe('/echo/v2/ping')
    await page.close()
  })

  it('Paste cURL, then send', async () => {
    const page = await openScenario(chrome.browser, 'curl')
    const api = new URL(page.url()).searchParams.get('api')!
    await page.getByText('Paste cURL').click()
    await page
      .getByLabel('cURL command')
      .fill(
        `curl '${api}/echo/users/77?expand=team' \\\n  -H 'X-From: curl' \\\n  -H 'Authorization: Bearer pasted' \\\n  --compressed`,
      )
    await page.getByRole('button', { name: 'Import' }).click()
    await expect
      .poll(() => page.locator('.vap-curl-import').textContent())
      .toContain('--compressed')
    expect(await page.getByLabel('id').inputValue()).toBe('77')
    const echo = await sendAndReadEcho(page)
    expect(echo).toMatchObject({
      path: '/echo/users/77',
      query: { expand: 'team' },
      headers: { 'x-from': 'curl', authorization: 'Bearer pasted' },
    })
    await page.close()
  })

  it('a refused connection shows the CORS hint and the cURL command', async () => {
    const page = await openScenario(chrome.browser, 'refused')
    await page.click('.vap-send')
    await page.waitForFunction(() =>
      (window as unknown as { __events: { name: string }[] }).__events.some(
        (e) => e.name === 'request-error',
      ),
    )
    const text = await page.locator('.vap-response').textContent()
    expect(text).toMatch(/CORS/)
    expect(text).toContain("curl 'http://127.0.0.1:9/nothing'")
    const error = (await loggedEvents(page)).find((e) => e.name === 'request-error')!
    expect(error.payload).toMatchObject({ error: { name: 'TypeError' } })
    await page.close()
  })

  it('the send-button slot replaces the default button', async () => {
    const page = await openScenario(chrome.browser, 'slot')
    expect(await page.locator('.vap-send').count()).toBe(0)
    await page.click('.custom-send')
    await expect.poll(() => page.locator('.custom-send').textContent()).toBe('Working')
    await page.click('.custom-abort')
    await page.waitForFunction(() =>
      (window as unknown as { __events: { name: string }[] }).__events.some(
        (e) => e.name === 'request-error',
      ),
    )
    await page.close()
  })

  it('an image response is previewed', async () => {
    const page = await openScenario(chrome.browser, 'image')
    await page.click('.vap-send')
    const image = page.locator('.vap-response img')
    await image.waitFor()
    // The element comes before its pixels: wait for the decode, not just the <img>.
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(64)
    await page.close()
  })

  it('response text is never rendered as HTML', async () => {
    const page = await openScenario(chrome.browser, 'post-json')
    await page
      .getByLabel('title')
      .fill('<img src=x onerror="window.__xss=1"><script>window.__xss=2</script>')
    await page.click('.vap-send')
    await lastSuccess(page)
    expect(await page.locator('.vap-response img').count()).toBe(0)
    expect(
      await page.evaluate(() => (window as unknown as { __xss?: number }).__xss),
    ).toBeUndefined()
    expect(await page.locator('.vap-response').textContent()).toContain('<img src=x')
    await page.close()
  })
})
