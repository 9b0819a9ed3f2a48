import { mkdirSync } from 'node:fs'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { SITE_BUILD_TIMEOUT, startDocsSite, type RunningDocsSite } from './api-docs-site'
import { useBrowser } from './browser'
import { type LookOptions, type OpenedPage, openPage } from './open-page'

// The fixture site's OpenAPI 3.2.0 spec (e2e/api-docs-site/specs/catalog.yaml): nested and badge
// tags, the QUERY method and a PURGE in additionalOperations, an `in: querystring` parameter,
// item schemas of JSON Lines and an event stream, examples as data and as sent, named servers
// and response summaries.
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

/** The text of a sidebar group's title, and of the groups and links right under it. */
async function sidebarTree(page: Page): Promise<unknown> {
  return page.evaluate(() => {
    const tree = (item: Element): unknown => {
      const text = item.querySelector(':scope > .item .text')?.textContent?.trim() ?? ''
      const children = [...item.querySelectorAll(':scope > .items > .VPSidebarItem')]
      return children.length ? { [text]: children.map(tree) } : text
    }
    const top = document.querySelector('.VPSidebar .group .VPSidebarItem.level-0')!
    return tree(top)
  })
}

describe('an OpenAPI 3.2 description on the site', { timeout: 120_000 }, () => {
  it('nests a tag under its parent in the sidebar, by its summary; a badge tag is no group', async () => {
    const { context, page, errors } = await open('/catalog/listItems')
    // The page's own group loads with it; open the others as a reader would.
    await page.locator('.VPSidebar [data-vpad-group]', { hasText: 'Item search' }).click()
    await page.locator('.VPSidebar [data-vpad-group]', { hasText: 'Cache control' }).click()
    await page.locator('.VPSidebar [data-vpad-group]', { hasText: 'Partners' }).click()
    await expect
      .poll(() => sidebarTree(page), { timeout: 30_000 })
      .toEqual({
        'Catalog API': [
          {
            Catalog: [
              { 'Catalog items': ['GETList items', "GETFollow an item's changes"] },
              { 'Item search': ['QUERYSearch items'] },
            ],
          },
          { 'Cache control': ['GETRead a cached entry', 'PURGEPurge a cached entry'] },
          { Partners: ['QUERYSearch items'] },
        ],
      })
    expect(await page.locator('.VPSidebar').textContent()).not.toContain('Beta')
    expect(errors).toEqual([])
    await context.close()
  })

  it('shows QUERY and PURGE pages with their badges, tag labels and a try-it panel', async () => {
    for (const [path, method] of [
      ['/catalog/searchItems', 'QUERY'],
      ['/catalog/purgeCache', 'PURGE'],
    ] as const) {
      const { context, page, errors } = await open(path)
      const endpoint = page.locator('.vpad-endpoint')
      expect(await endpoint.locator('.vap-method-badge').textContent()).toBe(method)
      expect(await endpoint.locator('.vpad-tag-badge').allTextContents()).toEqual(['Beta'])
      await page.locator('.vpad-tryit').waitFor()
      expect(await page.locator('.vpad-tryit .vpad-server select option').count()).toBe(3)
      if (method === 'QUERY')
        expect(await endpoint.locator('.vpad-tag-kind').allTextContents()).toEqual([
          'audience: Partners',
        ])
      expect(errors).toEqual([])
      await context.close()
    }
  })

  it('shows the query string parameter, examples as sent, server names and response summaries', async () => {
    const { context, page, errors } = await open('/catalog/listItems')
    const params = page.locator('.vpad-params')
    expect(await params.locator('.vpad-subheading').textContent()).toBe('Query string')
    expect(await params.locator('.vpad-param-querystring').textContent()).toContain(
      'The whole query string, as application/x-www-form-urlencoded',
    )
    expect(await page.locator('.vpad-response-summary').first().textContent()).toBe('The items')
    expect(await page.locator('.vpad-response-description').first().textContent()).toContain(
      'The items matching the filter.',
    )
    const options = page.locator('.vpad-tryit .vpad-server select option')
    expect((await options.allTextContents()).slice(1)).toEqual([
      'Local echo · http://127.0.0.1:4010/echo',
      'Production · https://api.example.com/v1',
    ])
    expect(errors).toEqual([])
    await context.close()
  })

  it('shows each item’s schema of JSON Lines and of an event stream, and the examples kept elsewhere', async () => {
    const { context, page, errors } = await open('/catalog/itemEvents')
    const items = page.locator('.vpad-item-schema')
    expect(await items.locator('.vpad-subheading').allTextContents()).toEqual([
      'Each item',
      "Each event's data, parsed as application/json",
    ])
    expect(await items.textContent()).toContain('retry')
    await context.close()
    const search = await open('/catalog/searchItems')
    const response = search.page.locator('.vpad-response').first()
    expect(await response.locator('.vpad-item-schema').textContent()).toContain('Item')
    expect(await response.locator('.vpad-example-code').first().textContent()).toBe(
      '{"id":1,"name":"Lamp"}\n{"id":2,"name":"Desk"}\n',
    )
    expect(await response.locator('.vpad-external-examples a').getAttribute('href')).toBe(
      'https://docs.example.com/examples/items.jsonl',
    )
    expect([...errors, ...search.errors]).toEqual([])
    await search.context.close()
  })

  it('lists nested tags with their summaries and kinds on OpenApiSpec', async () => {
    const { context, page } = await open('/catalog/')
    const tags = page.locator('.vpad-spec-tag')
    expect(await tags.locator('h3, h4').allTextContents()).toEqual([
      'Catalog',
      'Catalog items',
      'Item search',
      'Cache control',
      // The name, then its kind as a label.
      'Partnersaudience',
    ])
    expect(await tags.locator('.vpad-tag-kind').allTextContents()).toEqual(['audience'])
    expect(await page.locator('.vpad-spec-tag-nested').count()).toBe(2)
    await context.close()
  })

  it('looks right: light, dark and 390 px wide', async () => {
    for (const [name, options] of [
      ['light', {}],
      ['dark', { appearance: 'dark' as const }],
      ['narrow', { width: 390 }],
    ] as const) {
      const { context, page } = await open('/catalog/searchItems', options)
      await page.screenshot({ path: `${SCREENS}/oas32-searchItems-${name}.png`, fullPage: true })
      await context.close()
    }
    const { context, page } = await open('/catalog/listItems')
    await page.screenshot({ path: `${SCREENS}/oas32-listItems.png`, fullPage: true })
    await context.close()
  })
})
