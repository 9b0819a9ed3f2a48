import { mkdirSync, readFileSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { useBrowser, watchErrors } from './browser'
import {
  scratchSite,
  SITE_BUILD_TIMEOUT,
  SITE_ROOT,
  startDocsSite,
  type RunningDocsSite,
} from './api-docs-site'

// The generated pages under each locale's prefix (issue 31, packages/vitepress/README.md, "Pages
// in each locale"): a site with VitePress `locales` root (English), fr and ar, whose pets spec is
// copied under /fr/ from a French description and under /ar/ from its own. Checked in Chromium:
// the French copy's interface, `lang`, sidebar, links and search stay in French and in /fr/, the
// Arabic copy is right to left, and the French page passes axe-core's WCAG 2.1 A and AA rules.
const axeSource = createRequire(import.meta.url).resolve('axe-core/axe.min.js')
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']

const config = `
import { defineConfig } from 'vitepress'
import { apiDocs } from 'vitepress-api-docs/node'

export default defineConfig({
  title: 'Locale pages fixture',
  head: [['link', { rel: 'icon', href: 'data:,' }]],
  locales: {
    root: { label: 'English', lang: 'en-US' },
    fr: {
      label: 'Français',
      lang: 'fr-FR',
      // A locale's own sidebar: the copies' sidebars must still show under /fr/.
      themeConfig: { sidebar: { '/fr/guide/': [{ text: 'Guide', link: '/fr/guide/' }] } },
    },
    ar: { label: 'العربية', lang: 'ar', dir: 'rtl' },
  },
  extends: await apiDocs({
    locales: ['ar'],
    specs: [{ name: 'pets', spec: 'specs/pets.yaml', label: 'Pets API', prefix: '/pets',
      server: \`\${process.env.API_DOCS_API_URL}/echo\`,
      locales: { fr: { spec: 'specs/pets.fr.yaml', label: 'API des animaux' }, ar: true } }],
  }),
})
`

// The pets description with its summaries in French: the French copy's own description, which
// lacks deletePet (no /fr/pets/deletePet: the language menu links /fr/ from that page).
const french = readFileSync(join(SITE_ROOT, 'specs/pets.yaml'), 'utf8')
  .replace('summary: List pets', 'summary: Lister les animaux')
  .replace('summary: Get a pet', 'summary: Obtenir un animal')
  .replace(
    / {4}delete:\n {6}operationId: deletePet\n[\s\S]*?'204': \{ description: Deleted \}\n/,
    '',
  )

const chrome = useBrowser()
let root = ''
let site: RunningDocsSite

beforeAll(async () => {
  root = scratchSite({
    '.vitepress/config.ts': config,
    'index.md': '# Locale pages\n',
    'fr/index.md': '# Pages par langue\n',
    'fr/guide/index.md': '# Guide\n\n<OpenApiEndpoint id="pets.getPet" />\n',
    'ar/index.md': '# صفحات\n',
    'specs/pets.fr.yaml': french,
  })
  site = await startDocsSite(inject('apiUrl'), root)
}, SITE_BUILD_TIMEOUT)
afterAll(async () => {
  await site?.close()
  if (root) rmSync(root, { recursive: true, force: true })
})

async function open(path: string) {
  const context = await chrome.browser.newContext({ viewport: { width: 1280, height: 900 } })
  await context.addInitScript(() => localStorage.setItem('vitepress-theme-appearance', 'light'))
  const page = await context.newPage()
  page.on('close', () => void context.close().catch(() => {}))
  const errors = watchErrors(page)
  await page.goto(`${site.url}${path}`, { waitUntil: 'networkidle' })
  await page.waitForFunction(
    () => (document.querySelector('#app') as { __vue_app__?: unknown } | null)?.__vue_app__,
  )
  return { page, errors }
}

// The text as written (a heading may be shown upper-cased by CSS).
const text = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => element.textContent?.trim() ?? '')

// Without `cleanUrls`, VitePress's router shows pages with `.html`.
const path = (page: Page) => new URL(page.url()).pathname.replace(/\.html$/, '')

async function audit(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: axeSource })
  return page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: { run: (...a: unknown[]) => Promise<unknown> } }).axe
    const result = (await axe.run(document, { runOnly: { type: 'tag', values: tags } })) as {
      violations: { id: string; nodes: { target: string[] }[] }[]
    }
    return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' '))}`)
  }, TAGS)
}

describe("a spec's pages under the French locale", () => {
  it('shows the French description with a French interface, lang fr-FR', async () => {
    const { page, errors } = await open('/fr/pets/listPets')
    expect(await page.getAttribute('html', 'lang')).toBe('fr-FR')
    expect(await page.getAttribute('html', 'dir')).toBe('ltr')
    expect(await text(page, 'h1')).toBe('Lister les animaux')
    expect(await text(page, '[id$="-parameters"]')).toBe('Paramètres')
    expect(await text(page, '.vap-send')).toBe('Envoyer')
    // The root's page is there still, in English from the spec's own description.
    const english = await open('/pets/listPets')
    expect(await english.page.getAttribute('html', 'lang')).toBe('en-US')
    expect(await text(english.page, 'h1')).toBe('List pets')
    expect(await text(english.page, '.vap-send')).toBe('Send')
    await english.page.close()
    expect(errors).toEqual([])
    await page.close()
  })

  it('has its sidebar in French, every link in /fr/, the locale’s own sidebar kept', async () => {
    const { page, errors } = await open('/fr/pets/listPets')
    const sidebar = page.locator('.VPSidebar')
    await expect.poll(() => sidebar.getByText('Schémas', { exact: true }).count()).toBe(1)
    expect(await sidebar.getByText('Historique des changements').count()).toBe(1)
    // The groups load when opened: the schemas' links, like the rest, stay in the locale.
    await sidebar.getByText('Schémas', { exact: true }).click()
    await sidebar.locator('a[href*="schemas"]').first().waitFor({ timeout: 30_000 })
    const links = await sidebar
      .locator('a[href]')
      .evaluateAll((anchors) => anchors.map((a) => new URL((a as HTMLAnchorElement).href).pathname))
    expect(links.length).toBeGreaterThan(2)
    for (const link of links) expect(link).toMatch(/^\/fr\//)
    const guide = await open('/fr/guide/')
    expect(await guide.page.locator('.VPSidebar').getByText('Guide').count()).toBe(1)
    await guide.page.close()
    expect(errors).toEqual([])
    await page.close()
  })

  it('links to another generated page inside /fr/', async () => {
    const { page, errors } = await open('/fr/pets/listPets')
    const schema = page.locator('.vpad-operation a[href*="/schemas/"]').first()
    expect(new URL((await schema.getAttribute('href'))!, site.url).pathname).toBe(
      '/fr/schemas/pets/Pet',
    )
    await schema.click()
    await expect.poll(() => path(page)).toBe('/fr/schemas/pets/Pet')
    await expect.poll(() => page.getAttribute('html', 'lang')).toBe('fr-FR')
    // The page's description says what it is in French, as its built HTML has it.
    const html = await (await fetch(`${site.url}/fr/schemas/pets/Pet`)).text()
    expect(html).toMatch(/<meta name="description" content="Schéma · /)
    expect(errors).toEqual([])
    await page.close()
  })

  it('finds in the search what is in /fr/', async () => {
    const { page, errors } = await open('/fr/pets/listPets')
    const indexes: string[] = []
    page.on('request', (request) => {
      if (/search-index/.test(request.url())) indexes.push(new URL(request.url()).pathname)
    })
    await page.locator('.vpad-search-button').click()
    await page.locator('.vpad-search-input').fill('pet')
    const first = page.locator('.vpad-search-result').first()
    await first.waitFor({ timeout: 30_000 })
    // The French copy's results only: neither the root's pages nor the Arabic copy's.
    const specs = await page.locator('.vpad-search-result .vpad-search-spec').allTextContents()
    expect(specs.length).toBeGreaterThan(1)
    expect(new Set(specs)).toEqual(new Set(['API des animaux']))
    // The French index alone was fetched: not the root's and every locale's copies with it.
    expect(indexes).toEqual([expect.stringMatching(/\/search-index-fr\.[\w-]+\.js$/)])
    await page.locator('.vpad-search-input').fill('animaux')
    await expect
      .poll(() => text(page, '.vpad-search-result .vpad-search-title'))
      .toBe('Lister les animaux')
    await first.click()
    await expect.poll(() => path(page)).toMatch(/^\/fr\/pets\//)
    expect(errors).toEqual([])
    await page.close()
  })

  it('has its changelog page, and embeds on French pages link into /fr/', async () => {
    const { page, errors } = await open('/fr/pets/changelog')
    expect(await text(page, '.vpad-changelog h1')).toBe('Historique des changements')
    expect(await page.title()).toMatch(/^Historique des changements · API des animaux/)
    const guide = await open('/fr/guide/')
    // From the French copy: its description's words.
    expect(await text(guide.page, '.vpad-embed .vpad-operation-title')).toBe('Obtenir un animal')
    const hrefs = await guide.page
      .locator('.vpad-operation a[href*="/schemas/"]')
      .evaluateAll((anchors) => anchors.map((a) => new URL((a as HTMLAnchorElement).href).pathname))
    expect(hrefs.length).toBeGreaterThan(0)
    for (const href of hrefs) expect(href).toMatch(/^\/fr\/schemas\/pets\//)
    await guide.page.close()
    expect(errors).toEqual([])
    await page.close()
  })

  it("passes axe's WCAG 2.1 A/AA rules", async () => {
    const { page } = await open('/fr/pets/listPets')
    expect(await audit(page)).toEqual([])
    await page.close()
  })
})

describe("a spec's copy and the spec's own pages in one browser", () => {
  it('share the credentials and the history, and show no `~` of the copy’s name', async () => {
    // One tab throughout: typed credentials stay in the tab's sessionStorage.
    const { page, errors } = await open('/pets/listPets')
    const panel = page.locator('[data-operation-id="pets.listPets"] .vpad-tryit')
    await panel.getByLabel('Token', { exact: true }).fill('tok-shared')
    await panel.getByLabel(/^limit/).fill('7')
    const echoed = page.waitForResponse(
      (r) => r.url().includes('/echo/') && r.request().method() === 'GET',
    )
    await panel.locator('.vap-send').click()
    expect((await echoed).status()).toBe(200)
    // Recorded once the answer is read: the history is in localStorage before leaving the page.
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('vitepress-api-docs:history:/:pets')))
      .toContain('/echo/pets')

    await page.goto(`${site.url}/fr/pets/listPets`, { waitUntil: 'networkidle' })
    await page.waitForFunction(
      () => (document.querySelector('#app') as { __vue_app__?: unknown } | null)?.__vue_app__,
    )
    // The French copy's panel (its own operation id, kept for styles and tests).
    const french = page.locator('[data-operation-id="pets~fr.listPets"] .vpad-tryit')
    await expect
      .poll(() => french.getByLabel('Jeton', { exact: true }).inputValue())
      .toBe('tok-shared')
    await french.getByRole('button', { name: 'Historique' }).click()
    const entries = french.locator('.vpad-history-entry')
    await expect.poll(() => entries.count()).toBe(1)
    expect(await entries.first().textContent()).toContain('GET /echo/pets?limit=7')
    // Reopened on the French page, it fills the French page's panel with what was sent.
    expect(await french.getByLabel(/^limit/).inputValue()).not.toBe('7')
    await french.getByRole('button', { name: /^Rouvrir / }).click()
    await expect.poll(() => french.getByLabel(/^limit/).inputValue()).toBe('7')

    // Nothing a reader sees or follows holds the copy's name: text, links, anchors, titles.
    const shown = await page.evaluate(() => {
      const attributes = [
        ...document.querySelectorAll('[href], [src], [id], [title], [aria-label]'),
      ].flatMap((element) =>
        ['href', 'src', 'id', 'title', 'aria-label'].map(
          (name) => element.getAttribute(name) ?? '',
        ),
      )
      return [document.body.innerText, document.title, ...attributes].filter((text) =>
        text.includes('~'),
      )
    })
    expect(shown).toEqual([])
    expect(errors).toEqual([])
    await page.close()
  })
})

describe("a spec's pages under the Arabic locale", () => {
  it('lays out right to left, in Arabic, its sidebar in /ar/', async () => {
    const { page, errors } = await open('/ar/pets/listPets')
    expect(await page.getAttribute('html', 'lang')).toBe('ar')
    expect(await page.getAttribute('html', 'dir')).toBe('rtl')
    expect(await text(page, '.vap-send')).toBe('إرسال')
    // The copy of the spec's own description: the same summary.
    expect(await text(page, 'h1')).toBe('List pets')
    const sidebar = page.locator('.VPSidebar')
    await expect.poll(() => sidebar.getByText('المخططات', { exact: true }).count()).toBe(1)
    const links = await sidebar
      .locator('a[href]')
      .evaluateAll((anchors) => anchors.map((a) => new URL((a as HTMLAnchorElement).href).pathname))
    for (const link of links) expect(link).toMatch(/^\/ar\//)
    expect(errors).toEqual([])
    await page.close()
  })
})

describe('the language menu', () => {
  // Each entry of the nav bar's "Change language" menu (VPNavBarTranslations), as rendered.
  const menu = (page: Page) =>
    page
      .locator('.VPNavBarTranslations .VPMenuLink a')
      .evaluateAll((anchors) =>
        anchors.map((a) => [a.textContent?.trim() ?? '', a.getAttribute('href') ?? '']),
      )

  it("links each locale's page where it has one, else the locale's home, all of them there", async () => {
    const expected: Record<string, [string, string][]> = {
      // The French description lacks deletePet; the Arabic copy has it.
      '/pets/deletePet': [
        ['Français', '/fr/'],
        ['العربية', '/ar/pets/deletePet.html'],
      ],
      '/ar/pets/deletePet': [
        ['English', '/pets/deletePet.html'],
        ['Français', '/fr/'],
      ],
      '/fr/pets/listPets': [
        ['English', '/pets/listPets.html'],
        ['العربية', '/ar/pets/listPets.html'],
      ],
      '/fr/schemas/pets/Pet': [
        ['English', '/schemas/pets/Pet.html'],
        ['العربية', '/ar/schemas/pets/Pet.html'],
      ],
      '/ar/pets/changelog': [
        ['English', '/pets/changelog.html'],
        ['Français', '/fr/pets/changelog.html'],
      ],
    }
    // Where VitePress linked: no such page.
    expect((await fetch(`${site.url}/fr/pets/deletePet.html`)).status).toBe(404)
    for (const [from, links] of Object.entries(expected)) {
      const { page, errors } = await open(from)
      expect(await menu(page), from).toEqual(links)
      // The server's HTML has the same links: hydration keeps the attributes it finds.
      const html = await (await fetch(`${site.url}${from}`)).text()
      for (const [, href] of links) expect(html, from).toContain(`href="${href}"`)
      for (const [, href] of links)
        expect((await fetch(`${site.url}${href}`)).status, href).toBe(200)
      expect(errors).toEqual([])
      await page.close()
    }
    // A page of the author's: VitePress's own link (the author has no English guide).
    const guide = await open('/fr/guide/')
    expect(await menu(guide.page)).toEqual([
      ['English', '/guide/'],
      ['العربية', '/ar/guide/'],
    ])
    await guide.page.close()
  })

  it('leads to the page it names, and follows the page shown', async () => {
    const { page, errors } = await open('/pets/listPets')
    // Shown open, looked at: e2e/.artifacts/screens/language-menu.png.
    await page.locator('.VPNavBarTranslations button').hover()
    await page.locator('.VPNavBarTranslations .VPMenuLink a').first().waitFor({ state: 'visible' })
    mkdirSync('e2e/.artifacts/screens', { recursive: true })
    await page.screenshot({ path: 'e2e/.artifacts/screens/language-menu.png' })
    expect(await menu(page)).toEqual([
      ['Français', '/fr/pets/listPets.html'],
      ['العربية', '/ar/pets/listPets.html'],
    ])
    // Moved to a page without a French copy in the browser, the menu follows.
    await page.locator('.VPSidebar a[href*="/pets/deletePet"]').first().click()
    await expect.poll(() => path(page)).toBe('/pets/deletePet')
    await expect
      .poll(() => menu(page))
      .toEqual([
        ['Français', '/fr/'],
        ['العربية', '/ar/pets/deletePet.html'],
      ])
    await page.locator('.VPNavBarTranslations button').hover()
    await page.locator('.VPNavBarTranslations a', { hasText: 'Français' }).click()
    await expect.poll(() => path(page)).toBe('/fr/')
    await expect.poll(() => page.getAttribute('html', 'lang')).toBe('fr-FR')
    expect(errors).toEqual([])
    await page.close()
  })
})
