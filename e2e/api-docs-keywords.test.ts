import { mkdirSync } from 'node:fs'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { SITE_BUILD_TIMEOUT, startDocsSite, type RunningDocsSite } from './api-docs-site'
import { useBrowser } from './browser'
import { type LookOptions, type OpenedPage, openPage, poll } from './open-page'

// The fixture site's keywords spec (e2e/api-docs-site/specs/keywords.yaml): a schema written with
// every JSON Schema 2020-12 keyword, a response with links, a multipart body with an encoding.
const chrome = useBrowser()
let site: RunningDocsSite | undefined
const SCREENS = 'e2e/.artifacts/screens'
const apiUrl = () => inject('apiUrl')

beforeAll(async () => {
  site = await startDocsSite(apiUrl())
  mkdirSync(SCREENS, { recursive: true })
}, SITE_BUILD_TIMEOUT)
afterAll(() => site?.close())

/** Opens a page of the site, hydrated. */
const open = (path: string, options: LookOptions = {}): Promise<OpenedPage> =>
  openPage(chrome.browser, `${site!.url}${path}`, options)

/** The text of every element the selector finds, spaces collapsed. */
async function texts(page: Page, selector: string): Promise<string[]> {
  return (await page.locator(selector).allTextContents()).map((text) =>
    text.replace(/\s+/g, ' ').trim(),
  )
}

/** Opens every closed level of the schema trees, until none is left. */
async function openAll(page: Page): Promise<void> {
  for (let round = 0; round < 6; round++) {
    const closed = page.locator('details.vpad-schema-children:not([open]) > summary')
    const count = await closed.count()
    if (!count) return
    for (let i = count - 1; i >= 0; i--) await closed.nth(i).click()
    await page.waitForTimeout(100)
  }
}

describe('JSON Schema 2020-12 keywords on the built site', { timeout: 120_000 }, () => {
  it("shows the schema page's tuple positions, pattern, conditional and dependencies", async () => {
    const { context, page, errors } = await open('/schemas/keywords/Shipment')
    await poll(() => texts(page, '.vpad-schema-composition-label')).toContain('If kind is "cold"')
    await openAll(page)
    const names = await texts(page, '.vpad-schema-name')
    expect(names).toEqual(
      expect.arrayContaining(['[key: /^x-/]', '[0]', '[1]', '[2…]', '[some item]', '[content]']),
    )
    const labels = await texts(page, '.vpad-schema-composition-label')
    expect(labels).toEqual(
      expect.arrayContaining(['If kind is "cold"', 'Then', 'Otherwise', 'When express is present']),
    )
    const facts = await texts(page, '.vpad-schema-facts li')
    expect(facts).toEqual(
      expect.arrayContaining([
        'when express is present, phone is required',
        'no other properties',
        'property names pattern ^[a-z_-]+$',
        '1 to 2 matching items',
        'content application/json',
        'base64-encoded',
        'uniqueItems: true',
        'examples "Fragile", "Keep upright"',
      ]),
    )
    expect(await texts(page, '.vpad-schema-type')).toEqual(
      expect.arrayContaining(['string | null', '[string, string, ...string]', 'Address']),
    )
    // The generated example honours the keywords: a pattern key, the conditional, contains.
    const example = JSON.parse(
      (await page.locator('.vpad-example-code').first().textContent()) ?? '',
    ) as Record<string, unknown>
    expect(example).toMatchObject({ kind: 'cold', temperature: 0, 'x-name': 'string' })
    expect(example.tags).toEqual(['urgent'])
    expect(errors).toEqual([])
    await context.close()
  })

  it('shows a tuple schema by position, and its Markdown twin in words', async () => {
    const { context, page, errors } = await open('/schemas/keywords/Address')
    await poll(() => texts(page, '.vpad-schema-name')).toEqual(['[0]', '[1]', '[2]', '[3]'])
    expect(await texts(page, '.vpad-schema-facts li')).toContain('no more items')
    expect(errors).toEqual([])
    await context.close()
    const twin = await (await fetch(`${site!.url}/schemas/keywords/Shipment.md`)).text()
    expect(twin).toContain('- if `kind` is `cold`:\n\n  - then: object')
    expect(twin).toContain('- any property matching `^x-`: string')
    expect(twin).toContain('- `route`: tuple of 2 items and more')
    expect(twin).toContain('when `express` is present, `phone` is required')
  })

  it("shows an operation's links to the linked operations' pages, and the body's encoding", async () => {
    const { context, page, errors } = await open('/keywords/createShipment')
    const links = page.locator('.vpad-response-link')
    await poll(() => links.count()).toBe(2)
    const first = links.first().locator('a')
    expect((await first.textContent())?.replace(/\s+/g, ' ')).toBe('GET/shipments/{shipmentId}')
    expect(await texts(page, '.vpad-response-link .vpad-schema-facts li')).toEqual([
      'shipmentId = $response.body#/id',
      'path.shipmentId = $response.body#/id',
      'body = $request.body#/reason',
      'on server https://cancel.example.com',
    ])
    // The request body's multipart tab shows each part's encoding.
    await page.getByRole('tab', { name: 'multipart/form-data' }).click()
    await poll(() => texts(page, '.vpad-encoding-part .vpad-schema-facts li')).toEqual([
      'content type application/json',
      'content type image/png, image/jpeg',
      'style form',
      'exploded',
      "header X-Label-Size: The label's size in pixels.",
    ])
    await page.screenshot({ path: `${SCREENS}/keywords-operation.png`, fullPage: true })
    await first.click()
    await page.waitForURL(/\/keywords\/getShipment(\.html)?$/)
    // The router changes the URL before the new page renders.
    await poll(() => page.locator('h1').first().textContent()).toContain('Get a shipment')
    expect(errors).toEqual([])
    await context.close()
    const twin = await (await fetch(`${site!.url}/keywords/createShipment.md`)).text()
    expect(twin).toContain(
      '- `GetShipment`: [GET /shipments/{shipmentId}](/keywords/getShipment.md)',
    )
    expect(twin).toContain('Encoding:\n\n- `manifest`: content type `application/json`')
  })

  for (const [appearance, width] of [
    ['light', 1280],
    ['dark', 1280],
    ['light', 390],
  ] as const) {
    it(`draws the schema tree (${appearance}, ${width} px) without overflow`, async () => {
      const { context, page, errors } = await open('/schemas/keywords/Shipment', {
        appearance,
        width,
      })
      await poll(() => page.locator('.vpad-schema-condition').count()).toBe(1)
      await openAll(page)
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      )
      expect(overflow).toBeLessThanOrEqual(0)
      await page.screenshot({
        path: `${SCREENS}/keywords-schema-${appearance}-${width}.png`,
        fullPage: true,
      })
      expect(errors).toEqual([])
      await context.close()
    })
  }
})
