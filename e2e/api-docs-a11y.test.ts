import { createRequire } from 'node:module'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { startA11ySite, type A11ySite } from './api-docs-a11y-site'
import { useBrowser } from './browser'

// Every page kind the plugin makes, audited with axe-core's WCAG 2.1 A and AA rules in light and
// dark, 1280 and 390 px wide: https://www.w3.org/TR/WCAG21/ (axe's tags wcag2a, wcag2aa,
// wcag21a, wcag21aa).
const axeSource = createRequire(import.meta.url).resolve('axe-core/axe.min.js')
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']

const chrome = useBrowser()
let site: A11ySite | undefined

beforeAll(async () => {
  site = await startA11ySite(inject('apiUrl'))
}, 300_000)
afterAll(() => site?.close())

/** One violation as the failure message shows it: the rule, the page, where. */
interface Finding {
  id: string
  impact: string | null
  targets: string[]
  summary: string
}

async function audit(page: Page): Promise<Finding[]> {
  await page.addScriptTag({ path: axeSource })
  return page.evaluate(async (tags) => {
    interface Result {
      violations: {
        id: string
        impact: string | null
        nodes: { target: string[]; failureSummary?: string }[]
      }[]
    }
    const axe = (window as unknown as { axe: { run: (...a: unknown[]) => Promise<Result> } }).axe
    const result = await axe.run(document, { runOnly: { type: 'tag', values: tags } })
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      targets: v.nodes.map((n) => n.target.join(' ')),
      summary: v.nodes[0]?.failureSummary?.split('\n').slice(0, 2).join(' ') ?? '',
    }))
  }, TAGS)
}

type Scheme = 'light' | 'dark'

/** Opens a page of the site, `width` pixels wide, in VitePress's light or dark appearance. */
async function open(path: string, width: number, scheme: Scheme = 'light'): Promise<Page> {
  const context = await chrome.browser.newContext({ viewport: { width, height: 900 } })
  await context.addInitScript(
    (value) => localStorage.setItem('vitepress-theme-appearance', value),
    scheme,
  )
  const page = await context.newPage()
  page.on('close', () => void context.close().catch(() => {}))
  await page.goto(`${site!.url}${path}`, { waitUntil: 'networkidle' })
  await page.waitForFunction(
    () => (document.querySelector('#app') as { __vue_app__?: unknown } | null)?.__vue_app__,
  )
  return page
}

/**
 * Switches the open page to dark or light as VitePress's appearance switch does: its stylesheets
 * key every colour on the `dark` class of <html>, so one loaded page serves both audits. The
 * switch turns transitions off while it flips the class; so does this, or axe would measure
 * colours halfway through VitePress's 0.25 s fades.
 */
async function setScheme(page: Page, scheme: Scheme): Promise<void> {
  await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important }' })
  await page.evaluate(
    (dark) => document.documentElement.classList.toggle('dark', dark),
    scheme === 'dark',
  )
}

/** Sends the page's first try-it and waits for its response's status to show. */
async function sendTryIt(page: Page): Promise<void> {
  const panel = page.locator('.vpad-tryit').first()
  await panel.locator('.vap-send').click()
  await panel.locator('.vap-response .vap-status').waitFor({ timeout: 30_000 })
}

interface PageKind {
  name: string
  path: string
  /** Brings the page into the state audited (a response shown, a dialog open). */
  prepare?: (page: Page) => Promise<void>
}

const KINDS: PageKind[] = [
  {
    name: 'operation page, the try-it showing a JSON response',
    path: '/pets/getPet',
    prepare: async (page) => {
      await sendTryIt(page)
      // Its headers and the cURL command it sent, shown too.
      await page.locator('.vap-response__headers summary').first().click()
      await page.locator('.vap-response__curl-toggle').first().click()
    },
  },
  {
    name: 'operation page with the OAuth panel, the try-it showing an error response',
    path: '/hooks/getStatus',
    prepare: async (page) => {
      await sendTryIt(page)
      expect(await page.locator('.vpad-tryit .vap-status').first().textContent()).toContain('404')
    },
  },
  { name: 'webhook page', path: '/hooks/petAdopted' },
  { name: 'schema page', path: '/schemas/admin/User' },
  { name: 'changelog page', path: '/pets/changelog' },
  { name: 'embeds (OpenApiEndpoint, OpenApiSchema, OpenApiSpec)', path: '/embeds' },
  {
    name: 'search dialog with results',
    path: '/pets/listPets',
    prepare: async (page) => {
      await page.keyboard.press('Control+k')
      await page.locator('[role="dialog"].vpad-search').waitFor()
      await page.keyboard.type('pet')
      await page.locator('[role="option"]').first().waitFor()
    },
  },
]

describe('every page kind passes axe-core WCAG 2.1 A/AA, light and dark, 1280 and 390 px', () => {
  for (const kind of KINDS) {
    it(kind.name, async () => {
      const page = await open(kind.path, 1280)
      await kind.prepare?.(page)
      const found: string[] = []
      for (const [scheme, width] of [
        ['light', 1280],
        ['light', 390],
        ['dark', 390],
        ['dark', 1280],
      ] as const) {
        await setScheme(page, scheme)
        await page.setViewportSize({ width, height: 900 })
        for (const v of await audit(page)) {
          found.push(
            `${kind.path} ${scheme} ${width}px: ${v.id} (${v.impact}) at ${v.targets.join(', ')}; ${v.summary}`,
          )
        }
      }
      await page.close()
      expect(found).toEqual([])
    })
  }
})

/** The focused element, described for a failure message. */
const describeFocus = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement
    if (!el || el === document.body) return 'body'
    const name = el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 30) ?? ''
    return `${el.tagName.toLowerCase()}${el.className ? `.${String(el.className).split(' ').join('.')}` : ''} "${name}"`
  })

/**
 * Presses Tab until `done` holds for the focused element (at most `limit` times) and records
 * each element focused on the way, with its outline and box-shadow while focused;
 * `withoutFocusIndicator` compares them with the same element's once the focus has moved on.
 */
async function tabUntil(page: Page, done: string, limit = 60): Promise<void> {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab')
    const reached = await page.evaluate((selector) => {
      const el = document.activeElement as HTMLElement | null
      if (!el || el === document.body) return false
      const style = getComputedStyle(el)
      const seen = ((window as unknown as { __focused?: unknown[] }).__focused ??= [])
      seen.push({
        el,
        outline: `${style.outlineStyle} ${style.outlineWidth}`,
        shadow: style.boxShadow,
      })
      return el.matches(selector)
    }, done)
    if (reached) return
  }
  throw new Error(`Tab never reached ${done}; focus is on ${await describeFocus(page)}`)
}

/**
 * Every element the Tab key reached (see `tabUntil`) showed a focus indicator: an outline or a
 * box-shadow that it does not have once unfocused. Returns those that did not.
 */
async function withoutFocusIndicator(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    interface Seen {
      el: HTMLElement
      outline: string
      shadow: string
    }
    const seen = (window as unknown as { __focused?: Seen[] }).__focused ?? []
    ;(window as unknown as { __focused?: Seen[] }).__focused = []
    const missing: string[] = []
    for (const { el, outline, shadow } of seen) {
      if (el === document.activeElement) continue
      const style = getComputedStyle(el)
      const visibleOutline = !outline.startsWith('none') && !outline.endsWith(' 0px')
      const changed =
        (visibleOutline && outline !== `${style.outlineStyle} ${style.outlineWidth}`) ||
        (shadow !== 'none' && shadow !== style.boxShadow)
      if (!changed) {
        const name = el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 30) ?? ''
        missing.push(`${el.tagName.toLowerCase()}.${String(el.className)} "${name}"`)
      }
    }
    return missing
  })
}

const isFocused = (page: Page, selector: string) =>
  page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)

describe('keyboard alone, with a visible focus', () => {
  it('tabs through the try-it, fills a field, sends, and reads the response', async () => {
    const page = await open('/pets/getPet', 1280)
    const panel = page.locator('.vpad-tryit')
    // Start from the Try it heading, as a reader who jumped there would.
    await page.getByRole('heading', { name: 'Try it' }).click()
    // Tab on to the petId field, through whatever comes before it in the panel.
    const petId = await panel.getByLabel(/^petId/).getAttribute('id')
    await tabUntil(page, `[id="${petId}"]`)
    await page.keyboard.press('ControlOrMeta+A')
    await page.keyboard.type('7')
    await tabUntil(page, '.vpad-tryit .vap-send')
    await page.keyboard.press('Enter')
    const body = panel.locator('.vap-response__body [role="region"]')
    await expect.poll(() => body.textContent(), { timeout: 30_000 }).toContain('/pets/7')
    // The response's controls and its body, which scrolls, come next in the Tab order.
    await tabUntil(page, '.vpad-tryit .vap-response__body [role="region"]')
    await page.keyboard.press('Tab')
    expect(await withoutFocusIndicator(page)).toEqual([])
    await page.close()
  })

  it('reaches a code block that scrolls and scrolls it with the arrow keys', async () => {
    // 390 px wide: the cURL sample's long URL scrolls sideways.
    const page = await open('/pets/getPet', 390)
    const sample = page.locator('.vpad-samples .vpad-example-code')
    expect(await sample.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true)
    await page.getByRole('heading', { name: 'Code samples' }).click()
    await tabUntil(page, '.vpad-samples .vpad-example-code')
    expect(await sample.getAttribute('aria-label')).toBe('cURL sample')
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('ArrowRight')
    await expect.poll(() => sample.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0)
    await page.keyboard.press('Tab')
    expect(await withoutFocusIndicator(page)).toEqual([])
    await page.close()
  })

  it('opens the search dialog from its button, tabs to its close button and closes it', async () => {
    const page = await open('/pets/listPets', 1280)
    await tabUntil(page, '.vpad-search-button')
    await page.keyboard.press('Enter')
    const dialog = page.locator('[role="dialog"].vpad-search')
    await dialog.waitFor()
    expect(await isFocused(page, '.vpad-search-input')).toBe(true)
    await page.keyboard.type('pet')
    await page.locator('[role="option"]').first().waitFor()
    await tabUntil(page, '.vpad-search-close', 3)
    // The focus stays in the dialog: Tab goes round to the field, then to the close button.
    await tabUntil(page, '.vpad-search-input', 3)
    await tabUntil(page, '.vpad-search-close', 3)
    await page.keyboard.press('Enter')
    await expect.poll(() => dialog.count()).toBe(0)
    // The focus goes back to the button that opened it; Escape closes it too.
    expect(await isFocused(page, '.vpad-search-button')).toBe(true)
    await page.keyboard.press('Enter')
    await dialog.waitFor()
    await page.keyboard.press('Escape')
    await expect.poll(() => dialog.count()).toBe(0)
    expect(await isFocused(page, '.vpad-search-button')).toBe(true)
    await page.keyboard.press('Tab')
    expect(await withoutFocusIndicator(page)).toEqual([])
    await page.close()
  })
})
