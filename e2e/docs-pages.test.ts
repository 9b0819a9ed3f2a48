import { createRequire } from 'node:module'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { useBrowser, watchErrors } from './browser'
import { useDocs } from './docs-site'

const axeSource = createRequire(import.meta.url).resolve('axe-core/axe.min.js')

interface Violation {
  id: string
  impact: string | null
  help: string
  target: string
}

/** axe-core's WCAG 2.1 A/AA rules on the whole page; only serious and critical findings. */
async function seriousViolations(page: Page): Promise<Violation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: axeSource })
  return page.evaluate(async () => {
    type AxeResult = {
      violations: {
        id: string
        impact: string | null
        help: string
        nodes: { target: string[] }[]
      }[]
    }
    const axe = (window as unknown as { axe: { run: (...a: unknown[]) => Promise<AxeResult> } }).axe
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    })
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        target: v.nodes[0]?.target.join(' ') ?? '',
      }))
  })
}

/** What one page links to on this site, and the ids its anchors can land on. */
interface PageScan {
  links: string[]
  ids: string[]
}

async function scan(page: Page, origin: string): Promise<PageScan> {
  return page.evaluate((origin) => {
    const links = [...document.querySelectorAll<HTMLAnchorElement>('a[href]')]
      .map((a) => new URL(a.getAttribute('href')!, location.href))
      .filter((url) => url.origin === origin)
      .map((url) => url.pathname + url.hash)
    const ids = [...document.querySelectorAll('[id]')].map((element) => element.id)
    return { links: [...new Set(links)], ids }
  }, origin)
}

/**
 * Visits every path in two tabs that share the list: while one waits for its network to go
 * quiet (half a second at least), the other works.
 */
async function inTwoTabs(
  paths: readonly string[],
  newPage: () => Promise<Page>,
  visit: (page: Page, path: string) => Promise<void>,
): Promise<void> {
  const queue = [...paths]
  const tab = async (): Promise<void> => {
    const page = await newPage()
    for (let path = queue.shift(); path !== undefined; path = queue.shift()) await visit(page, path)
    await page.close()
  }
  await Promise.all([tab(), tab()])
}
/**
 * The page's serious violations once the system's colour scheme turns dark. Transitions are
 * stopped first: the theme fades its colours, and axe would read them half way.
 */
async function inDark(page: Page, path: string, failures: string[]): Promise<Violation[]> {
  await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important }' })
  await page.emulateMedia({ colorScheme: 'dark' })
  // The OAuth redirect page is the plugin's own plain page, not a VitePress one.
  if (await page.evaluate(() => document.querySelector('.Layout') !== null)) {
    const dark = await page
      .waitForFunction(() => document.documentElement.classList.contains('dark'), null, {
        timeout: 10_000,
      })
      .then(() => true)
      .catch(() => false)
    if (!dark) failures.push(`${path}: the page did not turn dark with the system`)
  }
  return seriousViolations(page)
}

/**
 * Every written page, and one generated page of each kind: the first page of each spec's folder
 * (`/demo/store/…`, `/schemas/admin/…`) and its changelog. Generated pages of one kind are made
 * by the same components from one spec.
 */
function representatives(pages: readonly string[]): string[] {
  const seen = new Set<string>()
  return pages.filter((path) => {
    const segments = path.split('/').filter(Boolean)
    if (segments.length < 3 || !['demo', 'schemas'].includes(segments[0]!)) return true
    const folder = `${segments.slice(0, 2).join('/')}:${segments.at(-1) === 'changelog'}`
    if (seen.has(folder)) return false
    seen.add(folder)
    return true
  })
}

// Every page of the docs site, as a visitor gets it in Chromium.
describe('docs site pages', () => {
  const chromium = useBrowser()
  const docs = useDocs()
  const scans = new Map<string, PageScan>()

  it('has the landing page, a guide, the reference and the three demo specs', () => {
    for (const page of [
      '/',
      '/guide/',
      '/reference/',
      '/demo/store/',
      '/demo/admin/',
      '/demo/events/',
    ]) {
      expect(docs.pages).toContain(page)
    }
  })

  it(
    'loads every page without a console error and with no serious accessibility violation, light and dark',
    { timeout: 900_000 },
    async () => {
      const failures: string[] = []
      // Every page is loaded and scanned; axe runs on every written page and one generated
      // page of each kind (api-docs-a11y audits every kind the plugin makes). Auditing all 90
      // took four of the e2e run's minutes.
      const audited = representatives(docs.pages)
      expect(audited.length).toBeGreaterThan(10)
      const audit = new Set(audited)
      await inTwoTabs(
        docs.pages,
        () => chromium.browser.newPage(),
        async (page, path) => {
          const errors = watchErrors(page, [])
          await page.emulateMedia({ colorScheme: 'light' })
          const response = await page.goto(`${docs.url}${path}`, { waitUntil: 'networkidle' })
          if (response?.status() !== 200) failures.push(`${path}: HTTP ${response?.status()}`)
          scans.set(path, await scan(page, docs.url))
          if (audit.has(path)) {
            for (const v of await seriousViolations(page)) {
              failures.push(`${path}: ${v.id} (${v.impact}) ${v.help} at ${v.target}`)
            }
            // Dark mode changes colours, not content: the same page is audited again once the
            // reader's system turns dark, which the default theme follows.
            for (const v of await inDark(page, path, failures)) {
              failures.push(`${path} (dark): ${v.id} (${v.impact}) ${v.help} at ${v.target}`)
            }
          }
          failures.push(...errors.map((error) => `${path}: ${error}`))
          page.removeAllListeners('console')
          page.removeAllListeners('pageerror')
        },
      )
      failures.sort()
      expect(failures).toEqual([])
    },
  )

  it('has no broken internal link or anchor', async () => {
    expect(scans.size).toBe(docs.pages.length)
    const broken: string[] = []
    const normalise = (path: string) => decodeURIComponent(path.replace(/\.html$/, ''))
    // Files beside the pages (a spec's download, a page's Markdown twin, llms.txt) are fetched.
    const files = new Map<string, string>()
    for (const [from, { links }] of scans) {
      for (const link of links) {
        const [path = '', hash] = link.split('#')
        if (/\.(md|ya?ml|json|txt)$/.test(path)) {
          files.set(path, from)
          continue
        }
        const target = normalise(path)
        const scanned = scans.get(target)
        if (!scanned) {
          broken.push(`${from} -> ${link}: no such page`)
        } else if (hash && !scanned.ids.includes(decodeURIComponent(hash))) {
          broken.push(`${from} -> ${link}: no element with id "${hash}"`)
        }
      }
    }
    for (const [path, from] of files) {
      const response = await fetch(`${docs.url}${path}`)
      if (response.status !== 200) broken.push(`${from} -> ${path}: HTTP ${response.status}`)
    }
    expect(broken).toEqual([])
  })
})
