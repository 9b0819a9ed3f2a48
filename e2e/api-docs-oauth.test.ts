import { createRequire } from 'node:module'
import type { BrowserContext, Locator, Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { useBrowser, watchErrors } from './browser'
import { useDocs } from './docs-site'
import { authorizeInPopup, signIn } from './oauth'

// The OAuth 2.0 / OpenID Connect flows of the try-it panel, run in Chromium against the demo
// server's own authorization server (server/oauth/, oidc-provider) and the Notes API it guards
// (server/routes/notes.ts), on the docs site's Notes demo (docs/specs/notes-api.yaml).
const chrome = useBrowser()
const docs = useDocs()
const apiUrl = () => inject('apiUrl')
const SCREENS = 'e2e/.artifacts/screens'

/** The machine is shared: a sign-in and a token exchange may take a while. */
const poll = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 30_000 })

interface Tab {
  page: Page
  errors: string[]
}

/** A fresh context: its own sessionStorage and its own session at the authorization server. */
async function newContext(
  options: { width?: number; appearance?: 'light' | 'dark' } = {},
): Promise<BrowserContext> {
  const context = await chrome.browser.newContext({
    viewport: { width: options.width ?? 1280, height: 900 },
  })
  await context.addInitScript(
    (value) => localStorage.setItem('vitepress-theme-appearance', value),
    options.appearance ?? 'light',
  )
  return context
}

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

/** The page's own errors; the 401s and 403s the tests ask for are answers, not errors. */
const pageErrors = (errors: string[]) =>
  errors.filter((error) => !/Failed to load resource: .*status of 40[013]/.test(error))

const tryIt = (page: Page, id: string): Locator =>
  page.locator(`[data-operation-id="${id}"] .vpad-tryit`)

const oauthBox = (panel: Locator): Locator => panel.locator('.vpad-oauth')

/** Sends the panel's request; resolves with what the API answered and the header it got. */
async function send(page: Page, panel: Locator, path: string) {
  const answered = page.waitForResponse(
    (response) =>
      response.url().startsWith(`${apiUrl()}${path}`) && response.request().method() !== 'OPTIONS',
  )
  await panel.locator('.vap-send').click()
  const response = await answered
  return {
    status: response.status(),
    authorization: (await response.request().allHeaders()).authorization,
    body: await response.text(),
  }
}

const axeSource = createRequire(import.meta.url).resolve('axe-core/axe.min.js')

/** axe-core's WCAG 2.1 A/AA rules on the OAuth box; the serious and critical findings' ids. */
async function seriousViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: axeSource })
  return page.evaluate(async () => {
    type Result = { violations: { id: string; impact: string | null }[] }
    const axe = (window as unknown as { axe: { run: (...a: unknown[]) => Promise<Result> } }).axe
    const result = await axe.run(document.querySelector('.vpad-oauth'), {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    })
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => v.id)
  })
}

/** Picks the device flow as `demo-device`, presses Authorize, and reads the user code shown. */
async function startDeviceFlow(box: Locator): Promise<{ userCode: string }> {
  await box.getByLabel('Flow').selectOption('deviceAuthorization')
  // No redirect: the reader approves wherever they like.
  await poll(() => box.locator('.vpad-oauth-redirect').count()).toBe(0)
  await box.getByLabel('Client ID').fill('demo-device')
  await box.getByRole('button', { name: 'Authorize' }).click()
  const code = box.locator('.vpad-oauth-user-code code')
  await poll(() =>
    box.locator('.vpad-oauth-user-code code, .vpad-oauth-error').textContent(),
  ).toMatch(/^[BCDFGHJKLMNPQRSTVWXZ]{4}-[BCDFGHJKLMNPQRSTVWXZ]{4}$/)
  return { userCode: (await code.textContent())! }
}

describe('OAuth 2.0 in the try-it panel', { timeout: 240_000 }, () => {
  it('runs authorization code with PKCE in a popup; the Notes API accepts the token', async () => {
    const context = await newContext()
    const { page, errors } = await open(context, '/demo/notes/listNotes')
    const panel = tryIt(page, 'notes.listNotes')
    const box = oauthBox(panel)
    await poll(() => box.getByRole('heading').textContent()).toMatch(/OAuth 2\.0\s+notesOAuth/)
    // The redirect URI is the site's own page, shown to be registered.
    await poll(() => box.locator('.vpad-oauth-redirect code').textContent()).toMatch(
      `${docs.url}/oauth-redirect.html`,
    )
    // The scope the operation requires is asked for; the other is offered, not asked for.
    await poll(() => box.getByRole('checkbox', { name: /notes:read/ }).isChecked()).toBe(true)
    await poll(() => box.getByRole('checkbox', { name: /notes:write/ }).isChecked()).toBe(false)
    await box.getByLabel('Client ID').fill('demo-app')
    await authorizeInPopup(page, box, apiUrl(), 'Allow')

    const token = box.locator('.vpad-oauth-token')
    await poll(() => box.locator('.vpad-oauth-token, .vpad-oauth-error').textContent()).toMatch(
      /Token from Authorization code with PKCE/,
    )
    expect(await token.textContent()).toMatch(/Expires in (59 min|1 h) \(at \d/)
    expect(await token.textContent()).toContain('notes:read')
    const bearer = await panel.getByLabel('Token').inputValue()
    expect(bearer.length).toBeGreaterThan(20)

    const sent = await send(page, panel, '/notes/items')
    expect(sent.authorization).toBe(`Bearer ${bearer}`)
    expect(sent.status).toBe(200)
    expect(JSON.parse(sent.body).items[0].title).toBe('Welcome')

    // Kept per spec and scheme in sessionStorage, never in the page's HTML.
    const stored = await page.evaluate(() =>
      JSON.parse(sessionStorage.getItem('vitepress-api-docs:credentials') ?? '{}'),
    )
    expect(stored.notes.notesOAuth.token).toBe(bearer)
    expect(stored.store).toBeUndefined()
    const html = await (await fetch(`${docs.url}/demo/notes/listNotes`)).text()
    expect(html).not.toContain(bearer)

    // Create a note needs notes:write, which this token lacks: the API says so.
    // Same tab (sessionStorage is per tab): another page of the spec has the token at once.
    await page.goto(`${docs.url}/demo/notes/createNote`)
    await waitForHydration(page)
    const createPanel = tryIt(page, 'notes.createNote')
    await poll(() => createPanel.getByLabel('Token').inputValue()).toBe(bearer)
    const refused = await send(page, createPanel, '/notes/items')
    expect(refused.status).toBe(403)
    expect(refused.body).toContain('notes:write')
    expect(pageErrors(errors)).toEqual([])
    await context.close()
  })

  it('runs authorization code with PKCE by leaving the page and coming back', async () => {
    const context = await newContext()
    const { page, errors } = await open(context, '/demo/notes/createNote')
    const panel = tryIt(page, 'notes.createNote')
    const box = oauthBox(panel)
    await box.getByLabel('Client ID').fill('demo-app')
    await box.getByLabel('Sign in').selectOption('redirect')
    await box.getByRole('button', { name: 'Authorize' }).click()
    await page.waitForURL(`${apiUrl()}/oauth/**`)
    await signIn(page, 'Allow')
    await page.waitForURL(`${docs.url}/demo/notes/createNote`)
    await waitForHydration(page)
    const token = oauthBox(tryIt(page, 'notes.createNote')).locator('.vpad-oauth-token')
    await poll(() => token.textContent()).toContain('notes:write')
    const sent = await send(page, tryIt(page, 'notes.createNote'), '/notes/items')
    expect(sent.status).toBe(201)
    expect(JSON.parse(sent.body).title).toBe('Groceries')
    // The answer is used once: nothing is left waiting.
    expect(
      await page.evaluate(() => [
        sessionStorage.getItem('vitepress-api-docs:oauth-callback'),
        sessionStorage.getItem('vitepress-api-docs:oauth-pending'),
      ]),
    ).toEqual([null, '{}'])
    expect(pageErrors(errors)).toEqual([])
    await context.close()
  })

  it('runs client credentials; Clear credentials forgets the token', async () => {
    const context = await newContext()
    const { page, errors } = await open(context, '/demo/notes/listNotes')
    const panel = tryIt(page, 'notes.listNotes')
    const box = oauthBox(panel)
    await box.getByLabel('Flow').selectOption('clientCredentials')
    // No redirect for this grant.
    await poll(() => box.locator('.vpad-oauth-redirect').count()).toBe(0)
    await box.getByLabel('Client ID').fill('demo-service')
    await box.getByLabel('Client secret').fill('demo-service-secret')
    await box.getByRole('button', { name: 'Authorize' }).click()
    const token = box.locator('.vpad-oauth-token')
    await poll(() => token.textContent()).toMatch(/Token from Client credentials/)
    expect(await token.textContent()).toMatch(/Expires in (59 min|1 h)/)
    const sent = await send(page, panel, '/notes/items')
    expect(sent.status).toBe(200)
    const me = await fetch(`${apiUrl()}/notes/me`, {
      headers: { Authorization: sent.authorization! },
    })
    expect(await me.json()).toMatchObject({ clientId: 'demo-service', grant: 'client_credentials' })

    await panel.getByRole('button', { name: 'Clear credentials' }).click()
    await poll(() => token.count()).toBe(0)
    expect(await panel.getByLabel('Token').inputValue()).toBe('')
    expect(await box.getByLabel('Client secret').inputValue()).toBe('')
    expect(pageErrors(errors)).toEqual([])
    await context.close()
  })

  it('shows the error the token endpoint sent for a wrong client secret', async () => {
    const context = await newContext()
    const { page, errors } = await open(context, '/demo/notes/listNotes')
    const box = oauthBox(tryIt(page, 'notes.listNotes'))
    await box.getByLabel('Flow').selectOption('clientCredentials')
    await box.getByLabel('Client ID').fill('demo-service')
    await box.getByLabel('Client secret').fill('not-the-secret')
    await box.getByRole('button', { name: 'Authorize' }).click()
    const alert = box.getByRole('alert')
    await poll(() => alert.textContent()).toContain('invalid_client')
    expect(await alert.textContent()).toContain('client authentication failed')
    await poll(() => box.locator('.vpad-oauth-token').count()).toBe(0)
    expect(await tryIt(page, 'notes.listNotes').getByLabel('Token').inputValue()).toBe('')
    expect(pageErrors(errors)).toEqual([])
    await context.close()
  })

  it('shows access_denied when the reader denies consent', async () => {
    const context = await newContext()
    const { page, errors } = await open(context, '/demo/notes/listNotes')
    const box = oauthBox(tryIt(page, 'notes.listNotes'))
    await box.getByLabel('Client ID').fill('demo-app')
    await authorizeInPopup(page, box, apiUrl(), 'Deny')
    const alert = box.getByRole('alert')
    await poll(() => alert.textContent()).toContain('access_denied')
    expect(await alert.textContent()).toContain('The user denied the request.')
    await poll(() => box.locator('.vpad-oauth-token').count()).toBe(0)
    expect(pageErrors(errors)).toEqual([])
    await context.close()
  })

  it('signs in with OpenID Connect found by discovery', async () => {
    const context = await newContext()
    const { page, errors } = await open(context, '/demo/notes/getTokenInfo')
    const panel = tryIt(page, 'notes.getTokenInfo')
    const box = oauthBox(panel)
    await poll(() => box.getByRole('heading').textContent()).toMatch(/OpenID Connect\s+notesOpenId/)
    await box.getByLabel('Client ID').fill('demo-app')
    await authorizeInPopup(page, box, apiUrl(), 'Allow')
    // The error, if any, is in the failure message.
    await poll(() => box.locator('.vpad-oauth-token, .vpad-oauth-error').textContent()).toMatch(
      /Token from Authorization code with PKCE.*Expires in/,
    )
    // Discovery's scopes are offered once read.
    await poll(() => box.getByRole('checkbox', { name: /notes:write/ }).count()).toBe(1)
    const sent = await send(page, panel, '/notes/me')
    expect(sent.status).toBe(200)
    expect(JSON.parse(sent.body)).toMatchObject({
      subject: 'demo',
      clientId: 'demo-app',
      grant: 'authorization_code',
    })
    expect(pageErrors(errors)).toEqual([])
    await context.close()
  })

  it('runs the device flow: the reader approves in another tab, the panel gets the token', async () => {
    const context = await newContext()
    const { page, errors } = await open(context, '/demo/notes/listNotes')
    const panel = tryIt(page, 'notes.listNotes')
    const box = oauthBox(panel)
    const { userCode } = await startDeviceFlow(box)
    // The plain verification URI, to type the code in; and the one with the code filled in.
    const link = box.locator('.vpad-oauth-device a').first()
    expect(await link.getAttribute('href')).toBe(`${apiUrl()}/oauth/device`)
    expect(await link.getAttribute('target')).toBe('_blank')
    expect(await box.getByRole('link', { name: /code filled in/ }).getAttribute('href')).toBe(
      `${apiUrl()}/oauth/device?user_code=${encodeURIComponent(userCode)}`,
    )
    expect(await box.getByRole('status').textContent()).toMatch(
      /Waiting for approval: checking every 5 s\. The code expires in (9|10) min/,
    )
    await expect(box.getByRole('button', { name: 'Authorize' }).isDisabled()).resolves.toBe(true)

    const other = await context.newPage()
    await other.goto(`${apiUrl()}/oauth/device`)
    await other.getByLabel('Code').fill(userCode)
    await other.getByRole('button', { name: 'Continue' }).click()
    await poll(() => other.locator('.user-code').textContent()).toBe(userCode)
    await other.getByRole('button', { name: 'Continue' }).click()
    await signIn(other, 'Allow')
    await poll(() => other.getByRole('status').textContent()).toContain('has access now')

    const token = box.locator('.vpad-oauth-token')
    await poll(() => box.locator('.vpad-oauth-token, .vpad-oauth-error').textContent()).toMatch(
      /Token from Device authorization \(scopes: notes:read\)\. Expires in (59 min|1 h)/,
    )
    expect(await box.locator('.vpad-oauth-device').count()).toBe(0)
    expect(await token.textContent()).toContain('sent as the bearer token')
    const bearer = await panel.getByLabel('Token').inputValue()
    const sent = await send(page, panel, '/notes/items')
    expect(sent.authorization).toBe(`Bearer ${bearer}`)
    expect(sent.status).toBe(200)
    const me = await fetch(`${apiUrl()}/notes/me`, {
      headers: { Authorization: `Bearer ${bearer}` },
    })
    expect(await me.json()).toMatchObject({
      subject: 'demo',
      clientId: 'demo-device',
      grant: 'device_code',
    })
    // A credential like the others: in sessionStorage, never in the HTML.
    const stored = await page.evaluate(() =>
      JSON.parse(sessionStorage.getItem('vitepress-api-docs:credentials') ?? '{}'),
    )
    expect(stored.notes.notesOAuth.token).toBe(bearer)
    expect(await (await fetch(`${docs.url}/demo/notes/listNotes`)).text()).not.toContain(bearer)
    expect(pageErrors(errors)).toEqual([])
    await context.close()
  })

  it('stops the device flow with access_denied when the reader denies', async () => {
    const context = await newContext()
    const { page, errors } = await open(context, '/demo/notes/listNotes')
    const box = oauthBox(tryIt(page, 'notes.listNotes'))
    const { userCode } = await startDeviceFlow(box)
    // The link with the code filled in opens the confirmation at once, in a new tab.
    const opened = context.waitForEvent('page')
    await box.getByRole('link', { name: /code filled in/ }).click()
    const other = await opened
    await poll(() => other.locator('.user-code').textContent()).toBe(userCode)
    await other.getByRole('button', { name: 'Continue' }).click()
    await signIn(other, 'Deny')
    await poll(() => other.getByRole('alert').textContent()).toContain('The request was cancelled')

    const alert = box.getByRole('alert')
    await poll(() => alert.textContent()).toContain('access_denied')
    expect(await alert.textContent()).toMatch(/denied at the authorization server.*No token/)
    expect(await box.locator('.vpad-oauth-device').count()).toBe(0)
    expect(await box.locator('.vpad-oauth-token').count()).toBe(0)
    expect(await box.getByRole('button', { name: 'Authorize' }).isDisabled()).toBe(false)
    expect(pageErrors(errors)).toEqual([])
    await context.close()
  })

  it('answers a stray visit to the redirect page with a sentence, not a crash', async () => {
    const context = await newContext()
    const page = await context.newPage()
    const errors = watchErrors(page)
    await page.goto(`${docs.url}/oauth-redirect.html?code=x&state=unknown`)
    await poll(() => page.getByRole('status').textContent()).toContain(
      'No sign-in from this site is waiting',
    )
    expect(errors).toEqual([])
    await context.close()
  })
})

describe('OAuth panel appearance', { timeout: 120_000 }, () => {
  for (const [name, options] of [
    ['light', { appearance: 'light' }],
    ['dark', { appearance: 'dark' }],
    ['narrow', { appearance: 'light', width: 390 }],
  ] as const) {
    it(`renders the panel (${name}) without errors or overflow`, async () => {
      const context = await newContext(options)
      const { page, errors } = await open(context, '/demo/notes/listNotes')
      const box = oauthBox(tryIt(page, 'notes.listNotes'))
      await box.scrollIntoViewIfNeeded()
      await box.screenshot({ path: `${SCREENS}/oauth-panel-${name}.png` })
      const overflow = () =>
        page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        )
      expect(await overflow()).toBe(0)
      // The device flow's code and links, waiting for approval; Cancel lets it go.
      await startDeviceFlow(box)
      await box.screenshot({ path: `${SCREENS}/oauth-device-${name}.png` })
      expect(await overflow()).toBe(0)
      // Contrast and names of the code, links and Cancel, in this appearance.
      expect(await seriousViolations(page)).toEqual([])
      await box.getByRole('button', { name: 'Cancel' }).click()
      await poll(() => box.locator('.vpad-oauth-device').count()).toBe(0)
      expect(await box.getByRole('button', { name: 'Authorize' }).isDisabled()).toBe(false)
      expect(await box.getByRole('alert').count()).toBe(0)
      expect(errors).toEqual([])
      await context.close()
    })
  }
})
