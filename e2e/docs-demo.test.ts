import type { BrowserContext, Locator, Page, Request } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { useBrowser, watchErrors } from './browser'
import { historyEntries } from './history'
import { fullSidebar } from './sidebar'
import { useDocs } from './docs-site'

// The docs site's demo: three specs served by the plugin, their try-it panels sending to the
// real demo APIs of the local server (server/routes/store.ts, admin.ts, events.ts).
const chrome = useBrowser()
const docs = useDocs()
const apiUrl = () => inject('apiUrl')

/** The machine is shared: what the page shows may take a while to change. */
const poll = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 30_000 })

interface Tab {
  page: Page
  errors: string[]
}

/** A fresh context: its own sessionStorage, so no test sees another's credentials. */
function newContext(): Promise<BrowserContext> {
  return chrome.browser.newContext({ viewport: { width: 1280, height: 900 } })
}

/** VitePress's app is hydrated once Vue has mounted it (hotkeys and panels work from then). */
async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(
    () => (document.querySelector('#app') as { __vue_app__?: unknown } | null)?.__vue_app__,
  )
}

async function open(context: BrowserContext, path: string): Promise<Tab> {
  const page = await context.newPage()
  const errors = watchErrors(page)
  await page.goto(`${docs.url}${path}`)
  await waitForHydration(page)
  return { page, errors }
}

/**
 * The page's own errors. Chromium logs every 4xx answer as a failed resource load; the 401s the
 * tests ask for on purpose are answers, not errors of the page.
 */
const pageErrors = (errors: string[]) =>
  errors.filter((error) => !/Failed to load resource: .*status of 40[01]/.test(error))

/** The try-it panel of the operation with this id (`store.listBooks`). */
const panel = (page: Page, id: string): Locator =>
  page.locator(`[data-operation-id="${id}"] .vpad-tryit`)

interface Sent {
  request: Request
  headers: Record<string, string>
  status: number
}

/** Clicks Send; resolves with the request that reached the API (not its preflight). */
async function send(page: Page, tryIt: Locator, path: string): Promise<Sent> {
  const answered = page.waitForResponse(
    (response) =>
      response.url().startsWith(`${apiUrl()}${path}`) && response.request().method() !== 'OPTIONS',
  )
  await tryIt.locator('.vap-send').click()
  const response = await answered
  const request = response.request()
  return { request, headers: await request.allHeaders(), status: response.status() }
}

const OPERATIONS = {
  store: ['List books', 'Create a book', 'Get a book', 'Upload a cover', 'Place an order'],
  admin: ['Health check', 'List users', 'Create an API key', 'Audit log'],
  events: ['Stream events', 'Export subscribers', 'Replay a delivery status'],
} as const
type SpecName = keyof typeof OPERATIONS

describe('the demo specs side by side', { timeout: 180_000 }, () => {
  it('keep their sidebars apart: each spec page shows only its own', async () => {
    const context = await newContext()
    const pages: [SpecName, string][] = [
      ['store', '/demo/store/getBook'],
      ['admin', '/demo/admin/listUsers'],
      ['events', '/demo/events/streamEvents'],
      ['store', '/schemas/store/Book'],
    ]
    for (const [spec, path] of pages) {
      const { page, errors } = await open(context, path)
      const sidebar = await fullSidebar(page, OPERATIONS[spec][1])
      for (const [other, names] of Object.entries(OPERATIONS))
        for (const name of names)
          expect(sidebar.includes(name), `${path}: ${name}`).toBe(other === spec)
      expect(sidebar).toContain('Changelog')
      expect(pageErrors(errors)).toEqual([])
      await page.close()
    }
    await context.close()
  })

  it('answer a Store try-it with 401 without the token, and the JSON books with it', async () => {
    const context = await newContext()
    const { page, errors } = await open(context, '/demo/store/listBooks')
    const tryIt = panel(page, 'store.listBooks')
    const response = tryIt.locator('.vap-response')

    let sent = await send(page, tryIt, '/store/books')
    expect(sent.status).toBe(401)
    expect(sent.headers.authorization).toBeUndefined()
    await poll(() => response.locator('.vap-status').textContent()).toContain('401')
    // The status shows before the body has rendered: wait for the body too.
    await poll(() => response.textContent()).toContain(
      'Expected \\"Authorization: Bearer demo-token\\"',
    )

    await tryIt.getByLabel('Token').fill('demo-token')
    sent = await send(page, tryIt, '/store/books')
    expect(sent.status).toBe(200)
    expect(sent.headers.authorization).toBe('Bearer demo-token')
    // The panel starts from the spec: genre's example is "fiction", so four books come back.
    expect(new URL(sent.request.url()).searchParams.get('genre')).toBe('fiction')
    await poll(() => response.locator('.vap-status').textContent()).toContain('200')
    await poll(() => response.textContent()).toContain('"title": "Pride and Prejudice"')
    await poll(() => response.textContent()).toContain('"total": 4')
    expect(pageErrors(errors)).toEqual([])
    await context.close()
  })

  it('keep credentials apart per spec, across pages and a reload', async () => {
    // One tab throughout: sessionStorage belongs to a tab.
    const context = await newContext()
    const { page, errors } = await open(context, '/demo/store/listBooks')
    await panel(page, 'store.listBooks').getByLabel('Token').fill('demo-token')

    // Another Store operation, reached by a client-side link: it sends the token.
    await page.locator('.VPSidebar').getByText('Get a book', { exact: true }).click()
    await page.waitForURL(/\/demo\/store\/getBook$/)
    const getBook = panel(page, 'store.getBook')
    await poll(() => getBook.getByLabel('Token').inputValue()).toBe('demo-token')
    let sent = await send(page, getBook, '/store/books/')
    expect(sent.status).toBe(200)
    expect(sent.headers.authorization).toBe('Bearer demo-token')

    // Admin: the Store token is absent; its own key goes with it, and a 401 without it.
    await page.goto(`${docs.url}/demo/admin/listUsers`)
    await waitForHydration(page)
    const users = panel(page, 'admin.listUsers')
    const auth = users.locator('.vap-auth')
    // The key's field is labelled by its header's name (the scheme fixes the name).
    await poll(() => auth.getByLabel('X-API-Key').inputValue()).toBe('')
    sent = await send(page, users, '/admin/eu/users')
    expect(sent.status).toBe(401)
    expect(sent.headers.authorization).toBeUndefined()
    expect(sent.headers['x-api-key']).toBeUndefined()
    await auth.getByLabel('X-API-Key').fill('demo-key')
    sent = await send(page, users, '/admin/eu/users')
    expect(sent.status).toBe(200)
    expect(sent.headers['x-api-key']).toBe('demo-key')
    expect(sent.headers.authorization).toBeUndefined()
    // The server's variables show the port the site was built with; another region is sent to.
    const variables = users.locator('.vpad-server-vars')
    expect(await variables.getByLabel('port').inputValue()).toBe(new URL(apiUrl()).port)
    await variables.getByLabel('region').selectOption('us')
    await poll(() => users.locator('.vap-request__url').textContent()).toBe(
      `${apiUrl()}/admin/us/users`,
    )
    sent = await send(page, users, '/admin/us/users')
    expect(new URL(sent.request.url()).pathname).toBe('/admin/us/users')
    await variables.getByLabel('region').selectOption('eu')

    // Events: neither the token nor the key.
    await page.goto(`${docs.url}/demo/events/getDelivery`)
    await waitForHydration(page)
    const delivery = panel(page, 'events.getDelivery')
    sent = await send(page, delivery, '/events/deliveries/')
    expect(sent.status).toBe(401)
    expect(sent.headers.authorization).toBeUndefined()
    expect(sent.headers['x-api-key']).toBeUndefined()

    // A reload of a Store page keeps the token, and the Admin key stays out of Store requests.
    await page.goto(`${docs.url}/demo/store/getBook`)
    await waitForHydration(page)
    await page.reload()
    await waitForHydration(page)
    await poll(() => getBook.getByLabel('Token').inputValue()).toBe('demo-token')
    sent = await send(page, getBook, '/store/books/')
    expect(sent.headers.authorization).toBe('Bearer demo-token')
    expect(sent.headers['x-api-key']).toBeUndefined()

    // And the Admin key survived it too.
    await page.goto(`${docs.url}/demo/admin/listUsers`)
    await waitForHydration(page)
    await poll(() => auth.getByLabel('X-API-Key').inputValue()).toBe('demo-key')

    // The public health check sends no key even though one is set.
    await page.goto(`${docs.url}/demo/admin/getHealth`)
    await waitForHydration(page)
    sent = await send(page, panel(page, 'admin.getHealth'), '/admin/eu/health')
    expect(sent.status).toBe(200)
    expect(sent.headers['x-api-key']).toBeUndefined()
    expect(pageErrors(errors)).toEqual([])
    await context.close()
  })

  it('stream the Events feed live, and Stop aborts it', async () => {
    const context = await newContext()
    const { page, errors } = await open(context, '/demo/events/streamEvents')
    const tryIt = panel(page, 'events.streamEvents')
    const auth = tryIt.locator('.vap-auth')
    await auth.getByLabel('Username').fill('demo')
    await auth.getByLabel('Password').fill('secret')
    // A label reads "events query": the name, then the parameter's place.
    await tryIt.getByLabel(/^events/).fill('200')
    await tryIt.getByLabel(/^interval/).fill('100')

    const sendButton = tryIt.locator('.vap-send')
    const streamed = page.waitForResponse((response) =>
      response.url().startsWith(`${apiUrl()}/events/stream`),
    )
    await sendButton.click()
    const response = await streamed
    expect(response.status()).toBe(200)
    expect(response.request().headers().authorization).toBe(`Basic ${btoa('demo:secret')}`)
    await poll(() => sendButton.textContent()).toContain('Stop')
    const events = tryIt.locator('.vap-event')
    await poll(() => events.count()).toBeGreaterThanOrEqual(2)
    const first = await events.count()
    await poll(() => events.count()).toBeGreaterThan(first)
    expect(await events.locator('.vap-event__name').first().textContent()).toBe('tick')

    await sendButton.click()
    await poll(() => sendButton.textContent()).toContain('Send')
    const kept = await events.count()
    // 200 events 100 ms apart would go on for 20 s; after Stop, nothing more arrives.
    await page.waitForTimeout(500)
    expect(await events.count()).toBe(kept)
    expect(kept).toBeLessThan(200)
    expect(pageErrors(errors)).toEqual([])
    await context.close()
  })

  it('answer the Events feed from its description with Mock, sending nothing', async () => {
    const context = await newContext()
    const { page, errors } = await open(context, '/demo/events/streamEvents')
    const sent: string[] = []
    page.on('request', (request) => {
      if (request.url().startsWith(apiUrl())) sent.push(request.url())
    })
    const tryIt = panel(page, 'events.streamEvents')
    await tryIt.locator('.vpad-mock-toggle input').check()
    // Without the Basic credentials the feed requires, the described 401, as the server answers.
    await tryIt.locator('.vap-send').click()
    const response = tryIt.locator('.vap-response')
    await poll(() => response.locator('.vap-status').textContent()).toContain('401')
    const auth = tryIt.locator('.vap-auth')
    await auth.getByLabel('Username').fill('demo')
    await auth.getByLabel('Password').fill('secret')
    await tryIt.locator('.vap-send').click()
    await poll(() => response.locator('.vap-status').textContent()).toContain('200')
    await poll(() => response.locator('.vap-response__label').count()).toBe(1)
    expect(await response.locator('.vap-response__label').textContent()).toBe('mocked')
    // The description's example: a retry and a comment, then one `tick` event.
    await poll(() => response.locator('.vap-event__name').allTextContents()).toEqual(['tick'])
    expect(await response.locator('.vap-event__id').textContent()).toBe('id: 1')
    expect(sent).toEqual([])
    expect(pageErrors(errors)).toEqual([])
    await context.close()
  })
})

describe('search across the demo specs', { timeout: 180_000 }, () => {
  const dialog = (page: Page) => page.locator('[role="dialog"].vpad-search')
  const options = (page: Page) => page.locator('[role="option"]')

  it('opens with Ctrl+J beside VitePress search, finds each spec, and Enter navigates', async () => {
    const context = await newContext()
    const { page, errors } = await open(context, '/demo/')
    // The site has VitePress's local search, which keeps Ctrl+K; the plugin takes Ctrl+J.
    expect(await page.locator('.vpad-search-button').textContent()).toMatch(/J/)
    await page.keyboard.press('Control+k')
    await poll(() => page.locator('.VPLocalSearchBox').count()).toBe(1)
    expect(await dialog(page).count()).toBe(0)
    await page.keyboard.press('Escape')
    await poll(() => page.locator('.VPLocalSearchBox').count()).toBe(0)

    const searches: [string, string, string][] = [
      ['list books', 'List books', 'Store API'],
      ['audit log', 'Audit log', 'Admin API'],
      ['stream events', 'Stream events', 'Events API'],
    ]
    for (const [query, title, label] of searches) {
      await page.keyboard.press('Control+j')
      await poll(() => dialog(page).count()).toBe(1)
      await page.keyboard.press('Control+a')
      await page.keyboard.type(query)
      await poll(() => options(page).first().textContent()).toContain(title)
      expect(await options(page).first().locator('.vpad-search-spec').textContent()).toBe(label)
      await page.keyboard.press('Enter')
      await poll(() => dialog(page).count()).toBe(0)
      await poll(() => page.locator('main h1').first().textContent()).toContain(title)
    }
    expect(page.url()).toMatch(/\/demo\/events\/streamEvents$/)
    expect(pageErrors(errors)).toEqual([])
    await context.close()
  })
})

describe('the Changelog pages', { timeout: 120_000 }, () => {
  it.each([
    [
      'store',
      'Breaking POST /books request body (application/json): property "price" is now required',
    ],
    ['admin', 'Breaking GET /users parameter query "role": enum value "guest" removed'],
    ['events', 'Breaking GET /history operation removed'],
  ])(
    'lists the commits of the %s spec, newest first, with the breaking 2.0',
    async (spec, change) => {
      const context = await newContext()
      const { page, errors } = await open(context, `/demo/${spec}/changelog`)
      await page.waitForSelector('.vpad-history-entry')
      const history = await historyEntries(page)
      const titles = history.map((entry) =>
        entry.title.replace(/^[A-Z][a-z]{2} \d{1,2}, \d{4} /, ''),
      )
      // The three commits that made the demo specs, oldest last; later edits come before them.
      expect(titles.slice(-3)).toEqual([
        'Demo specs 2.0: price required, comics, guest and past events gone',
        'Demo specs 1.1: covers, orders, health check, audit log, exports',
        'Demo specs 1.0: Store books, Admin users and keys, Events stream',
      ])
      const [v2, v11] = history.slice(-3)
      expect(v2!.meta).toMatch(/1\.1\.0 → 2\.0\.0.*Breaking/)
      expect(v2!.changes).toContain(change)
      expect(v11!.meta).not.toContain('Breaking')
      expect(pageErrors(errors)).toEqual([])
      await context.close()
    },
  )
})
