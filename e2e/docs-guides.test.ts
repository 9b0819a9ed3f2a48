import type { Locator, Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { componentGuides } from '../docs/.vitepress/nav/guide-components'
import { useBrowser, watchErrors } from './browser'
import { useDocs } from './docs-site'

// The component guides (docs/guide/*.md): every live example, found by its frame
// (`.guide-example`), sends to the demo API server and shows the response. A new example is
// covered without editing this file.

const RESPONSE_TIMEOUT = 30_000
const guidePaths = componentGuides.flatMap((item) => (item.link ? [item.link] : []))

/** The example's send button: the default one, or a `send-button` slot's ("Send request"). */
const sendButton = (example: Locator) =>
  example.getByRole('button', { name: /^send/i }).or(example.locator('.vap-send')).first()

/** Sends the example's request and waits for its response's status; returns the status text. */
async function send(example: Locator): Promise<string> {
  await sendButton(example).click()
  const status = example.locator('.vap-response .vap-status')
  await status.waitFor({ timeout: RESPONSE_TIMEOUT })
  return (await status.textContent())?.trim() ?? ''
}

/** The JSON the echo endpoint answered, read from the example's rendered response body. */
async function echoed(example: Locator): Promise<Record<string, unknown>> {
  const body = example.locator('.vap-response__body pre')
  await body.waitFor({ timeout: RESPONSE_TIMEOUT })
  return JSON.parse((await body.textContent()) ?? '') as Record<string, unknown>
}

describe('component guides', () => {
  const chromium = useBrowser()
  const docs = useDocs()

  async function open(path: string, errors?: string[]): Promise<Page> {
    const context = await chromium.browser.newContext({ viewport: { width: 1280, height: 900 } })
    const page = await context.newPage()
    page.on('close', () => void context.close().catch(() => {}))
    if (errors) watchErrors(page, errors)
    await page.goto(`${docs.url}${path}`, { waitUntil: 'networkidle' })
    return page
  }

  it('lists every page of docs/guide/ in the sidebar, and every listed page exists', () => {
    const built = docs.pages.filter((path) => /^\/guide\/[^/]*$/.test(path))
    expect(built.length).toBeGreaterThan(10)
    expect([...guidePaths].sort()).toEqual(built.sort())
  })

  it.for(guidePaths)('%s: every live example sends and shows its status and body', async (path) => {
    const errors: string[] = []
    const page = await open(path, errors)
    let sent = 0
    for (const [index, example] of (await page.locator('.guide-example').all()).entries()) {
      if ((await example.locator('.vap-request').count()) === 0) continue
      const where = `${path} example ${index + 1}`
      expect(await send(example), where).toMatch(/^2\d\d\b/)
      const body = example.locator('.vap-response__body')
      await expect
        .poll(
          async () =>
            ((await body.innerText()).trim() ? 1 : 0) + (await body.locator('img').count()),
          { timeout: RESPONSE_TIMEOUT, message: where },
        )
        .toBeGreaterThan(0)
      // A stream would go on for seconds: stop it, as a reader would.
      const stop = example.getByRole('button', { name: 'Stop' })
      if (await stop.count()) await stop.click()
      sent++
    }
    // Every guide but the introduction shows its feature live.
    if (path !== '/guide/') expect(sent, path).toBeGreaterThan(0)
    expect(errors, path).toEqual([])
    await page.close()
  })

  it('sends each body with its content type, and an uploaded file as a part', async () => {
    const page = await open('/guide/bodies')
    const examples = page.locator('.guide-example')
    const expected = [
      'application/json',
      'application/json',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=',
      'text/plain',
      'application/xml',
    ]
    expect(await examples.count()).toBe(expected.length)
    await examples
      .nth(3)
      .locator('input[type=file]')
      .setInputFiles({ name: 'avatar.png', mimeType: 'image/png', buffer: Buffer.from('png') })
    for (const [index, contentType] of expected.entries()) {
      const example = examples.nth(index)
      await send(example)
      const echo = await echoed(example)
      expect((echo.headers as Record<string, string>)['content-type']).toContain(contentType)
      if (index === 3) {
        expect(echo.parts).toContainEqual(
          expect.objectContaining({ name: 'picture', filename: 'avatar.png', size: 3 }),
        )
      }
    }
    expect((await echoed(examples.nth(0))).json).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
    })
    expect((await echoed(examples.nth(2))).form).toEqual({ username: 'ada', remember: 'yes' })
    await page.close()
  })

  it('sends to the server picked in the selector', async () => {
    const page = await open('/guide/parameters')
    const example = page.locator('.guide-example').filter({ has: page.locator('select') })
    const select = example.locator('select')
    const staging = (await select.locator('option').nth(1).getAttribute('value')) ?? ''
    await select.selectOption(staging)
    await expect.poll(() => example.locator('p code').textContent()).toBe(staging)
    await send(example)
    expect((await echoed(example)).path).toBe('/echo/staging/orders/1001')
    await page.close()
  })

  it('streams events until Stop, then keeps what arrived and stops', async () => {
    const page = await open('/guide/streaming')
    const example = page.locator('.guide-example').first()
    await sendButton(example).click()
    const stop = example.getByRole('button', { name: 'Stop' })
    await stop.waitFor({ timeout: RESPONSE_TIMEOUT })
    const events = example.locator('.vap-event')
    await expect.poll(() => events.count(), { timeout: RESPONSE_TIMEOUT }).toBeGreaterThan(1)
    const before = await events.count()
    await expect.poll(() => events.count(), { timeout: RESPONSE_TIMEOUT }).toBeGreaterThan(before)
    await stop.click()
    await example.getByRole('button', { name: 'Send' }).waitFor()
    expect(await example.locator('.vap-events__streaming').count()).toBe(0)
    const kept = await events.count()
    expect(kept).toBeGreaterThan(before)
    // The demo stream sends one event every 500 ms and has 40 of them: none more after Stop.
    await page.waitForTimeout(1200)
    expect(await events.count()).toBe(kept)
    await page.close()
  })

  it('logs the events, and before-send changes what is sent', async () => {
    const page = await open('/guide/events')
    const example = page.locator('.guide-example').first()
    const log = example.locator('.event-log li code')
    await send(example)
    await expect
      .poll(() => log.allTextContents())
      .toEqual(['before-send', 'request-start', 'request-success'])
    const headers = (await echoed(example)).headers as Record<string, string>
    expect(headers['x-sent-from']).toBe('events guide')
    // The second server refuses connections: no response, so request-error.
    const select = example.locator('select')
    await select.selectOption({ index: 1 })
    await sendButton(example).click()
    await expect
      .poll(() => log.allTextContents(), { timeout: RESPONSE_TIMEOUT })
      .toEqual([
        'before-send',
        'request-start',
        'request-success',
        'before-send',
        'request-start',
        'request-error',
      ])
    expect(await example.locator('.event-log li').last().textContent()).toContain('TypeError')
    await page.close()
  })

  it('fills the form from a pasted cURL command, and sends what it describes', async () => {
    const page = await open('/guide/curl')
    const example = page.locator('.guide-example').first()
    const command = (await example.locator('pre.command').textContent()) ?? ''
    expect(command).toContain(inject('apiUrl'))
    await example.locator('summary', { hasText: 'Paste cURL' }).click()
    await example.getByLabel('cURL command').fill(command)
    await example.getByRole('button', { name: 'Import' }).click()
    await expect
      .poll(() => example.locator('.vap-request__url').textContent())
      .toContain('/echo/items')
    // The JSON body's "name" lands in the form's field of that name; the query gets a new field.
    const fields = example.locator('.vap-request input[type=text], .vap-request input:not([type])')
    await expect
      .poll(async () => Promise.all((await fields.all()).map((input) => input.inputValue())))
      .toEqual(expect.arrayContaining(['from curl', '1']))
    await send(example)
    const echo = await echoed(example)
    expect(echo).toMatchObject({
      method: 'POST',
      path: '/echo/items',
      query: { draft: '1' },
      json: { name: 'from curl' },
    })
    expect((echo.headers as Record<string, string>).authorization).toBe('Bearer demo-token')
    await page.close()
  })
})
