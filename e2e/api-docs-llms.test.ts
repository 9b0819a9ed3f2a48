import { cpSync, mkdirSync, rmSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import MarkdownIt from 'markdown-it'
import { createServer } from 'vitepress'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { SITE_ROOT, SITE_BUILD_TIMEOUT, startDocsSite, type RunningDocsSite } from './api-docs-site'
import { useBrowser, watchErrors } from './browser'

// Docs for programs on the fixture site: /llms.txt, a Markdown twin beside each generated page,
// each spec's llms-full.txt, and the "Copy as Markdown" button; in the build and in `vitepress dev`.
const chrome = useBrowser()
let site: RunningDocsSite | undefined

beforeAll(async () => {
  site = await startDocsSite(inject('apiUrl'))
}, SITE_BUILD_TIMEOUT)
afterAll(() => site?.close())

async function get(url: string): Promise<{ type: string; text: string }> {
  const response = await fetch(url)
  expect(response.status, url).toBe(200)
  return { type: response.headers.get('content-type') ?? '', text: await response.text() }
}

/** The links of a Markdown list (`- [title](url): note`), as llms.txt writes them. */
const links = (markdown: string) =>
  [...markdown.matchAll(/^- \[(.+)\]\((\S+)\): (.*)$/gm)].map(([, title, url, note]) => ({
    title,
    url: url!,
    note,
  }))

/** The HTML a Markdown renderer that lets raw HTML through makes of a twin: tags only its own. */
const rendered = (markdown: string) => new MarkdownIt({ html: true }).render(markdown)

describe('llms.txt and the Markdown twins of the built site', { timeout: 120_000 }, () => {
  it('lists each spec with its label and version, and every operation with its summary', async () => {
    const { type, text } = await get(`${site!.url}/llms.txt`)
    expect(type).toMatch(/^text\/plain/)
    expect(text.startsWith('# API docs fixture\n')).toBe(true)
    expect(text).toContain('\n## Pets API (version 1.2.0)\n')
    expect(text).toMatch(/\n## Admin API \(version [^)]+\)\n/)
    const listed = links(text)
    expect(listed).toContainEqual({
      title: 'List pets',
      url: '/pets/listPets.md',
      note: 'GET /pets',
    })
    expect(listed).toContainEqual({
      title: 'Create a user',
      url: '/admin/createUser.md',
      note: 'POST /users',
    })
    // Every link but the full texts' leads to a twin, served as Markdown.
    for (const { url } of listed.filter((link) => !link.url.endsWith('/llms-full.txt'))) {
      const twin = await get(`${site!.url}${url}`)
      expect(twin.type, url).toMatch(/^text\/markdown/)
      expect(twin.text.startsWith('# '), url).toBe(true)
    }
  })

  it('serves the twin of an operation page: method, path, parameters, responses, no HTML', async () => {
    const { type, text } = await get(`${site!.url}/pets/listPets.md`)
    expect(type).toMatch(/^text\/markdown/)
    expect(text.startsWith('# List pets\n\n`GET /pets`\n')).toBe(true)
    expect(text).toContain('## Parameters')
    expect(text).toMatch(/^- `limit`: integer/m)
    expect(text).toContain('## Responses')
    expect(text).toContain('Schema: array of [Pet](/schemas/pets/Pet.md)')
    expect(text).toMatch(/^- `name`: string, required/m)
    expect(rendered(text)).not.toMatch(/<(script|img|b|div|span|details)\b/i)
  })

  it('leaves out what the sanitizer took from a description', async () => {
    // The pets spec's description holds a <script> tag, which its page does not run.
    const { text } = await get(`${site!.url}/llms.txt`)
    expect(text).toContain('A pet store. **Markdown** works;')
    expect(text).not.toContain('raw html is sanitized')
    expect(rendered(text)).not.toContain('<script>')
  })

  it("writes each spec's llms-full.txt under its prefix, linked from llms.txt, every twin in it", async () => {
    const listed = links((await get(`${site!.url}/llms.txt`)).text).filter(
      (link) => link.title === 'Full text',
    )
    expect(listed.length).toBeGreaterThanOrEqual(2)
    expect(listed.every((link) => /^\/[\w/-]+\/llms-full\.txt$/.test(link.url))).toBe(true)
    const texts = await Promise.all(
      listed.map(async (link) => (await get(site!.url + link.url)).text),
    )
    const pets = texts[listed.findIndex((link) => link.url === '/pets/llms-full.txt')]!
    const twin = (await get(`${site!.url}/schemas/pets/Pet.md`)).text
    expect(pets).toMatch(/^# API docs fixture\n\n(> [^\n]*\n\n)?## /)
    expect(pets).toContain(`Source: \`/schemas/pets/Pet.md\`\n\n${twin}`)
    // Another spec's pages are in its own file only.
    expect(pets).not.toContain('# Create a user')
    expect(texts.filter((text) => text.includes('# Create a user'))).toHaveLength(1)
    expect((await fetch(`${site!.url}/llms-full.txt`)).status).toBe(404)
  })

  it('copies the page as Markdown from the button on a generated page', async () => {
    const context = await chrome.browser.newContext({ viewport: { width: 1280, height: 900 } })
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site!.url })
    const page = await context.newPage()
    const errors = watchErrors(page)
    await page.goto(`${site!.url}/pets/createPet`)
    await page.waitForFunction(
      () => (document.querySelector('#app') as { __vue_app__?: unknown } | null)?.__vue_app__,
    )
    const button = page.locator('.vpad-copy-markdown')
    expect(await button.textContent()).toContain('Copy as Markdown')
    await button.click()
    await expect.poll(() => button.textContent(), { timeout: 20_000 }).toContain('Copied')
    const copied = await page.evaluate(() => navigator.clipboard.readText())
    expect(copied).toBe((await get(`${site!.url}/pets/createPet.md`)).text)
    expect(copied.startsWith('# Create a pet\n')).toBe(true)
    await page.screenshot({ path: 'e2e/.artifacts/screens/api-docs-copy-markdown.png' })
    // The schema page has the button too, and the changelog none.
    await page.goto(`${site!.url}/schemas/pets/Pet`)
    await page.getByRole('button', { name: 'Copy as Markdown' }).waitFor()
    await page.goto(`${site!.url}/pets/changelog`)
    await page.locator('.vpad-changelog').waitFor()
    expect(await page.locator('.vpad-copy-markdown').count()).toBe(0)
    expect(errors).toEqual([])
    await context.close()
  })

  it('fits the button beside the title on a phone, in dark mode', async () => {
    const context = await chrome.browser.newContext({ viewport: { width: 390, height: 844 } })
    await context.addInitScript(() => localStorage.setItem('vitepress-theme-appearance', 'dark'))
    const page = await context.newPage()
    await page.goto(`${site!.url}/pets/listPets`)
    const button = page.locator('.vpad-copy-markdown')
    await button.waitFor()
    const box = (await button.boundingBox())!
    expect(box.x + box.width).toBeLessThanOrEqual(390)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await page.screenshot({ path: 'e2e/.artifacts/screens/api-docs-copy-markdown-390-dark.png' })
    await context.close()
  })
})

describe('llms.txt and the twins in vitepress dev', { timeout: 120_000 }, () => {
  const root = fileURLToPath(new URL(`./.artifacts/llms-dev-${process.pid}/`, import.meta.url))
  let server: Awaited<ReturnType<typeof createServer>> | undefined
  let url = ''

  beforeAll(async () => {
    mkdirSync(root, { recursive: true })
    cpSync(SITE_ROOT, root, {
      recursive: true,
      filter: (src) => !/[\\/]\.vitepress[\\/](dist|cache|\.temp)/.test(src),
    })
    // The site's config reads the API server's URL when it is loaded, as in the build above.
    const previous = process.env.API_DOCS_API_URL
    process.env.API_DOCS_API_URL = inject('apiUrl')
    try {
      server = await createServer(root, { port: 0, host: '127.0.0.1' })
    } finally {
      if (previous === undefined) delete process.env.API_DOCS_API_URL
      else process.env.API_DOCS_API_URL = previous
    }
    await server.listen()
    const address = server.httpServer!.address()
    url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
  }, 120_000)
  afterAll(async () => {
    // Vite's close() may never settle once its dependency optimizer has run (see api-docs-dev).
    await Promise.race([server?.close(), new Promise((resolve) => setTimeout(resolve, 3000))])
    rmSync(root, { recursive: true, force: true })
  })

  it('serves the same files, and still serves page modules to the browser', async () => {
    const built = (await get(`${site!.url}/pets/listPets.md`)).text
    const twin = await get(`${url}/pets/listPets.md`)
    expect(twin.type).toBe('text/markdown; charset=utf-8')
    expect(twin.text).toBe(built)
    expect((await get(`${url}/llms.txt`)).text).toBe((await get(`${site!.url}/llms.txt`)).text)
    expect((await get(`${url}/pets/llms-full.txt`)).text).toBe(
      (await get(`${site!.url}/pets/llms-full.txt`)).text,
    )
    // The browser loads the page itself as a module, from the same path with `?import`.
    const module = await fetch(`${url}/pets/listPets.md?import`)
    expect(module.headers.get('content-type')).toMatch(/javascript/)
    expect(await module.text()).toContain('List pets')
    const missing = await fetch(`${url}/pets/nope.md`)
    expect(missing.headers.get('content-type')).not.toMatch(/markdown/)
  })
})
