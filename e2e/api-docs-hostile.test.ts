import { rmSync } from 'node:fs'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { scratchSite, startDocsSite, type RunningDocsSite } from './api-docs-site'
import { useBrowser, watchErrors } from './browser'
import { DESCRIPTION, hostile, hostileSpec, PWNED_FLAG } from './hostile-spec'

// A description whose every text field holds markup (closing script tags, scripts, event
// handlers, `{{ }}`, `javascript:` links, SVG, MathML, frames, styles, elements left open) builds,
// and nothing of it runs: plain-text fields show it as text, descriptions show their HTML
// sanitized, on a markdown page that embeds its operation and schema and on the generated pages.
const chrome = useBrowser()
let site: RunningDocsSite | undefined
let root: string | undefined

beforeAll(async () => {
  root = scratchSite({
    // No label: the spec's title, hostile too, names it in the sidebar and page descriptions.
    '.vitepress/config.ts': `import { defineConfig } from 'vitepress'
import { apiDocs } from 'vitepress-api-docs/node'

export default defineConfig({
  title: 'Hostile',
  head: [['link', { rel: 'icon', href: 'data:,' }]],
  extends: await apiDocs({ specs: [{ name: 'hostile', spec: 'specs/hostile.json', prefix: '/hostile' }] }),
})
`,
    'specs/hostile.json': JSON.stringify(hostileSpec(), null, 2),
    'index.md':
      '# Embeds\n\n<OpenApiEndpoint id="hostile.postThing" />\n\n<OpenApiSchema id="hostile.Thing" />\n',
  })
  site = await startDocsSite(inject('apiUrl'), root)
}, 240_000)
afterAll(async () => {
  await site?.close()
  if (root) rmSync(root, { recursive: true, force: true })
})

/**
 * What the page shows of a field's hostile text, wherever it shows it: in a plain-text field, the
 * part that reads the same as text and as JSON (no `"`); in a description, its link's text.
 */
const shown = (field: string): string =>
  DESCRIPTION.test(field) ? `${field}-a` : hostile(field).slice(0, hostile(field).indexOf('"'))

/** What the page would show if any of the hostile text had been let in as markup or code. */
async function traces(page: Page) {
  return page.evaluate((flag) => {
    const handlers: string[] = []
    for (const element of document.querySelectorAll('*'))
      for (const attribute of element.attributes)
        if (/^on/i.test(attribute.name)) handlers.push(`${element.tagName} ${attribute.name}`)
    return {
      flag: (window as unknown as Record<string, unknown>)[flag] ?? null,
      handlers,
      javascriptLinks: [...document.querySelectorAll('a[href]')]
        .map((a) => a.getAttribute('href')!)
        .filter((href) => /^\s*javascript:/i.test(href)),
      // A description's HTML is rendered, sanitized (its image and bold text stay, inert); any
      // other text is text.
      images: document.querySelectorAll('img[src="x"]:not(.vpad-markdown img)').length,
      // Scripts that run; a page's data travels in a JSON data block, which never runs
      // (HTML Living Standard 4.12.1.1: a `type` that is no JavaScript MIME type is a data block)
      // and must read back whole: text that ended it early would leave it unparsable.
      scripts: [...document.scripts].filter(
        (script) => script.type !== 'application/json' && script.text.includes(flag),
      ).length,
      dataBlocks: [...document.querySelectorAll('script[type="application/json"]')].filter(
        (script) => {
          try {
            JSON.parse(script.textContent ?? '')
            return false
          } catch {
            return true
          }
        },
      ).length,
      bold: [...document.querySelectorAll('b:not(.vpad-markdown b)')].filter((b) =>
        b.textContent?.includes('{{'),
      ).length,
      // What the sanitizer keeps out of descriptions: other documents, frames, forms, styles.
      foreign: [
        ...document.querySelectorAll(
          '.vpad-markdown :is(svg, math, iframe, object, embed, form, button, style, script)',
        ),
      ].map((element) => element.tagName),
      styleSheets: [...document.querySelectorAll('style')].filter((style) =>
        style.textContent?.includes('display: none'),
      ).length,
      // Nothing of a description is placed out of its box, and its open elements closed where it
      // ends: the page's own parts are never inside one.
      placed: [...document.querySelectorAll('.vpad-markdown *')].filter(
        (element) => getComputedStyle(element).position !== 'static',
      ).length,
      swallowed: document.querySelectorAll(
        '.vpad-markdown :is(.vpad-markdown, [class^="vpad-"], [class*=" vpad-"], h2, h3)',
      ).length,
      mainShown: getComputedStyle(document.querySelector('main')!).display !== 'none',
    }
  }, PWNED_FLAG)
}

const CLEAN = {
  flag: null,
  handlers: [],
  javascriptLinks: [],
  images: 0,
  scripts: 0,
  dataBlocks: 0,
  bold: 0,
  foreign: [],
  styleSheets: 0,
  placed: 0,
  swallowed: 0,
  mainShown: true,
}

/** Opens a page, moves the pointer over each field's text, and returns what it shows. */
async function visit(path: string, expected: string[]) {
  const context = await chrome.browser.newContext({ viewport: { width: 1280, height: 900 } })
  const page = await context.newPage()
  const seen = watchErrors(page)
  // The sanitized `<img src=x>` of descriptions asks for `x`, which the site does not have.
  const missing: string[] = []
  page.on('response', (response) => {
    if (response.status() === 404) missing.push(new URL(response.url()).pathname)
  })
  const dialogs: string[] = []
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message())
    void dialog.dismiss()
  })
  await page.goto(`${site!.url}${path}`)
  await page.waitForFunction(
    () => (document.querySelector('#app') as { __vue_app__?: unknown } | null)?.__vue_app__,
  )
  const main = page.locator('main')
  await expect.poll(() => main.innerText(), { timeout: 30_000 }).toContain(shown(expected[0]!))
  // An injected handler would need a pointer: give it one on each field's text.
  for (const field of expected) await main.getByText(shown(field)).first().hover()
  const text = await main.innerText()
  expect(missing.every((path) => path.endsWith('/x'))).toBe(true)
  // Chromium logs each of those 404s as an error, without its URL: as many are let through.
  let expected404 = missing.length
  const errors = seen.filter((error) => !(/status of 404/.test(error) && expected404-- > 0))
  return { context, page, errors, dialogs, text }
}

describe('a description whose text is all markup', { timeout: 180_000 }, () => {
  it('builds, and a page embedding its operation and schema shows that text as text', async () => {
    const fields = [
      'operation.summary',
      'operation.description',
      'path.description',
      'query.description',
      'body.description',
      'response.description',
      'Thing.description',
      'Thing.property.description',
      'Thing.plain.description',
    ]
    const { context, page, errors, dialogs, text } = await visit('/', fields)
    for (const field of fields) expect(text).toContain(shown(field))
    // Markdown descriptions keep their text, `{{ }}` and the refused link included, and the
    // text of what the sanitizer dropped around it.
    const run = `window.${PWNED_FLAG}='operation.description'`
    expect(text).toContain(`{{ (${run}) }} operation.description-a`)
    expect(text).toContain(`[operation.description-md](javascript:${run})`)
    for (const part of ['button', 'overlay', 'open'])
      expect(text).toContain(`operation.description-${part}`)
    expect(await traces(page)).toEqual(CLEAN)
    expect(dialogs).toEqual([])
    expect(errors).toEqual([])
    await page.screenshot({ path: 'e2e/.artifacts/screens/api-docs-hostile-embed.png' })
    await context.close()
  })

  it('shows it as text on the generated operation page, whose head holds it escaped', async () => {
    const fields = [
      'operation.summary',
      'operation.description',
      'query.name',
      'query.description',
      'body.description',
      'response.description',
      'header.description',
    ]
    const { context, page, errors, dialogs, text } = await visit('/hostile/postThing', fields)
    for (const field of fields) expect(text).toContain(shown(field))
    expect(await traces(page)).toEqual(CLEAN)
    expect(dialogs).toEqual([])
    expect(errors).toEqual([])
    expect(await page.title()).toContain(hostile('operation.summary'))
    // One description, the spec's title in it as text.
    const descriptions = await page.$$eval('meta[name="description"]', (metas) =>
      metas.map((meta) => meta.getAttribute('content')),
    )
    expect(descriptions).toEqual([`POST /things/{id} · ${hostile('info.title')}`])
    const whole = await (await fetch(`${site!.url}/hostile/postThing`)).text()
    // The page's data block holds the hostile text as JSON strings: the HTML parser reads a
    // script's content as text up to `</script` (HTML Living Standard 4.12.1.3), so no `</` and
    // no `<!--` may be in it; the rest of the page must hold the text escaped.
    const block = /<script type="application\/json"[^>]*>([\s\S]*?)<\/script>/.exec(whole)
    expect(block).not.toBeNull()
    expect(block![1]).not.toMatch(/<\/|<!--/)
    expect(block![1]).toContain('<img src=x')
    const html = whole.replace(block![0], '')
    expect(html).not.toContain('<img src=x')
    expect(html).not.toContain(`<script>window.${PWNED_FLAG}`)
    expect(html).not.toMatch(/<(iframe|svg onload|math|form|style>main)\b/)
    await page.screenshot({ path: 'e2e/.artifacts/screens/api-docs-hostile-operation.png' })
    await context.close()
  })

  it('shows it as text on the schema page', async () => {
    const fields = ['Thing.description', 'Thing.property.name', 'Thing.property.description']
    const { context, page, errors, dialogs, text } = await visit('/schemas/hostile/Thing', fields)
    for (const field of fields) expect(text).toContain(shown(field))
    expect(await traces(page)).toEqual(CLEAN)
    expect(dialogs).toEqual([])
    expect(errors).toEqual([])
    await context.close()
  })
})
