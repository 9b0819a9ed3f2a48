import { rmSync } from 'node:fs'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { scratchSite, startDocsSite, type RunningDocsSite } from './api-docs-site'
import { useBrowser, watchErrors } from './browser'
import { hostile, hostileSpec, PWNED_FLAG } from './hostile-spec'

// A description whose every text field holds markup (closing script tags, scripts, event
// handlers, `{{ }}`, `javascript:` links) builds, and its text is shown as text: on a markdown
// page that embeds its operation and schema, and on the generated pages.
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
 * The part of a field's hostile text that reads the same as text and as JSON (no `"`): what the
 * page shows of it, wherever it shows it.
 */
const shown = (field: string): string => hostile(field).slice(0, hostile(field).indexOf('"'))

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
      images: document.querySelectorAll('img[src="x"]').length,
      scripts: [...document.scripts].filter((script) => script.text.includes(flag)).length,
      bold: [...document.querySelectorAll('b')].filter((b) => b.textContent?.includes('{{')).length,
    }
  }, PWNED_FLAG)
}

const CLEAN = { flag: null, handlers: [], javascriptLinks: [], images: 0, scripts: 0, bold: 0 }

/** Opens a page, moves the pointer over each field's text, and returns what it shows. */
async function visit(path: string, expected: string[]) {
  const context = await chrome.browser.newContext({ viewport: { width: 1280, height: 900 } })
  const page = await context.newPage()
  const errors = watchErrors(page)
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
  return { context, page, errors, dialogs, text: await main.innerText() }
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
    // Markdown descriptions keep every character, `{{ }}` and the refused link included.
    expect(text).toContain(hostile('operation.description'))
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
    const html = await (await fetch(`${site!.url}/hostile/postThing`)).text()
    expect(html).not.toContain('<img src=x')
    expect(html).not.toContain(`<script>window.${PWNED_FLAG}`)
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
