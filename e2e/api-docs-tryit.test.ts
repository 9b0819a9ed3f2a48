import { mkdirSync } from 'node:fs'
import type { BrowserContext, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { SITE_BUILD_TIMEOUT, type RunningDocsSite } from './api-docs-site'
import { startSharedSite } from './shared-site/site'
import { useBrowser, watchErrors } from './browser'

// The try-it panel sends what it shows: server variables edited before and after picking the
// server, typed parameters kept, required fields checked, optional enums left out, and a
// description without servers. Two specs of the shared site (shared-site/tryit.ts),
// whose servers are the local API server's echo endpoint.

const chrome = useBrowser()
const apiUrl = () => inject('apiUrl')
const apiPort = () => new URL(apiUrl()).port
const SCREENS = 'e2e/.artifacts/screens'
let site: RunningDocsSite | undefined

beforeAll(async () => {
  site = await startSharedSite(apiUrl())
  mkdirSync(SCREENS, { recursive: true })
}, SITE_BUILD_TIMEOUT)
afterAll(async () => {
  await site?.close()
})

/** The machine is shared: what the page shows may take a while to change. */
const poll = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 30_000 })

interface Echo {
  path: string
  query: Record<string, string>
}

interface Opened {
  context: BrowserContext
  page: Page
  errors: string[]
  /** URLs of the requests the page sent to the echo endpoint. */
  sent: string[]
}

async function open(
  path: string,
  options: { width?: number; appearance?: 'light' | 'dark' } = {},
): Promise<Opened> {
  const context = await chrome.browser.newContext({
    viewport: { width: options.width ?? 1280, height: 900 },
  })
  await context.addInitScript(
    (value) => localStorage.setItem('vitepress-theme-appearance', value),
    options.appearance ?? 'light',
  )
  const page = await context.newPage()
  const errors = watchErrors(page)
  const sent: string[] = []
  page.on('request', (request) => {
    if (request.url().startsWith(`${apiUrl()}/echo`) && request.method() !== 'OPTIONS')
      sent.push(request.url())
  })
  await page.goto(`${site!.url}${path}`)
  await page.waitForFunction(
    () => (document.querySelector('#app') as { __vue_app__?: unknown } | null)?.__vue_app__,
  )
  return { context, page, errors, sent }
}

const operation = (page: Page, id: string): Locator => page.locator(`[data-operation-id="${id}"]`)

/** Clicks Send; resolves with what the echo endpoint received. */
async function send(page: Page, panel: Locator): Promise<Echo> {
  const answered = page.waitForResponse(
    (response) =>
      response.url().startsWith(`${apiUrl()}/echo`) && response.request().method() !== 'OPTIONS',
  )
  await panel.locator('.vap-send').click()
  const response = await answered
  expect(response.status()).toBe(200)
  const echo = (await response.json()) as Echo
  await poll(() => panel.locator('.vap-response').textContent()).toContain(`"path": "${echo.path}"`)
  return echo
}

describe('server variables', { timeout: 180_000 }, () => {
  it('sends to the URL shown, with the samples, whatever the order of server and variable changes', async () => {
    const { context, page, errors, sent } = await open('/tryit/getItem')
    const op = operation(page, 'tryit.getItem')
    const panel = op.locator('.vpad-tryit')
    const sample = op.locator('.vpad-samples pre code')
    const shown = panel.locator('.vap-request__url')
    const server = panel.getByLabel('Server', { exact: true })
    const variables = panel.locator('.vpad-server-vars')

    // The configured URL filled the first server's variables: the echo server's own port.
    expect(await server.locator('option').allTextContents()).toEqual([
      `${apiUrl()}/echo/eu`,
      'http://127.0.0.1:4010/echo/v2',
    ])
    expect(await variables.getByLabel('port').inputValue()).toBe(apiPort())
    const region = variables.getByLabel('region')
    expect(await region.evaluate((el) => el.tagName)).toBe('SELECT')
    expect(await region.locator('option').allTextContents()).toEqual(['eu', 'us'])
    expect(await region.inputValue()).toBe('eu')

    const id = panel.getByLabel(/^id/)
    // Blank, the path parameter shows as its placeholder, what is still to fill in.
    await poll(() => shown.textContent()).toBe(`${apiUrl()}/echo/eu/items/{id}`)
    await id.fill('7')

    // A variable changed before any server is picked.
    await region.selectOption('us')
    // The URL as it is sent: the path parameter typed is in place.
    await poll(() => shown.textContent()).toBe(`${apiUrl()}/echo/us/items/7`)
    await poll(() => sample.textContent()).toContain(`${apiUrl()}/echo/us/items/`)
    // The typed path parameter is still there: nothing was remounted.
    expect(await id.inputValue()).toBe('7')
    let echo = await send(page, panel)
    expect(echo.path).toBe('/echo/us/items/7')
    // The untouched optional enum is not sent; the one with a default is.
    expect(echo.query).toEqual({ lang: 'en' })

    // Another server picked, then its own variable edited.
    await server.selectOption({ index: 1 })
    const port = variables.getByLabel('port')
    await poll(() => port.inputValue()).toBe('4010')
    await port.fill(apiPort())
    await poll(() => shown.textContent()).toBe(`${apiUrl()}/echo/v2/items/7`)
    await poll(() => server.locator('option:checked').textContent()).toBe(`${apiUrl()}/echo/v2`)
    await poll(() => sample.textContent()).toContain(`${apiUrl()}/echo/v2/items/`)
    expect(await id.inputValue()).toBe('7')
    echo = await send(page, panel)
    expect(echo.path).toBe('/echo/v2/items/7')

    // Back to the first server: its region is still us; then edited after picking it.
    await server.selectOption({ index: 0 })
    await poll(() => region.inputValue()).toBe('us')
    await region.selectOption('eu')
    await poll(() => server.locator('option:checked').textContent()).toBe(`${apiUrl()}/echo/eu`)
    await poll(() => shown.textContent()).toBe(`${apiUrl()}/echo/eu/items/7`)
    await poll(() => sample.textContent()).toContain(`${apiUrl()}/echo/eu/items/`)
    expect(await id.inputValue()).toBe('7')
    await panel.getByLabel(/^export/).selectOption('json')
    echo = await send(page, panel)
    expect(echo.path).toBe('/echo/eu/items/7')
    expect(echo.query).toEqual({ export: 'json', lang: 'en' })

    expect(sent).toHaveLength(3)
    expect(errors).toEqual([])
    await context.close()
  })
})

describe('required parameters', { timeout: 120_000 }, () => {
  it('refuses Send with an empty required field and says so next to it', async () => {
    const { context, page, errors, sent } = await open('/tryit/getItem')
    const panel = operation(page, 'tryit.getItem').locator('.vpad-tryit')
    await panel.locator('.vap-send').click()
    const message = panel.locator('.vap-params__error')
    await poll(() => message.textContent()).toContain('Required: enter a value.')
    // Next to the field: in the id field's own cell, and announced with it.
    const id = panel.getByLabel(/^id/)
    const cell = panel
      .locator('.vap-params__cell')
      .filter({ has: page.locator('input[aria-required="true"]') })
    expect(await cell.locator('.vap-params__error').count()).toBe(1)
    expect(await id.getAttribute('aria-invalid')).toBe('true')
    expect(await id.getAttribute('aria-describedby')).toContain((await message.getAttribute('id'))!)
    expect(await panel.getByRole('alert').textContent()).toContain(
      'the required field "id" is empty',
    )
    expect(sent).toEqual([])
    await id.fill('8')
    await poll(() => message.count()).toBe(0)
    expect((await send(page, panel)).path).toBe('/echo/eu/items/8')
    expect(errors).toEqual([])
    await context.close()
  })
})

describe('a description without servers', { timeout: 120_000 }, () => {
  it("offers an editable server, says why, and writes samples with a placeholder until it's set", async () => {
    const { context, page, errors } = await open('/bare/getThing')
    const op = operation(page, 'bare.getThing')
    const panel = op.locator('.vpad-tryit')
    const server = panel.getByLabel('Server', { exact: true })
    expect(await server.inputValue()).toBe('/')
    expect(await panel.locator('.vpad-server-note').textContent()).toContain(
      'The description names no server',
    )
    const sample = op.locator('.vpad-samples pre code')
    expect(await sample.textContent()).toContain("'https://api.example.com/things/5'")
    expect(await op.locator('.vpad-samples-placeholder').textContent()).toContain(
      'replace https://api.example.com',
    )

    await server.fill(`${apiUrl()}/echo`)
    await poll(() => sample.textContent()).toContain(`'${apiUrl()}/echo/things/5'`)
    expect(await op.locator('.vpad-samples-placeholder').count()).toBe(0)
    expect((await send(page, panel)).path).toBe('/echo/things/5')
    expect(errors).toEqual([])
    await context.close()
  })
})

describe('appearance', { timeout: 120_000 }, () => {
  for (const [name, options] of [
    ['light', { appearance: 'light' }],
    ['dark', { appearance: 'dark' }],
    ['narrow', { appearance: 'light', width: 390 }],
  ] as const) {
    it(`shows the panel with a refused Send (${name}) without overflow`, async () => {
      const { context, page, errors } = await open('/tryit/getItem', options)
      const panel = operation(page, 'tryit.getItem').locator('.vpad-tryit')
      await panel.locator('.vap-send').click()
      await panel.locator('.vap-params__error').waitFor()
      // The whole page from its top, cut to the panel: an element screenshot, or one taken
      // scrolled down, has the fixed nav bar over the panel.
      await page.evaluate(() => window.scrollTo(0, 0))
      const box = await panel.evaluate((el) => {
        const rect = el.getBoundingClientRect()
        return { x: rect.x, y: rect.y + window.scrollY, width: rect.width, height: rect.height }
      })
      await page.screenshot({
        path: `${SCREENS}/tryit-panel-${name}.png`,
        fullPage: true,
        clip: box,
      })
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      )
      expect(overflow).toBe(0)
      expect(errors).toEqual([])
      await context.close()
    })
  }
})

// The operation page's weight (bench/api-docs-github.ts budgets it): what the panel needs only
// once a reader uses it loads on interaction. Each module is found by a sentence only its code
// holds (minified code keeps string literals).
const SERIALIZER = 'placeholder in the URL were not sent' // vue-api-playground: core/request/request.ts
const WRITERS = 'multipart.NewWriter' // vue-api-playground: core/snippets/go.ts
const TOOLS = 'Variables in this request' // environments/PanelTools.vue

describe(
  'what an operation page loads before the reader reaches its panel',
  { timeout: 180_000 },
  () => {
    it('loads the serializer once, the snippet writers and the panel tools on interaction', async () => {
      const context = await chrome.browser.newContext({ viewport: { width: 1280, height: 900 } })
      const page = await context.newPage()
      const errors = watchErrors(page)
      const scripts = new Map<string, Promise<string>>()
      page.on('response', (response) => {
        if (response.request().resourceType() === 'script')
          scripts.set(
            response.url(),
            response.text().catch(() => ''),
          )
      })
      const loaded = async () => (await Promise.all(scripts.values())).join('\n')
      await page.goto(`${site!.url}/tryit/getItem`)
      await page.waitForFunction(
        () => (document.querySelector('#app') as { __vue_app__?: unknown } | null)?.__vue_app__,
      )
      await page.waitForLoadState('networkidle')
      const op = operation(page, 'tryit.getItem')
      const sample = op.locator('.vpad-samples pre code')
      const before = await sample.textContent()
      expect(before).toContain(`curl '${apiUrl()}/echo/eu/items/{id}?lang=en'`)

      // The chunks the HTML loads up front (its entry and module preloads) hold none of them.
      const upFront = await page.evaluate(() =>
        [...document.querySelectorAll('script[type=module][src], link[rel=modulepreload]')].map(
          (el) => (el as HTMLScriptElement).src || (el as HTMLLinkElement).href,
        ),
      )
      expect(upFront.length).toBeGreaterThan(1)
      const upFrontText = (await Promise.all(upFront.map((url) => scripts.get(url)))).join('\n')
      expect(upFrontText).toContain('vpad-tryit')
      for (const marker of [SERIALIZER, WRITERS, TOOLS]) expect(upFrontText).not.toContain(marker)
      // Nor anything loaded since (the form's URL has no value to put in place: no builder).
      const idle = await loaded()
      for (const marker of [SERIALIZER, WRITERS, TOOLS]) expect(idle).not.toContain(marker)

      // Pointing at the panel's form loads the panel's tools and the request builder, once,
      // shared by the form and the samples.
      const serializers = async () => (await loaded()).split(SERIALIZER).length - 1
      await op.locator('.vpad-tryit .vap-request').hover()
      await poll(loaded).toContain(TOOLS)
      await poll(serializers).toBe(1)
      // A language tab loads the writers, which write the same request.
      await op.getByRole('tab', { name: 'Go (net/http)' }).click()
      await poll(() => sample.textContent()).toContain('http.NewRequest')
      expect(await loaded()).toContain(WRITERS)
      await op.getByRole('tab', { name: 'cURL', exact: true }).click()
      await poll(() => sample.textContent()).toBe(before)
      // Nothing loaded twice.
      expect(await serializers()).toBe(1)
      expect(errors).toEqual([])
      await context.close()
    })
  },
)
