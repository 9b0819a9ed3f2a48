import { mkdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { parse } from 'yaml'
import { startDocsSite, type RunningDocsSite } from './api-docs-site'
import { useBrowser, watchErrors } from './browser'
import { fullSidebar } from './sidebar'

// The extensions fixture site (e2e/extensions-site): one OpenAPI 3.1 description with webhooks,
// callbacks, x-tagGroups, x-codeSamples, externalDocs, and parts hidden by x-internal and
// x-scalar-ignore, built once for this file.
const ROOT = fileURLToPath(new URL('./extensions-site/', import.meta.url))
const SCREENS = 'e2e/.artifacts/screens'
const SLOW = 90_000
/** Words only the hidden parts of the fixture hold. */
const HIDDEN = /secret|ignoredByScalar|Ignored by Scalar|onAudit|staffOnly/i

const chrome = useBrowser()
let site: RunningDocsSite | undefined

beforeAll(async () => {
  site = await startDocsSite(inject('apiUrl'), ROOT)
  mkdirSync(SCREENS, { recursive: true })
}, 300_000)
afterAll(() => site?.close())

interface Opened {
  page: Page
  errors: string[]
}

/** Opens a page with VitePress's appearance set before the first paint, once hydrated. */
async function open(
  path: string,
  options: { appearance?: 'light' | 'dark'; width?: number } = {},
): Promise<Opened> {
  const context = await chrome.browser.newContext({
    viewport: { width: options.width ?? 1280, height: 900 },
  })
  await context.addInitScript(
    (value) => localStorage.setItem('vitepress-theme-appearance', value),
    options.appearance ?? 'light',
  )
  const page = await context.newPage()
  page.on('close', () => void context.close().catch(() => {}))
  const errors = watchErrors(page)
  await page.goto(`${site!.url}${path}`)
  await page.waitForFunction(() => '__vue_app__' in document.querySelector('#app')!)
  return { page, errors }
}

/** The text a reader sees in the first match, its white space collapsed. */
const text = async (page: Page, selector: string): Promise<string> =>
  (await page.locator(selector).first().innerText()).replace(/\s+/g, ' ').trim()

describe('a webhook page', () => {
  it(
    'shows the payload, headers and responses, and no try-it panel',
    async () => {
      const { page, errors } = await open('/shop/petAdopted')
      const article = page.locator('[data-operation-id="shop.petAdopted"]')
      await article.waitFor()
      expect(await text(page, 'h1')).toBe('petAdopted')
      expect(await text(page, '.vpad-endpoint')).toBe('Webhook POST Shop API Download shop.yaml')
      expect(await text(page, '.vpad-webhook-summary')).toBe('A pet found a home')
      const headings = await article.locator('h2').allTextContents()
      expect(headings.map((heading) => heading.trim())).toEqual([
        'Parameters',
        'Payload',
        'Responses',
      ])
      expect(await article.textContent()).toContain('X-Shop-Signature')
      // The payload's schema is a link to its page, with an example of it.
      expect(
        await article.locator('a[href$="/schemas/shop/AdoptionEvent"]').count(),
      ).toBeGreaterThan(0)
      expect(await text(page, '.vpad-response summary')).toBe(
        '200 Return 200 to acknowledge the event.',
      )
      expect(await article.locator('.vpad-tryit').count()).toBe(0)
      // Its page is listed in the Webhooks group of the sidebar, which loads with it.
      const webhooks = page.locator('.VPSidebarItem', {
        has: page.locator('[data-vpad-group="shop:3"]'),
      })
      await webhooks.locator('a[href^="/shop/petAdopted"]').first().waitFor({ state: 'attached' })
      expect(await page.title()).toMatch(/^petAdopted/)
      expect(errors).toEqual([])
      for (const [name, options] of [
        ['light', {}],
        ['dark', { appearance: 'dark' as const }],
        ['390', { width: 390 }],
      ] as const) {
        const shot = name === 'light' ? page : (await open('/shop/petAdopted', options)).page
        await shot.locator('[data-operation-id="shop.petAdopted"]').waitFor()
        await shot.screenshot({ path: `${SCREENS}/extensions-webhook-${name}.png`, fullPage: true })
      }
    },
    SLOW,
  )
})

describe('an operation with callbacks', () => {
  it(
    'shows each callback with its expression, method, payload and responses',
    async () => {
      const { page, errors } = await open('/shop/createPet')
      const callback = page.locator('.vpad-callback[data-callback="onAdopted"]')
      await callback.waitFor()
      expect(await page.locator('.vpad-callback').count()).toBe(1)
      expect(await callback.locator('.vpad-callback-expression').textContent()).toBe(
        '{$request.body#/callbackUrl}',
      )
      expect((await callback.locator('.vpad-callback-title').textContent())?.trim()).toBe(
        'onAdopted The pet was adopted',
      )
      const content = (await callback.textContent()) ?? ''
      expect(content).toMatch(/POST/)
      expect(content).toContain('Sent once, when someone adopts the pet.')
      expect(content).toMatch(/Payload\s*required/)
      expect(content).toContain('AdoptionEvent')
      expect(await callback.locator('.vpad-status').allTextContents()).toEqual(['204', '410'])
      // The operation's own external docs, as a link.
      const docs = page.locator('.vpad-operation .vpad-external-docs a')
      expect(await docs.getAttribute('href')).toBe('https://example.com/creating-pets')
      expect(await docs.textContent()).toBe('External documentation')
      expect(errors).toEqual([])
      for (const [name, options] of [
        ['light', {}],
        ['dark', { appearance: 'dark' as const }],
        ['390', { width: 390 }],
      ] as const) {
        const shot = name === 'light' ? page : (await open('/shop/createPet', options)).page
        await shot.locator('.vpad-callback').waitFor()
        await shot.screenshot({
          path: `${SCREENS}/extensions-callbacks-${name}.png`,
          fullPage: true,
        })
      }
    },
    SLOW,
  )
})

describe('x-tagGroups', () => {
  it(
    'groups the tags of the sidebar under their group headings, in the given order',
    async () => {
      const { page } = await open('/shop/listOrders')
      await fullSidebar(page, 'List invoices')
      const sections = await page
        .locator('.VPSidebar .VPSidebarItem.level-0 > .item .text')
        .allTextContents()
      expect(sections.map((section) => section.trim())).toEqual([
        'Money',
        'Catalogue',
        'Webhooks',
        'Schemas',
      ])
      // Then the spec's changelog, a link of its own rather than a group.
      await page
        .locator('.VPSidebar a', { hasText: /^\s*Changelog\s*$/ })
        .waitFor({ state: 'attached' })
      const catalogue = page.locator('.VPSidebarItem.level-0', { hasText: 'Catalogue' })
      expect(
        (await catalogue.locator('.VPSidebarItem.level-1 > .item .text').allTextContents()).map(
          (tag) => tag.trim(),
        ),
      ).toEqual(['pets', 'store'])
    },
    SLOW,
  )

  it(
    'groups the tags of OpenApiSpec too, with the external docs of the spec and its tags',
    async () => {
      const { page, errors } = await open('/')
      const index = page.locator('.vpad-spec-index[data-spec="shop"]')
      await index.waitFor()
      expect(
        (await index.locator('.vpad-spec-section-title').allTextContents()).map((t) => t.trim()),
      ).toEqual(['Money', 'Catalogue'])
      expect((await index.locator('h4').allTextContents()).map((t) => t.trim())).toEqual([
        'billing',
        'pets',
        'store',
      ])
      const links = await index
        .locator('.vpad-external-docs a')
        .evaluateAll((anchors) => anchors.map((a) => [a.textContent, a.getAttribute('href')]))
      expect(links).toEqual([
        ['The shop guide', 'https://example.com/shop-guide'],
        ['All about pets', 'https://example.com/pets-guide'],
      ])
      expect(await index.locator('.vpad-spec-webhooks a').getAttribute('href')).toBe(
        '/shop/petAdopted',
      )
      expect(errors).toEqual([])
    },
    SLOW,
  )
})

describe('x-codeSamples', () => {
  it(
    "puts the description's own samples first, by label or lang, then the generated ones",
    async () => {
      const { page, errors } = await open('/shop/listPets')
      const samples = page.locator('.vpad-operation .vpad-samples')
      await samples.waitFor()
      const tabs = (await samples.locator('[role="tab"]').allTextContents()).map((t) => t.trim())
      expect(tabs.slice(0, 3)).toEqual(['JS SDK', 'Go', 'cURL'])
      expect(await samples.locator('[role="tab"][aria-selected="true"]').textContent()).toContain(
        'JS SDK',
      )
      expect(await samples.locator('pre').textContent()).toContain('await shop.pets.list(')
      await samples.getByRole('tab', { name: 'Go', exact: true }).click()
      await expect
        .poll(() => samples.locator('pre').textContent())
        .toContain('client.ListPets(ctx)')
      await samples.getByRole('tab', { name: 'cURL', exact: true }).click()
      await expect.poll(() => samples.locator('pre').textContent()).toMatch(/^curl /)
      expect(errors).toEqual([])
    },
    SLOW,
  )
})

describe('the download link', () => {
  it(
    "serves the spec's file less what x-internal hides, from each of its pages",
    async () => {
      for (const path of ['/shop/listPets', '/schemas/shop/Pet', '/shop/changelog', '/']) {
        const { page } = await open(path)
        const link = page.locator('a.vpad-download').first()
        await link.waitFor()
        expect(await link.textContent()).toMatch(/^Download shop\.yaml$/)
        expect(await link.getAttribute('href')).toBe('/shop/shop.yaml')
        await page.close()
      }
      const response = await fetch(`${site!.url}/shop/shop.yaml`)
      expect(response.status).toBe(200)
      const yaml = await response.text()
      expect(yaml).not.toMatch(HIDDEN)
      expect(yaml).not.toMatch(/x-internal|x-scalar-ignore/)
      const document = parse(yaml) as Record<string, Record<string, unknown>>
      expect(Object.keys(document.paths!)).toEqual(['/pets', '/orders', '/invoices'])
      expect(Object.keys(document.webhooks!)).toEqual(['petAdopted'])
    },
    SLOW,
  )
})

describe('x-internal and x-scalar-ignore', () => {
  it(
    'leave no page, sidebar item, embed or search result',
    async () => {
      const { page, errors } = await open('/shop/listPets')
      const sidebar = await fullSidebar(page, 'List invoices')
      expect(sidebar).not.toMatch(HIDDEN)
      const links = await page
        .locator('.VPSidebar a[href]')
        .evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')!))
      // Four operations, the webhook, two schemas and the history.
      expect(links).toHaveLength(8)
      for (const link of ['/', ...links]) {
        const opened = await open(link)
        await opened.page
          .locator('.vpad-operation, .vpad-schema-page, .vpad-changelog, .vpad-spec-index')
          .first()
          .waitFor()
        expect(`${link}: ${await opened.page.locator('.VPContent').textContent()}`).not.toMatch(
          HIDDEN,
        )
        expect(opened.errors).toEqual([])
        await opened.page.close()
      }
      for (const hidden of [
        '/shop/secretTools',
        '/shop/ignoredByScalar',
        '/shop/secretSync',
        '/schemas/shop/SecretAudit',
      ])
        expect((await fetch(`${site!.url}${hidden}`)).status).toBe(404)
      // The search dialog finds the webhook, marked as one, and nothing hidden.
      await page.keyboard.press('Control+k')
      const input = page.locator('[role="dialog"].vpad-search input')
      await input.waitFor()
      await input.fill('secret')
      await expect.poll(() => text(page, '.vpad-search-status')).toMatch(/no results/i)
      expect(await page.locator('[role="option"]').count()).toBe(0)
      await input.fill('adopted')
      const first = page.locator('[role="option"]').first()
      await first.waitFor()
      expect(await first.locator('.vpad-search-kind').textContent()).toBe('Webhook')
      expect(await first.locator('.vpad-search-title').textContent()).toBe('petAdopted')
      expect(errors).toEqual([])
    },
    4 * SLOW,
  )
})
