import { mkdirSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { BrowserContext, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { SITE_BUILD_TIMEOUT, type RunningDocsSite } from './api-docs-site'
import { startSharedSite } from './shared-site/site'
import { useBrowser, watchErrors } from './browser'

// The try-it as an API client: environments and `{{variables}}`, and the history of requests
// sent. The shared site's env spec (shared-site/environments.ts) offers two environments
// (x-scalar-environments); its server is the local API server's echo endpoint, which answers
// with what it received.

const chrome = useBrowser()
const axeSource = createRequire(import.meta.url).resolve('axe-core/axe.min.js')

/** axe-core's WCAG 2.1 A/AA findings in the try-it tools, as readable lines. */
async function audit(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: axeSource })
  return page.evaluate(async () => {
    type Result = { violations: { id: string; help: string; nodes: { target: string[] }[] }[] }
    const axe = (window as unknown as { axe: { run: (...a: unknown[]) => Promise<Result> } }).axe
    const result = await axe.run('.vpad-tools', {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    })
    return result.violations.map((v) => `${v.id}: ${v.help} at ${v.nodes[0]?.target.join(' ')}`)
  })
}
const apiUrl = () => inject('apiUrl')
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
  headers: Record<string, string>
  body: string
}

interface Opened {
  context: BrowserContext
  page: Page
  errors: string[]
  /** URLs of the requests the page sent to the echo endpoint. */
  sent: string[]
}

async function open(
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
  await page.goto(`${site!.url}/env/updatePet`)
  await page.waitForFunction(
    () => (document.querySelector('#app') as { __vue_app__?: unknown } | null)?.__vue_app__,
  )
  return { context, page, errors, sent }
}

const panelOf = (page: Page): Locator =>
  page.locator('[data-operation-id="env.updatePet"] .vpad-tryit')

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

/** Every value the page keeps in localStorage, keys included. */
const localValues = (page: Page) =>
  page.evaluate(() =>
    Object.keys(localStorage).map((key) => `${key}=${localStorage.getItem(key) ?? ''}`),
  )

/** Adds a variable to the active environment through the panel. */
async function addVariable(panel: Locator, name: string, value: string): Promise<void> {
  await panel.getByRole('button', { name: 'Add variable' }).click()
  await panel.locator('input[aria-label^="Name of variable"]').last().fill(name)
  await panel.getByLabel(`Value of ${name}`, { exact: true }).fill(value)
}

describe('environments and variables', { timeout: 240_000 }, () => {
  it('resolves {{variables}} in a path parameter, a header and a credential, per environment', async () => {
    const { context, page, errors, sent } = await open()
    const panel = panelOf(page)
    const sample = page.locator('[data-operation-id="env.updatePet"] .vpad-samples pre code')

    // Found without docs: a button on the panel, naming the active environment once loaded.
    await panel.getByRole('button', { name: /Variables/ }).click()
    const active = panel.getByLabel('Active environment')
    await poll(() => active.inputValue()).toBe('local')
    expect(await active.locator('option').allTextContents()).toEqual([
      'local',
      'staging',
      'No environment',
    ])
    // The description's values and descriptions seeded it.
    expect(await panel.getByLabel('Value of trace', { exact: true }).inputValue()).toBe(
      'local-{{petId}}',
    )
    // A secret is a password field.
    const secret = panel.getByLabel('Value of apiKey', { exact: true })
    expect(await secret.getAttribute('type')).toBe('password')
    await secret.fill('secret-key-123')
    await addVariable(panel, 'tag', 'blue')

    await panel.getByRole('textbox', { name: /^petId/ }).fill('{{petId}}')
    await panel.getByRole('textbox', { name: /^X-Trace/ }).fill('{{trace}}-{{tag}}')
    await panel.getByLabel('X-Api-Key').fill('{{apiKey}}')

    // The samples show the resolved values, and say so.
    await poll(() => sample.textContent()).toContain('/echo/pets/7')
    expect(await sample.textContent()).toContain('local-7-blue')
    expect(await sample.textContent()).not.toContain('{{')
    expect(await page.locator('.vpad-samples-variables').textContent()).toContain('local')
    // So does the URL line above the form.
    await poll(() => panel.locator('.vap-request__url').textContent()).toBe(
      `${apiUrl()}/echo/pets/7`,
    )

    let echo = await send(page, panel)
    expect(echo.path).toBe('/echo/pets/7')
    expect(echo.headers['x-trace']).toBe('local-7-blue')
    expect(echo.headers['x-api-key']).toBe('secret-key-123')
    expect(sent).toHaveLength(1)

    // Another environment: `tag` is not defined there, so the request is not sent.
    await active.selectOption('staging')
    const problem = panel.locator('.vpad-tools-problem')
    await poll(() => problem.textContent()).toContain('{{tag}}')
    await poll(() => sample.textContent()).toContain('/echo/pets/9')
    await panel.locator('.vap-send').click()
    await poll(() => panel.locator('.vap-response').textContent()).toContain('Request aborted')
    expect(sent).toHaveLength(1)

    // Defined in staging too: sent with staging's values.
    await addVariable(panel, 'tag', 'green')
    await poll(() => problem.count()).toBe(0)
    await panel.getByLabel('Value of apiKey', { exact: true }).fill('staging-key-456')
    echo = await send(page, panel)
    expect(echo.path).toBe('/echo/pets/9')
    expect(echo.headers['x-trace']).toBe('staging-9-green')
    expect(echo.headers['x-api-key']).toBe('staging-key-456')

    // {{{{ is a literal {{: sent as written, not resolved.
    await panel.getByRole('textbox', { name: /^X-Trace/ }).fill('{{{{tag}}')
    echo = await send(page, panel)
    expect(echo.headers['x-trace']).toBe('{{tag}}')
    expect(sent).toHaveLength(3)

    // Kept in the browser: the secrets only for the session, nothing secret in localStorage.
    const stored = await localValues(page)
    expect(stored.some((entry) => entry.includes('"tag"'))).toBe(true)
    for (const value of ['secret-key-123', 'staging-key-456'])
      expect(stored.filter((entry) => entry.includes(value))).toEqual([])
    const session = await page.evaluate(() => JSON.stringify({ ...sessionStorage }))
    expect(session).toContain('staging-key-456')

    // After a reload the environments are still there, the chosen one active.
    await page.reload()
    await page.waitForFunction(
      () => (document.querySelector('#app') as { __vue_app__?: unknown } | null)?.__vue_app__,
    )
    await panelOf(page)
      .getByRole('button', { name: /Variables/ })
      .click()
    await poll(() => panelOf(page).getByLabel('Active environment').inputValue()).toBe('staging')
    expect(await panelOf(page).getByLabel('Value of tag', { exact: true }).inputValue()).toBe(
      'green',
    )
    expect(errors).toEqual([])
    await context.close()
  })
})

describe('environments across tabs', { timeout: 240_000 }, () => {
  it('a change saved in one tab shows in another open tab; secret values stay per tab', async () => {
    const { context, page, errors } = await open()
    const other = await context.newPage()
    const otherErrors = watchErrors(other)
    await other.goto(`${site!.url}/env/updatePet`)
    await other.waitForFunction(
      () => (document.querySelector('#app') as { __vue_app__?: unknown } | null)?.__vue_app__,
    )
    const a = panelOf(page)
    const b = panelOf(other)
    for (const panel of [a, b]) {
      await panel.getByRole('button', { name: /Variables/ }).click()
      await poll(() => panel.getByLabel('Active environment').inputValue()).toBe('local')
    }
    // A secret value typed in the first tab, then another environment picked there.
    await a.getByLabel('Value of apiKey', { exact: true }).fill('tab-a-secret')
    await a.getByLabel('Active environment').selectOption('staging')
    await poll(() => b.getByLabel('Active environment').inputValue()).toBe('staging')
    await poll(() => b.getByRole('button', { name: /Variables/ }).textContent()).toContain(
      'staging',
    )
    // A variable added there.
    await addVariable(a, 'tag', 'green')
    await poll(() => b.getByLabel('Value of tag', { exact: true }).count()).toBe(1)
    await poll(() => b.getByLabel('Value of tag', { exact: true }).inputValue()).toBe('green')
    // An environment deleted in the second tab goes from the first.
    await b.getByRole('button', { name: 'Delete “staging”' }).click()
    await poll(() =>
      a.getByLabel('Active environment').locator('option').allTextContents(),
    ).toEqual(['local', 'No environment'])
    expect(await a.getByLabel('Active environment').inputValue()).toBe('local')
    // The secret value stayed in the tab it was typed in (sessionStorage is per tab).
    expect(await a.getByLabel('Value of apiKey', { exact: true }).inputValue()).toBe('tab-a-secret')
    expect(await b.getByLabel('Value of apiKey', { exact: true }).inputValue()).toBe('')
    const session = (tab: Page) => tab.evaluate(() => JSON.stringify({ ...sessionStorage }))
    expect(await session(page)).toContain('tab-a-secret')
    expect(await session(other)).not.toContain('tab-a-secret')
    expect((await localValues(other)).join('\n')).not.toContain('tab-a-secret')
    expect(errors).toEqual([])
    expect(otherErrors).toEqual([])
    await context.close()
  })
})

describe('Send before the panel tools have loaded', { timeout: 240_000 }, () => {
  /** The tools' chunk (environments, history), as VitePress's build names it. */
  const TOOLS_CHUNK = /\/PanelTools\.vue\.[\w-]+\.js$/

  it('waits for their chunk, then resolves the variables and records the request', async () => {
    const { context, page, errors, sent } = await open()
    // The chunk is held until the test lets it go: Send is certain to come first.
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    let asked = 0
    await page.route(TOOLS_CHUNK, async (route) => {
      asked++
      await held
      await route.continue()
    })
    const panel = panelOf(page)
    await panel.getByRole('textbox', { name: /^petId/ }).fill('{{petId}}')
    await panel.getByLabel('X-Api-Key').fill('first-key')
    await poll(async () => asked).toBe(1)
    await panel.locator('.vap-send').click()
    // The Send waits, and says so; nothing left the page.
    await panel.locator('.vpad-tools-waiting').waitFor()
    expect(sent).toEqual([])
    const answered = page.waitForResponse(
      (response) =>
        response.url().startsWith(`${apiUrl()}/echo`) && response.request().method() !== 'OPTIONS',
    )
    release()
    // Sent without another click, its variable resolved from the active environment.
    const echo = (await (await answered).json()) as Echo
    expect(echo.path).toBe('/echo/pets/7')
    expect(echo.headers['x-api-key']).toBe('first-key')
    expect(await panel.locator('.vpad-tools-waiting').count()).toBe(0)
    // And recorded.
    await panel.getByRole('button', { name: 'History' }).click()
    await poll(() => panel.locator('.vpad-history-entry').count()).toBe(1)
    expect(await panel.locator('.vpad-history-entry').textContent()).toContain('POST /echo/pets/7')
    expect(errors).toEqual([])
    await context.close()
  })

  it('a chunk that fails to load sends nothing, says so, and keeps what was typed', async () => {
    const { context, page, errors, sent } = await open()
    await page.route(TOOLS_CHUNK, (route) => route.abort('failed'))
    const panel = panelOf(page)
    await panel.getByRole('textbox', { name: /^petId/ }).fill('{{petId}}')
    await panel.getByRole('textbox', { name: /^X-Trace/ }).fill('typed-trace')
    await panel.locator('.vap-send').click()
    const alert = panel.locator('.vpad-tools-problem')
    await poll(() => alert.textContent()).toContain("Not sent: the panel's tools could not load")
    expect(sent).toEqual([])
    expect(await panel.getByRole('textbox', { name: /^petId/ }).inputValue()).toBe('{{petId}}')
    expect(await panel.getByRole('textbox', { name: /^X-Trace/ }).inputValue()).toBe('typed-trace')
    // The failed chunk is the only error the page logs.
    expect(errors.filter((error) => !/PanelTools|Failed to (load|fetch)/.test(error))).toEqual([])
    await context.close()
  })
})

describe('history', { timeout: 240_000 }, () => {
  it('lists what was sent, reopens one, compares two, clears, and stores no credential', async () => {
    const { context, page, errors } = await open()
    const panel = panelOf(page)
    await panel.getByLabel('X-Api-Key').fill('typed-key-789')
    const petId = panel.getByRole('textbox', { name: /^petId/ })
    await petId.fill('1')
    await send(page, panel)
    await petId.fill('2')
    await send(page, panel)

    await panel.getByRole('button', { name: 'History' }).click()
    const entries = panel.locator('.vpad-history-entry')
    await poll(() => entries.count()).toBe(2)
    // Newest first, each with its status, time, duration and size.
    expect(await entries.first().textContent()).toContain('POST /echo/pets/2')
    expect(await entries.first().locator('.vpad-history-status').textContent()).toBe('200 OK')
    expect(await entries.first().locator('.vpad-history-facts').textContent()).toMatch(
      / · \d+ ms · [\d.]+ (B|KB)/,
    )
    expect(await panel.locator('.vpad-history').textContent()).toContain('bodies up to 8 KB')

    // Reopen the first request: the panel holds what it sent.
    await panel.getByRole('button', { name: /^Reopen POST \/echo\/pets\/1 / }).click()
    await poll(() =>
      panelOf(page)
        .getByLabel(/^petId/)
        .inputValue(),
    ).toBe('1')

    // Compare the two: status, headers, and the bodies line by line.
    await panel.getByRole('checkbox', { name: /^Compare POST \/echo\/pets\/1 / }).check()
    await panel.getByRole('checkbox', { name: /^Compare POST \/echo\/pets\/2 / }).check()
    const compare = panel.locator('.vpad-history-compare')
    await poll(() => compare.locator('tr').nth(2).textContent()).toContain('200 OK')
    expect(await compare.locator('.vpad-diff-del').allTextContents()).toContain(
      '-   "path": "/echo/pets/1",\n',
    )
    expect(await compare.locator('.vpad-diff-add').allTextContents()).toContain(
      '+   "path": "/echo/pets/2",\n',
    )

    // No credential in what is stored, though the echo answered with the key in its body.
    const stored = await localValues(page)
    expect(stored.some((entry) => entry.includes('vitepress-api-docs:history:'))).toBe(true)
    expect(stored.filter((entry) => entry.includes('typed-key-789'))).toEqual([])

    // Unless the reader asks this browser to remember the spec's credentials, and only then.
    const remember = panel.getByRole('checkbox', { name: 'Remember in this browser' })
    await remember.check()
    await poll(() => localValues(page)).toContainEqual(expect.stringContaining('typed-key-789'))
    await remember.uncheck()
    await poll(async () =>
      (await localValues(page)).filter((entry) => entry.includes('typed-key-789')),
    ).toEqual([])

    await panel.getByRole('button', { name: 'Clear history' }).click()
    await poll(() => entries.count()).toBe(0)
    expect(await panel.locator('.vpad-history').textContent()).toContain('Nothing sent yet')
    expect(errors).toEqual([])
    await context.close()
  })
})

describe('screens', { timeout: 240_000 }, () => {
  for (const [name, options] of [
    ['light', {}],
    ['dark', { appearance: 'dark' }],
    ['390', { width: 390 }],
    ['390-dark', { width: 390, appearance: 'dark' }],
  ] as const) {
    it(`environment panel and history, ${name}`, async () => {
      const { context, page, errors } = await open(options)
      const panel = panelOf(page)
      const tools = panel.locator('.vpad-tools')
      await panel.getByRole('button', { name: /Variables/ }).click()
      await poll(() => panel.getByLabel('Active environment').count()).toBe(1)
      await panel.getByRole('textbox', { name: /^petId/ }).fill('8')
      await send(page, panel)
      await panel.getByRole('textbox', { name: /^petId/ }).fill('{{petId}}')
      await send(page, panel)
      await panel.getByRole('textbox', { name: /^petId/ }).fill('{{nope}}')
      await poll(() => panel.locator('.vpad-tools-problem').count()).toBe(1)
      // Nothing wider than the page: the elements past its right edge, if any, by class.
      const viewport = options.width ?? 1280
      const past = await page.evaluate(
        (right) =>
          [...document.querySelectorAll('.vpad-tools *')]
            .filter((el) => el.getBoundingClientRect().right > right + 1)
            .map((el) => `${el.tagName.toLowerCase()}.${el.className}`),
        viewport,
      )
      expect(past).toEqual([])
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport,
      )
      // Each value field wide enough to read and type in: at 390 px the variables are two lines
      // each, the value across the panel (four table columns left it about 35 px).
      const secret = await panel.getByLabel('Value of apiKey', { exact: true }).boundingBox()
      expect(secret!.width).toBeGreaterThan((options.width ?? 1280) === 390 ? 200 : 150)
      await tools.screenshot({ path: `${SCREENS}/environments-${name}.png` })
      expect(await audit(page)).toEqual([])
      await panel.getByRole('button', { name: 'History' }).click()
      await poll(() => panel.locator('.vpad-history-entry').count()).toBe(2)
      for (const box of await panel.getByRole('checkbox', { name: /^Compare / }).all())
        await box.check()
      await poll(() => panel.locator('.vpad-diff-add').count()).toBeGreaterThan(0)
      await tools.screenshot({ path: `${SCREENS}/history-${name}.png` })
      expect(await audit(page)).toEqual([])
      expect(errors).toEqual([])
      await context.close()
    })
  }
})
