import { execFileSync } from 'node:child_process'
import { mkdirSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { commitAt, editFixture } from './git-history'
import { useBrowser, watchErrors } from './browser'
import { scratchSite, startDocsSite, type RunningDocsSite } from './api-docs-site'
import { historyEntries } from './history'

// The plugin's interface in the site's language (issue 31): a site in French and one in Arabic
// (right to left), each built from the fixture's pets spec, checked in Chromium; the Arabic one
// audited with axe-core's WCAG 2.1 A and AA rules. Screenshots of French, Japanese and Arabic in
// light, dark and at 390 px land in e2e/.artifacts/screens/ to be looked at.
const axeSource = createRequire(import.meta.url).resolve('axe-core/axe.min.js')
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']
const SCREENS = 'e2e/.artifacts/screens'

// The Arabic site adds hooks.yaml (a webhook, an OAuth 2.0 scheme, a component schema): every
// page kind the accessibility audit covers in English (api-docs-a11y.test.ts), here in Arabic.
const HOOKS = `,
    { name: 'hooks', spec: 'specs/hooks.yaml', label: 'Hooks API', prefix: '/hooks',
      server: process.env.API_DOCS_API_URL }`

const config = (lang: string, dir: string) => `
import { defineConfig } from 'vitepress'
import { apiDocs } from 'vitepress-api-docs/node'

export default defineConfig({
  lang: '${lang}',
  dir: '${dir}',
  title: 'i18n fixture',
  head: [['link', { rel: 'icon', href: 'data:,' }]],
  extends: await apiDocs({
    specs: [{ name: 'pets', spec: 'specs/pets.yaml', label: 'Pets API', prefix: '/pets',
      server: \`\${process.env.API_DOCS_API_URL}/echo\` }${lang === 'ar' ? HOOKS : ''}],
  }),
})
`

/**
 * Two commits of the site's pets spec in a repository of its own, so that its changelog page has
 * change lines to word: the second adds an operation, makes a parameter required, drops a
 * response field (as api-docs-history.test.ts does in English) and changes the type of a field
 * of a multipart body (a field path beside a media type, for the Arabic page's isolation).
 */
function withHistory(root: string): void {
  const commit = (message: string, date: string) => commitAt(root, ['specs'], message, date)
  const spec = join(root, 'specs/pets.yaml')
  const edit = (from: string, to: string) => editFixture(spec, from, to)
  execFileSync('git', ['init', '-q'], { cwd: root })
  commit('Add the pets spec', '2024-01-10T12:00:00Z')
  edit(
    '  /health:',
    '  /toys:\n    get:\n      operationId: listToys\n      responses:\n' +
      "        '200': { description: ok }\n  /health:",
  )
  edit('          in: query\n', '          in: query\n          required: true\n')
  edit('        tag: { type: string }\n', '')
  edit('caption: { type: string, example: At the beach }', 'caption: { type: integer }')
  commit('Toys, a required limit, no tag', '2024-03-05T12:00:00Z')
}

const chrome = useBrowser()
const sites: Record<string, { root: string; site: RunningDocsSite }> = {}

beforeAll(async () => {
  mkdirSync(SCREENS, { recursive: true })
  // The three builds side by side: each waits on its own child process, the suite's longest
  // set-up (95 s one after another in a full run).
  const langs = [
    ['fr', 'ltr'],
    ['ar', 'rtl'],
    ['ja', 'ltr'],
  ] as const
  await Promise.all(
    langs.map(async ([lang, dir]) => {
      const root = scratchSite({
        '.vitepress/config.ts': config(lang, dir),
        'index.md': '# i18n\n',
      })
      if (lang !== 'ja') withHistory(root)
      sites[lang] = { root, site: await startDocsSite(inject('apiUrl'), root) }
    }),
  )
}, 600_000)
afterAll(async () => {
  for (const { root, site } of Object.values(sites)) {
    await site.close()
    rmSync(root, { recursive: true, force: true })
  }
})

async function open(lang: string, path: string, width = 1280, dark = false) {
  const context = await chrome.browser.newContext({ viewport: { width, height: 900 } })
  await context.addInitScript(
    (value) => localStorage.setItem('vitepress-theme-appearance', value),
    dark ? 'dark' : 'light',
  )
  const page = await context.newPage()
  page.on('close', () => void context.close().catch(() => {}))
  const errors = watchErrors(page)
  await page.goto(`${sites[lang]!.site.url}${path}`, { waitUntil: 'networkidle' })
  await page.waitForFunction(
    () => (document.querySelector('#app') as { __vue_app__?: unknown } | null)?.__vue_app__,
  )
  return { page, errors }
}

async function audit(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: axeSource })
  return page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: { run: (...a: unknown[]) => Promise<unknown> } }).axe
    const result = (await axe.run(document, { runOnly: { type: 'tag', values: tags } })) as {
      violations: { id: string; nodes: { target: string[]; failureSummary?: string }[] }[]
    }
    return result.violations.map(
      (v) =>
        `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} ${(n as { failureSummary?: string }).failureSummary ?? ''}`)}`,
    )
  }, TAGS)
}

// The text as written (a heading may be shown upper-cased by CSS).
const text = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => element.textContent?.trim() ?? '')

describe('a site in French', () => {
  it('words the operation page, the try-it and the search dialog in French', async () => {
    const { page, errors } = await open('fr', '/pets/listPets')
    expect(await page.getAttribute('html', 'lang')).toBe('fr')
    expect(await page.getAttribute('html', 'dir')).toBe('ltr')
    expect(await text(page, '[id$="-parameters"]')).toBe('Paramètres')
    expect(await text(page, '[id$="-responses"]')).toBe('Réponses')
    expect(await text(page, '[id$="-try-it"]')).toBe('Essayer')
    expect(await text(page, '.vpad-copy-markdown')).toBe('Copier en Markdown')
    expect(await text(page, '.vap-send')).toBe('Envoyer')
    // The try-it's tools: their bar up front, the history panel loaded when opened.
    const tools = page.locator('.vpad-tools-button')
    expect(await tools.nth(1).innerText()).toContain('Historique')
    await tools.nth(1).click()
    await expect
      .poll(() => page.locator('.vpad-history-title').first().innerText(), { timeout: 30_000 })
      .toContain('Historique de')
    await page.locator('.vap-send').click()
    await expect.poll(() => text(page, '.vap-response__title'), { timeout: 30_000 }).toBe('Réponse')

    await page.locator('.vpad-search-button').click()
    const dialog = page.locator('.vpad-search')
    expect(await dialog.getAttribute('aria-label')).toBe('Rechercher dans la référence de l’API')
    await page.locator('.vpad-search-input').fill('pet')
    await expect
      .poll(() => text(page, '.vpad-search-status'), { timeout: 30_000 })
      .toMatch(/résultats?\.$/)
    // The server rendered the same words the browser did: no hydration mismatch.
    expect(errors).toEqual([])
    await page.close()
  })

  // The operation page's weight (bench/api-docs-github.ts budgets it): the English words of what
  // loads later load with it, whatever the site's language (the chunks are the same).
  it('loads up front no English word of the parts that load later', async () => {
    const context = await chrome.browser.newContext()
    const page = await context.newPage()
    const scripts = new Map<string, Promise<string>>()
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script')
        scripts.set(
          response.url(),
          response.text().catch(() => ''),
        )
    })
    const response = await page.goto(`${sites.fr!.site.url}/pets/listPets`, {
      waitUntil: 'networkidle',
    })
    // The HTML's own list: chunks loaded later add module preloads of their own to the page.
    const html = await response!.text()
    const upFront = [
      ...html.matchAll(
        /<(?:script type="module"[^>]*src|link rel="modulepreload"[^>]*href)="([^"]+)"/g,
      ),
    ].map((match) => new URL(match[1]!.replace(/&amp;/g, '&'), response!.url()).href)
    expect(upFront.length).toBeGreaterThan(1)
    const code = (await Promise.all(upFront.map((url) => scripts.get(url) ?? ''))).join('\n')
    expect(code).toContain('Copy as Markdown') // the page's own English words stay
    for (const later of [
      'Loading the search index', // search dialog (en/search.ts)
      'No history yet', // changelog (en/changelog.ts)
      'Paste a cURL command first', // try-it's cURL panel (playground en-panels.ts)
      'Bearer token', // try-it's auth editor (playground en-auth.ts)
    ])
      expect(code).not.toContain(later)
    await context.close()
  })

  it('words the changelog page, its dates and change lines in French', async () => {
    const { page, errors } = await open('fr', '/pets/changelog')
    expect(await text(page, '.vpad-changelog h1')).toBe('Historique des changements')
    // The sidebar's groups are named by the server, in the pages' language too.
    const sidebar = page.locator('.VPSidebar')
    await expect.poll(() => sidebar.getByText('Historique des changements').count()).toBe(1)
    expect(await sidebar.getByText('Schémas', { exact: true }).count()).toBe(1)
    const [changed, first] = await historyEntries(page)
    expect(changed!.title).toBe('5 mars 2024 Toys, a required limit, no tag')
    expect(changed!.meta).toMatch(/Ruptures \(\d\)$/)
    // The build keeps facts; the page words them (client/changelog/changeText.ts).
    expect(changed!.changes).toContain('GET /toys opération ajoutée')
    expect(changed!.changes).toContain(
      'Rupture GET /pets paramètre de requête « limit » désormais obligatoire',
    )
    expect(changed!.changes).toContain(
      'Rupture GET /pets/{petId} réponse 200 (application/json) : propriété « tag » supprimée',
    )
    expect(first!.title).toBe('10 janv. 2024 Add the pets spec')
    expect(await page.locator('.vpad-history-entry .vpad-note').last().innerText()).toBe(
      'Première version du fichier.',
    )
    await page.screenshot({ path: `${SCREENS}/i18n-fr-changelog.png`, fullPage: true })
    expect(errors).toEqual([])
    await page.close()
  })
})

describe('a site in Arabic, right to left', () => {
  it('lays out right to left in Arabic, code left to right, nothing wider than 390 px', async () => {
    const { page, errors } = await open('ar', '/pets/listPets', 390)
    expect(await page.getAttribute('html', 'lang')).toBe('ar')
    expect(await page.getAttribute('html', 'dir')).toBe('rtl')
    expect(await text(page, '[id$="-parameters"]')).toBe('المعاملات')
    expect(await text(page, '.vap-send')).toBe('إرسال')
    expect(
      await page.evaluate(() => getComputedStyle(document.querySelector('.vpad-path')!).direction),
    ).toBe('ltr')
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    expect(errors).toEqual([])
    await page.close()
  })

  for (const dark of [false, true])
    it(`passes axe's WCAG 2.1 A/AA rules on the operation page, the try-it's response, the search and the changelog (${dark ? 'dark' : 'light'})`, async () => {
      const { page } = await open('ar', '/pets/listPets', 1280, dark)
      await page.locator('.vap-send').click()
      await page.locator('.vap-response__title').waitFor({ timeout: 30_000 })
      expect(await audit(page)).toEqual([])
      await page.locator('.vpad-search-button').click()
      await page.locator('.vpad-search-input').fill('pet')
      await page.locator('.vpad-search-result').first().waitFor({ timeout: 30_000 })
      expect(await audit(page)).toEqual([])
      await page.close()
      const changelog = await open('ar', '/pets/changelog', 1280, dark)
      expect(await text(changelog.page, '.vpad-changelog h1')).toBe('سجل التغييرات')
      const [changed] = await historyEntries(changelog.page)
      expect(changed!.changes).toContain('تغيير كاسر GET /pets أصبح معامل الاستعلام «limit» مطلوبًا')
      if (!dark) {
        await readsInOrder(changelog.page)
        await changelog.page.screenshot({
          path: `${SCREENS}/i18n-ar-changelog.png`,
          fullPage: true,
        })
        await changelog.page.setViewportSize({ width: 390, height: 900 })
        // The sidebar slides out of view at 390 px: the picture is of the page once it has.
        await animationsDone(changelog.page)
        await changelog.page.screenshot({ path: `${SCREENS}/i18n-ar-changelog-390.png` })
        await changelog.page.setViewportSize({ width: 1280, height: 900 })
        // And back: the audit below reads colours, which the sidebar's fade would blend.
        await animationsDone(changelog.page)
      }
      expect(await audit(changelog.page)).toEqual([])
      await changelog.page.close()
    })
})

/** Waits for the page's running animations (the sidebar sliding out at 390 px) to end. */
async function animationsDone(page: Page): Promise<void> {
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished)))
}

/**
 * The description's values in an Arabic change line (a media type, the field path beside it, JSON
 * Schema types), each isolated left to right (client/changelog/changeText.ts) and so shown as
 * written, its characters left to right, the values in their order for a right-to-left reader:
 * each left of the one before it. Left to the Arabic words' reordering, the field path's `.` took
 * the right-to-left side of the brackets before it (UAX #9, N0) and showed as `caption.`.
 */
async function readsInOrder(page: Page): Promise<void> {
  const line = page.locator('.vpad-history-changes > li', { hasText: '.caption' })
  expect(await line.locator('.vpad-change-text').textContent()).toBe(
    'متن الطلب (multipart/form-data).caption: تغيّر النوع من string إلى integer',
  )
  const values = await line.locator('bdi').evaluateAll((elements) =>
    elements.map((element) => {
      // Each character's box, from the first to the last as written.
      const text = element.firstChild!
      const xs = [...text.textContent!].map((_, i) => {
        const range = document.createRange()
        range.setStart(text, i)
        range.setEnd(text, i + 1)
        return range.getBoundingClientRect().x
      })
      return {
        text: element.textContent,
        dir: element.getAttribute('dir'),
        leftToRight: xs.every((x, i) => i === 0 || x > xs[i - 1]!),
        x: element.getBoundingClientRect().x,
        y: element.getBoundingClientRect().y,
      }
    }),
  )
  expect(values.map(({ text, dir, leftToRight }) => [text, dir, leftToRight])).toEqual([
    ['multipart/form-data', 'ltr', true],
    ['.caption', 'ltr', true],
    ['string', 'ltr', true],
    ['integer', 'ltr', true],
  ])
  // Each value left of the one before it on the same line (the line wraps before the types).
  const pairs = values.slice(1).map((value, i) => [values[i]!, value] as const)
  const sameLine = pairs.filter(([before, value]) => value.y === before.y)
  expect(sameLine.length).toBeGreaterThan(0)
  for (const [before, value] of sameLine) expect(value.x, value.text!).toBeLessThan(before.x)
}

/** Arabic pages of each kind, each made ready as a reader would see it before the audit. */
const ARABIC_KINDS: { name: string; path: string; prepare?: (page: Page) => Promise<void> }[] = [
  {
    name: 'operation page with a response shown',
    path: '/pets/listPets',
    prepare: async (page) => {
      await page.locator('.vap-send').click()
      await page.locator('.vap-response__title').waitFor({ timeout: 30_000 })
    },
  },
  { name: 'webhook page', path: '/hooks/petAdopted' },
  { name: 'schema page', path: '/schemas/hooks/Status' },
  // Change lines mix Arabic words with the description's names, media types and fields.
  { name: 'changelog page with change lines', path: '/pets/changelog' },
  {
    name: 'OAuth panel, its error shown',
    path: '/hooks/getStatus',
    prepare: async (page) => {
      const box = page.locator('.vpad-oauth')
      await box.waitFor({ timeout: 30_000 })
      // Authorize with no client ID: the panel's own error, in Arabic.
      await box.locator('.vpad-oauth-form button[type="submit"]').click()
      await box.locator('.vpad-oauth-error').waitFor()
      expect(await box.locator('.vpad-oauth-error').textContent()).toContain('أدخل معرّف العميل')
    },
  },
]

describe('Arabic pages of every kind at 1280 and 390 px, light and dark', () => {
  for (const kind of ARABIC_KINDS)
    it(`${kind.name}: axe's WCAG 2.1 A/AA rules, nothing wider than the viewport`, async () => {
      const found: string[] = []
      for (const dark of [false, true]) {
        const { page, errors } = await open('ar', kind.path, 1280, dark)
        await kind.prepare?.(page)
        for (const width of [1280, 390]) {
          await page.setViewportSize({ width, height: 900 })
          // The sidebar slides out of view at 390 px: audit what stays, not the slide.
          await animationsDone(page)
          const label = `${kind.path} ${dark ? 'dark' : 'light'} ${width}px`
          for (const violation of await audit(page)) found.push(`${label}: ${violation}`)
          const wide = await page.evaluate(() => document.documentElement.scrollWidth)
          if (wide > width) found.push(`${label}: ${wide}px wide`)
          if (width === 390 && dark && kind.path === '/pets/listPets')
            await page.screenshot({ path: `${SCREENS}/i18n-ar-390-dark-response.png` })
        }
        expect(errors).toEqual([])
        await page.close()
      }
      expect(found).toEqual([])
    })
})

describe('screenshots', () => {
  for (const lang of ['fr', 'ja', 'ar'])
    it(`of ${lang} in light, dark and at 390 px`, async () => {
      for (const [name, width, dark] of [
        ['light', 1280, false],
        ['dark', 1280, true],
        ['390', 390, false],
      ] as const) {
        const { page } = await open(lang, '/pets/createPet', width, dark)
        await page.locator('.vap-send').click()
        await page.locator('.vap-response__title').waitFor({ timeout: 30_000 })
        await page.locator('[id$="-try-it"]').scrollIntoViewIfNeeded()
        const path = `${SCREENS}/i18n-${lang}-${name}.png`
        await page.screenshot({ path })
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          width,
        )
        await page.close()
      }
    })
})
