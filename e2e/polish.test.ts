import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { SITE_BUILD_TIMEOUT } from './api-docs-site'
import { useBrowser, watchErrors } from './browser'
import { ADDRESS, LONG_PATH } from './shared-site/polish'
import { startSharedSite } from './shared-site/site'

// The rough edges a reader sees on real descriptions, on a spec made of their hardest parts:
// Blockfrost's 103-character address as a parameter example, ShipEngine's long paths under a
// schema's "Used by", an enum whose values must not break mid-word, inline code in a parameter's
// description, server variables and several servers (selects), schemas out of alphabetical order (shared-site/polish.ts).

/** `Node.ELEMENT_NODE`, outside the browser. */
const ELEMENT_NODE = 1

/** Pixels the page is wider than its viewport: 0 when nothing overflows. */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)

/** The elements reaching past the viewport's right edge, to name in a failure. */
const offenders = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('body *')]
      .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 0.5)
      .slice(-5)
      .map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}`)
      .join(', '),
  )

/** The words of an element's text that a line break cuts in two ("Sp" / "ecific"). */
const brokenWords = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => {
      const broken: string[] = []
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const word of (node.textContent ?? '').matchAll(/\S+/g)) {
          const range = document.createRange()
          range.setStart(node, word.index)
          range.setEnd(node, word.index + word[0].length)
          if (range.getClientRects().length > 1) broken.push(word[0])
        }
      }
      return broken
    })

describe('rough edges on long real-world values', () => {
  const chromium = useBrowser()
  let url = ''
  let close = async () => {}

  beforeAll(async () => {
    // The shared site, whose long spec (shared-site/polish.ts) sends nothing.
    const site = await startSharedSite(inject('apiUrl'))
    url = site.url
    close = site.close
  }, SITE_BUILD_TIMEOUT)

  afterAll(() => close())

  async function open(path: string, width: number, colorScheme: 'light' | 'dark' = 'light') {
    const page = await chromium.browser.newPage({ viewport: { width, height: 800 }, colorScheme })
    const errors = watchErrors(page)
    await page.goto(`${url}${path}`, { waitUntil: 'networkidle' })
    return { page, errors }
  }

  it.each(['light', 'dark'] as const)(
    'nothing overflows 320 px on an operation page with a long example (%s)',
    async (scheme) => {
      const { page, errors } = await open('/long/getAddress', 320, scheme)
      await page.waitForSelector('.vpad-tryit .vap-send')
      expect(await page.locator('.vpad-param-example code').first().textContent()).toBe(ADDRESS)
      expect(await overflow(page), await offenders(page)).toBe(0)
      // Each enum value stays whole: one line box per chip.
      const lines = await page
        .locator('.vpad-schema-enum')
        .evaluateAll((chips) => chips.map((chip) => chip.getClientRects().length))
      expect(lines).toEqual([1, 1, 1, 1])
      expect(await brokenWords(page, 'h1')).toEqual([])
      expect(errors).toEqual([])
      await page.close()
    },
  )

  it('nothing overflows 320 px on a schema page whose "Used by" lists long paths', async () => {
    const { page, errors } = await open('/schemas/long/Label', 320)
    const paths = await page.locator('.vpad-used-by-path').allTextContents()
    expect(paths).toContain(LONG_PATH)
    expect(await overflow(page), await offenders(page)).toBe(0)
    // The link starts with the method: no space before the title for the underline to show.
    const firstNodes = await page
      .locator('.vpad-used-by a')
      .evaluateAll((links) => links.map((link) => link.firstChild?.nodeType))
    expect(firstNodes).toEqual([ELEMENT_NODE, ELEMENT_NODE])
    expect(errors).toEqual([])
    await page.close()
  })

  it('lists the first 50 users of a schema used by 53 operations, and counts the rest', async () => {
    const { page, errors } = await open('/schemas/long/Problem', 1280)
    await expect.poll(() => page.locator('.vpad-used-by li').count()).toBe(50)
    expect(await page.locator('.vpad-used-by li a').first().textContent()).toBe('GETThing 0')
    expect(await page.locator('.vpad-used-by-more').textContent()).toContain(
      'And 3 more operations: 53 in all use this schema.',
    )
    expect(errors).toEqual([])
    await page.close()
  })

  it('draws a chevron on every select of the try-it panel', async () => {
    const { page } = await open('/long/getAddress', 1280)
    await page.waitForSelector('.vpad-tryit .vap-send')
    const selects = await page.locator('.vpad-tryit select').evaluateAll((elements) =>
      elements.map((select) => {
        const style = getComputedStyle(select)
        return {
          native: style.appearance !== 'none',
          drawn: style.backgroundImage.includes('linear-gradient'),
        }
      }),
    )
    // The server variable, the server, and the auth type.
    expect(selects.length).toBeGreaterThanOrEqual(2)
    for (const select of selects) expect(select.native || select.drawn).toBe(true)
    await page.close()
  })

  it('shows inline code of a parameter description as code in the try-it', async () => {
    const { page } = await open('/long/getAddress', 1280)
    const description = page.locator('.vpad-tryit .vap-params__description', {
      hasText: 'only active users',
    })
    await description.waitFor()
    expect(await description.locator('code').textContent()).toBe('true')
    expect((await description.textContent())?.replace(/\s+/g, ' ').trim()).toBe(
      'true: only active users',
    )
    await page.close()
  })

  it('lists schemas alphabetically and the changelog under one name in the sidebar', async () => {
    const { page } = await open('/schemas/long/zone', 1280)
    await page
      .locator('.VPSidebar a[href^="/schemas/long/carrier_id"]')
      .waitFor({ state: 'attached' })
    const schemas = await page
      .locator('.VPSidebar a[href^="/schemas/long/"]')
      .allTextContents()
      .then((texts) => texts.map((text) => text.trim()))
    expect(schemas).toEqual(['carrier_id', 'Label', 'Problem', 'zone'])
    const changelog = page.locator('.VPSidebar a[href^="/long/changelog"]')
    expect((await changelog.textContent())?.trim()).toBe('Changelog')
    expect(await page.locator('.VPSidebar', { hasText: 'History' }).count()).toBe(0)
    await page.close()
  })

  it('opens a sidebar group not loaded yet with one click, its caret drawn before', async () => {
    // On the page of an operation tagged "addresses", the "labels" group is closed, not loaded.
    const { page, errors } = await open('/long/getAddress', 1280)
    const marker = page.locator('.VPSidebar [data-vpad-group]', { hasText: 'labels' })
    const heading = marker.locator('xpath=ancestor::div[contains(@class, "item")][1]')
    const group = heading.locator('xpath=..')
    expect(await group.locator('.items a').count()).toBe(0)
    // A caret like the theme's own: drawn for a group that has no items yet.
    const caret = await heading.evaluate((element) => {
      const style = getComputedStyle(element, '::after')
      return { content: style.content, width: style.width, mask: style.maskImage }
    })
    expect(caret).toMatchObject({ content: '""', width: '32px' })
    expect(caret.mask).toContain('svg')
    await heading.click()
    await group.locator('.items a', { hasText: 'Update a return label' }).waitFor()
    // Open, and still open once its items have come (the theme closed it again).
    await page.waitForTimeout(300)
    expect(await group.getAttribute('class')).not.toContain('collapsed')
    expect(await group.locator('.items a').first().isVisible()).toBe(true)
    // Its own caret now, and no second one.
    expect(await heading.locator('> .caret').count()).toBe(1)
    expect(await heading.evaluate((element) => getComputedStyle(element, '::after').content)).toBe(
      'none',
    )
    // A second click closes it, and it stays closed while another group loads.
    await heading.click()
    await expect.poll(() => group.getAttribute('class')).toContain('collapsed')
    expect(errors).toEqual([])
    await page.close()
  })
})
