import { mkdirSync } from 'node:fs'
import type { Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { SITE_BUILD_TIMEOUT, type RunningDocsSite } from './api-docs-site'
import { startSharedSite } from './shared-site/site'
import { useBrowser } from './browser'
import { hydrated, type LookOptions, type OpenedPage, openPage, poll } from './open-page'

// Security as OpenAPI describes it (Security Requirement Object): the schemes of one requirement
// are sent together, alternatives are the reader's choice, remembered per spec; a cookie API key
// is named and goes to the samples; the samples follow what is typed into the panel.

const chrome = useBrowser()
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

/** Opens a page of the site, hydrated. */
const open = (path: string, options: LookOptions = {}): Promise<OpenedPage> =>
  openPage(chrome.browser, `${site!.url}${path}`, options)

async function goto(page: Page, path: string): Promise<void> {
  await page.goto(`${site!.url}${path}`)
  await hydrated(page)
}

const operation = (page: Page, id: string): Locator => page.locator(`[data-operation-id="${id}"]`)

/** Clicks Send; resolves with the headers the echo endpoint received. */
async function send(page: Page, panel: Locator): Promise<Record<string, string>> {
  const answered = page.waitForResponse(
    (response) =>
      response.url().startsWith(`${apiUrl()}/echo`) && response.request().method() !== 'OPTIONS',
  )
  await panel.locator('.vap-send').click()
  const response = await answered
  expect(response.status()).toBe(200)
  return ((await response.json()) as { headers: Record<string, string> }).headers
}

describe('security requirements in the try-it panel', { timeout: 180_000 }, () => {
  it('sends the API key and the bearer token of one requirement together', async () => {
    const { context, page, errors } = await open('/sec/getBoth')
    const panel = operation(page, 'sec.getBoth').locator('.vpad-tryit')
    // Each field is labelled by what it is: the header's name, and Token.
    const key = panel.getByLabel('X-API-Key')
    const token = panel.getByLabel('Token', { exact: true })
    await key.fill('k-123')
    await token.fill('t-456')
    const headers = await send(page, panel)
    expect(headers['x-api-key']).toBe('k-123')
    expect(headers.authorization).toBe('Bearer t-456')
    // No choice to make: one requirement.
    expect(await panel.locator('.vpad-auth-choice').count()).toBe(0)
    expect(errors).toEqual([])
    await context.close()
  })

  it('offers the alternatives and remembers the pick on another operation of the spec', async () => {
    const { context, page, errors } = await open('/sec/getEither')
    const panel = operation(page, 'sec.getEither').locator('.vpad-tryit')
    const choice = panel.locator('.vpad-auth-choice')
    expect(await choice.locator('label').allTextContents()).toEqual(['key', 'token'])
    // The first is the default: its API key field is there, no Token.
    await poll(() => panel.getByLabel('X-API-Key').count()).toBe(1)
    expect(await panel.getByLabel('Token', { exact: true }).count()).toBe(0)
    await choice.getByLabel('token').check()
    await poll(() => panel.getByLabel('Token', { exact: true }).count()).toBe(1)
    expect(await panel.getByLabel('X-API-Key').count()).toBe(0)
    await panel.getByLabel('Token', { exact: true }).fill('picked')
    expect((await send(page, panel)).authorization).toBe('Bearer picked')

    await goto(page, '/sec/getEitherToo')
    const other = operation(page, 'sec.getEitherToo').locator('.vpad-tryit')
    await poll(() => other.locator('.vpad-auth-choice').getByLabel('token').isChecked()).toBe(true)
    await poll(() => other.getByLabel('Token', { exact: true }).inputValue()).toBe('picked')
    const headers = await send(page, other)
    expect(headers.authorization).toBe('Bearer picked')
    expect(headers['x-api-key']).toBeUndefined()
    expect(errors).toEqual([])
    await context.close()
  })

  it('the cURL sample follows each keystroke, and the panel keeps its field', async () => {
    const { context, page, errors } = await open('/sec/getBoth')
    const op = operation(page, 'sec.getBoth')
    const panel = op.locator('.vpad-tryit')
    const sample = op.locator('.vpad-samples pre code')
    const before = await sample.textContent()
    const q = panel.getByLabel(/^q/)
    // Marks the input element: a re-rendered panel would have a new one, without the mark.
    await q.evaluate((el) => ((el as HTMLElement).dataset.mark = 'same'))
    await q.click()
    await page.keyboard.type('cats')
    await poll(() => sample.textContent()).toContain('/echo/both?q=cats')
    expect(await sample.textContent()).not.toBe(before)
    expect(await q.evaluate((el) => el === document.activeElement)).toBe(true)
    expect(await q.evaluate((el) => (el as HTMLElement).dataset.mark)).toBe('same')
    expect(await q.inputValue()).toBe('cats')
    // The credentials typed into the panel are in the sample too.
    await panel.getByLabel('Token', { exact: true }).fill('typed-token')
    await poll(() => sample.textContent()).toContain('Authorization: Bearer typed-token')
    expect(errors).toEqual([])
    await context.close()
  })

  it('names a cookie API key the browser cannot set, and the samples send it', async () => {
    for (const [appearance, width] of [
      ['light', 1280],
      ['dark', 1280],
      ['light', 390],
    ] as const) {
      const { context, page, errors } = await open('/sec/getCookie', { appearance, width })
      const op = operation(page, 'sec.getCookie')
      const panel = op.locator('.vpad-tryit')
      await poll(() => panel.textContent()).toContain('cannot set a cookie for another site')
      await panel.getByLabel('session_id').fill('c00kie')
      await panel.getByLabel('Token', { exact: true }).fill('t0ken')
      const sample = op.locator('.vpad-samples pre code')
      await poll(() => sample.textContent()).toContain("-b 'session_id=c00kie'")
      expect(await sample.textContent()).toContain('Authorization: Bearer t0ken')
      // The other alternative: Digest, named, and in the samples with --digest.
      await panel.locator('.vpad-auth-choice').getByLabel('dig').check()
      await poll(() => panel.textContent()).toContain('HTTP Digest')
      await panel.getByLabel('Username').fill('Mufasa')
      await poll(() => sample.textContent()).toContain('--digest')
      await panel.locator('.vpad-auth-choice').getByLabel('session and token').check()
      await op.locator('.vpad-tryit').scrollIntoViewIfNeeded()
      await page.screenshot({
        path: `${SCREENS}/security-${appearance}-${width}.png`,
        fullPage: true,
      })
      expect(errors).toEqual([])
      await context.close()
    }
  })
})
