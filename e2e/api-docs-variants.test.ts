import { mkdirSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { SITE_BUILD_TIMEOUT, startDocsSite, type RunningDocsSite } from './api-docs-site'
import { useBrowser } from './browser'
import { type LookOptions, type OpenedPage, openPage, poll } from './open-page'

// The fixture site's variants spec (e2e/api-docs-site/specs/variants.yaml): a oneOf with a
// discriminator and a mapping, a oneOf and an anyOf without one, and named examples on a request
// body, a response and parameters. Its try-it panels send to the demo server's echo endpoint.
const chrome = useBrowser()
let site: RunningDocsSite | undefined
const SCREENS = 'e2e/.artifacts/screens'
const apiUrl = () => inject('apiUrl')
const axeSource = createRequire(import.meta.url).resolve('axe-core/axe.min.js')

beforeAll(async () => {
  site = await startDocsSite(apiUrl())
  mkdirSync(SCREENS, { recursive: true })
}, SITE_BUILD_TIMEOUT)
afterAll(() => site?.close())

/** Opens a page of the site, hydrated. */
const open = (path: string, options: LookOptions = {}): Promise<OpenedPage> =>
  openPage(chrome.browser, `${site!.url}${path}`, options)

/** The JSON an example block shows. */
async function shownExample(block: Locator): Promise<unknown> {
  return JSON.parse((await block.locator('.vpad-example-code').textContent()) ?? '')
}

/** What the echo endpoint received. */
interface Echo {
  method: string
  path: string
  query: Record<string, string>
  body: string
}

async function send(page: Page, tryIt: Locator): Promise<Echo> {
  const echoed = page.waitForResponse(
    (response) =>
      response.url().startsWith(`${apiUrl()}/echo/`) && response.request().method() !== 'OPTIONS',
  )
  await tryIt.locator('.vap-send').click()
  const response = await echoed
  expect(response.status()).toBe(200)
  return (await response.json()) as Echo
}

describe('a oneOf with a discriminator (addPet)', { timeout: 120_000 }, () => {
  it('switches fields, example and try-it body with the chosen variant, by mouse and keyboard', async () => {
    const { context, page, errors } = await open('/variants/addPet')
    const body = page.locator('.vpad-operation > .vpad-media').first()
    const tabs = body.getByRole('tablist', { name: 'One of (Pet)' })
    expect(await tabs.getByRole('tab').allTextContents()).toEqual(['cat', 'dog', 'lizard'])
    expect(await body.locator('.vpad-variants-decides').textContent()).toContain(
      'petType decides which',
    )
    const panel = body.getByRole('tabpanel')
    expect(await panel.textContent()).toContain('sleeps')
    expect(await shownExample(body)).toEqual({ petType: 'cat', name: 'string', sleeps: 0 })

    await tabs.getByRole('tab', { name: 'dog' }).click()
    await poll(() => panel.textContent()).toContain('barks')
    expect(await panel.textContent()).not.toContain('sleeps')
    await poll(() => shownExample(body)).toEqual({
      petType: 'dog',
      name: 'string',
      barks: true,
      breed: 'collie',
    })

    // Arrow keys move along the tabs and pick (WAI-ARIA tabs, automatic activation).
    await page.keyboard.press('ArrowRight')
    await poll(() => tabs.getByRole('tab', { selected: true }).textContent()).toBe('lizard')
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('lizard')
    await poll(() => shownExample(body)).toEqual({
      petType: 'lizard',
      name: 'string',
      scales: 'smooth',
    })

    // The try-it body follows the variant, and is what is sent.
    const tryIt = page.locator('[data-operation-id="variants.addPet"] .vpad-tryit')
    const editor = tryIt.locator('textarea.vap-request__body')
    await poll(async () => JSON.parse(await editor.inputValue())).toEqual({
      petType: 'lizard',
      name: 'string',
      scales: 'smooth',
    })
    const echo = await send(page, tryIt)
    expect(echo.method).toBe('POST')
    expect(JSON.parse(echo.body)).toEqual({ petType: 'lizard', name: 'string', scales: 'smooth' })
    expect(errors).toEqual([])
    await context.close()
  })

  it("offers the response's named examples by summary; picking one shows its variant", async () => {
    const { context, page, errors } = await open('/variants/addPet')
    const response = page.locator('.vpad-response').first()
    const select = response.locator('.vpad-example select')
    expect(await select.locator('option').allTextContents()).toEqual([
      'A cat as stored',
      'A dog as stored',
    ])
    await select.selectOption({ label: 'A dog as stored' })
    await poll(() => shownExample(response)).toMatchObject({ name: 'Rex' })
    await poll(() => response.getByRole('tab', { selected: true }).textContent()).toBe('dog')
    expect(await response.getByRole('tabpanel').textContent()).toContain('breed')
    expect(errors).toEqual([])
    await context.close()
  })
})

describe('named examples (replacePet)', { timeout: 120_000 }, () => {
  it('fills the try-it body and parameters with the examples picked, and sends them', async () => {
    const { context, page, errors } = await open('/variants/replacePet')
    const tryIt = page.locator('[data-operation-id="variants.replacePet"] .vpad-tryit')
    const editor = tryIt.locator('textarea.vap-request__body')
    expect(JSON.parse(await editor.inputValue())).toMatchObject({ name: 'Tom' })
    expect(await tryIt.locator('.vap-params').getByLabel('petId').inputValue()).toBe('7')

    // A body typed over is replaced by the example the reader picks.
    await editor.fill('{"typed": true}')
    const examples = tryIt.locator('.vpad-tryit-examples')
    const bodyChoice = examples.getByLabel('Body example')
    expect(await bodyChoice.locator('option').allTextContents()).toEqual([
      'A sleepy cat',
      'A good dog',
    ])
    await bodyChoice.selectOption({ label: 'A good dog' })
    await poll(async () => JSON.parse(await editor.inputValue())).toMatchObject({ name: 'Rex' })
    // The page's own example and variant follow the choice made in the panel.
    const body = page.locator('.vpad-operation > .vpad-media').first()
    await poll(() => shownExample(body)).toMatchObject({ name: 'Rex' })
    await poll(() => body.getByRole('tab', { selected: true }).textContent()).toBe('dog')

    // Parameters: each named example by its summary, or its key; picking fills the field.
    const petId = page.locator('.vpad-param', { hasText: 'petId' }).locator('select')
    expect(await petId.locator('option').allTextContents()).toEqual(['A small id', 'A big id'])
    await petId.selectOption({ label: 'A big id' })
    await poll(() => tryIt.locator('.vap-params').getByLabel('petId').inputValue()).toBe('123456')
    const fields = examples.getByLabel('fields example')
    expect(await fields.locator('option').allTextContents()).toEqual(['Name only', 'many'])
    await fields.selectOption({ label: 'many' })
    // An array parameter is a list, one field an item.
    const items = tryIt.locator('.vap-params .vap-structured input.vap-input')
    await poll(() =>
      items.evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value)),
    ).toEqual(['name', 'petType'])
    // The URL shown above the form is the one sent: the picked id in place.
    await poll(() => tryIt.locator('.vap-request__url').textContent()).toBe(
      `${apiUrl()}/echo/pets/123456`,
    )

    // The code samples send the same: the picked id, query and body; `form` without explode
    // joins the items with commas, which are not encoded (OpenAPI's Style Examples).
    const sample = page.locator('[data-operation-id="variants.replacePet"] .vpad-samples pre code')
    await poll(() => sample.textContent()).toContain('/pets/123456?fields=name,petType')
    expect(await sample.textContent()).toContain('"name": "Rex"')

    const echo = await send(page, tryIt)
    expect(echo.method).toBe('PUT')
    expect(echo.path).toBe('/echo/pets/123456')
    expect(echo.query).toEqual({ fields: 'name,petType' })
    expect(JSON.parse(echo.body)).toEqual({
      petType: 'dog',
      name: 'Rex',
      barks: true,
      breed: 'collie',
    })

    // An item typed into the list survives the reader picking another body example.
    await items.nth(1).fill('breed')
    await bodyChoice.selectOption({ label: 'A sleepy cat' })
    await poll(async () => JSON.parse(await editor.inputValue())).toMatchObject({ name: 'Tom' })
    expect(
      await items.evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value)),
    ).toEqual(['name', 'breed'])
    await poll(() => sample.textContent()).toContain('/pets/123456?fields=name,breed')
    expect(errors).toEqual([])
    await context.close()
  })

  it('picks a generated example when the reader picks a variant that no written one is of', async () => {
    const { context, page, errors } = await open('/variants/replacePet')
    const body = page.locator('.vpad-operation > .vpad-media').first()
    await body.getByRole('tab', { name: 'lizard' }).click()
    await poll(() => shownExample(body)).toEqual({
      petType: 'lizard',
      name: 'string',
      scales: 'smooth',
    })
    const select = body.locator('.vpad-example select')
    await poll(() => select.locator('option:checked').textContent()).toContain(
      'Generated for the chosen variant',
    )
    expect(errors).toEqual([])
    await context.close()
  })
})

describe('without a discriminator (drawShape)', { timeout: 120_000 }, () => {
  it('labels a oneOf by $ref name and title, an anyOf by title and type', async () => {
    const { context, page, errors } = await open('/variants/drawShape')
    const body = page.locator('.vpad-operation > .vpad-media').first()
    const tabs = body.getByRole('tablist')
    expect(await tabs.getByRole('tab').allTextContents()).toEqual(['Circle', 'Square'])
    expect(await body.locator('.vpad-variants-decides').count()).toBe(0)
    await tabs.getByRole('tab', { name: 'Square' }).click()
    await poll(() => shownExample(body)).toEqual({ side: 1 })
    await poll(async () =>
      JSON.parse(
        await page
          .locator('[data-operation-id="variants.drawShape"] textarea.vap-request__body')
          .inputValue(),
      ),
    ).toEqual({ side: 1 })

    const response = page.locator('.vpad-response').first()
    expect(
      await response.getByRole('tablist', { name: 'Any of' }).getByRole('tab').allTextContents(),
    ).toEqual(['Circle', 'Square', 'Description'])
    expect(errors).toEqual([])
    await context.close()
  })
})

describe('schema pages and embeds', { timeout: 120_000 }, () => {
  it("switch a schema page's fields and example", async () => {
    const { context, page, errors } = await open('/schemas/variants/Pet')
    const article = page.locator('.vpad-schema-page')
    await article.getByRole('tab', { name: 'dog' }).click()
    await poll(() => article.getByRole('tabpanel').textContent()).toContain('breed')
    await poll(() => shownExample(article)).toMatchObject({ petType: 'dog' })
    expect(errors).toEqual([])
    await context.close()
  })

  it('keep each embed its own choice on a page with an endpoint and a schema', async () => {
    const { context, page, errors } = await open('/guide/variants')
    const endpoint = page.locator('[data-operation-id="variants.addPet"]')
    const schema = page.locator('[data-schema="variants.Pet"]')
    await endpoint.locator('.vpad-media').first().getByRole('tab', { name: 'dog' }).click()
    await poll(() =>
      endpoint.locator('.vpad-media').first().getByRole('tab', { selected: true }).textContent(),
    ).toBe('dog')
    expect(await schema.getByRole('tab', { selected: true }).textContent()).toBe('cat')
    await poll(async () =>
      JSON.parse(await endpoint.locator('textarea.vap-request__body').inputValue()),
    ).toMatchObject({ petType: 'dog' })
    // Each tab panel is named by its own embed's chosen tab.
    expect(
      await page
        .getByRole('tabpanel')
        .evaluateAll((panels) => panels.map((panel) => panel.getAttribute('aria-label'))),
      // The endpoint's body and response, its code samples' panel, then the schema.
    ).toEqual(['dog', 'cat', 'cURL sample', 'cat'])
    expect(errors).toEqual([])
    await context.close()
  })
})

/** axe-core's WCAG 2.1 A/AA findings inside the elements `selectors` match, as readable lines. */
async function audit(page: Page, selectors: string[]): Promise<string[]> {
  await page.addScriptTag({ path: axeSource })
  return page.evaluate(async (root) => {
    type Result = { violations: { id: string; help: string; nodes: { target: string[] }[] }[] }
    const axe = (window as unknown as { axe: { run: (...a: unknown[]) => Promise<Result> } }).axe
    const result = await axe.run(
      { include: root.map((selector) => [selector]) },
      {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      },
    )
    return result.violations.map((v) => `${v.id}: ${v.help} at ${v.nodes[0]?.target.join(' ')}`)
  }, selectors)
}

describe('appearance', { timeout: 120_000 }, () => {
  for (const [name, options] of [
    ['light', { appearance: 'light' }],
    ['dark', { appearance: 'dark' }],
    ['narrow', { appearance: 'light', width: 390 }],
  ] as const) {
    it(`shows the variant choice (${name}) without overflow`, async () => {
      const { context, page, errors } = await open('/variants/replacePet', options)
      const body = page.locator('.vpad-operation > .vpad-media').first()
      await body.getByRole('tab', { name: 'dog' }).click()
      await poll(() => shownExample(body)).toMatchObject({ petType: 'dog' })
      await body.screenshot({ path: `${SCREENS}/api-docs-variants-${name}.png` })
      await page
        .locator('.vpad-tryit')
        .screenshot({ path: `${SCREENS}/api-docs-variants-tryit-${name}.png` })
      const { scroll, client } = await page.evaluate(() => ({
        scroll: document.documentElement.scrollWidth,
        client: document.documentElement.clientWidth,
      }))
      expect(scroll).toBeLessThanOrEqual(client)
      // Tabs, selects and their labels pass WCAG 2.1 AA, colours included, in both appearances.
      expect(
        await audit(page, ['.vpad-variants', '.vpad-example-bar', '.vpad-tryit-examples']),
      ).toEqual([])
      expect(errors).toEqual([])
      await context.close()
    })
  }
})
