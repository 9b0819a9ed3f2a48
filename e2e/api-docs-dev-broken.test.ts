import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createServer } from 'vitepress'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { useBrowser } from './browser'

// `vitepress dev` starts its server while the descriptions load: a description broken at start
// no longer stops it. The error is printed and shown over the page, and a save that fixes the
// file brings the pages. The site lives inside the repository so that it resolves the
// workspace's packages.
const root = fileURLToPath(new URL(`./.artifacts/dev-broken-${process.pid}/`, import.meta.url))
const spec = join(root, 'spec.json')
const chrome = useBrowser()
let server: Awaited<ReturnType<typeof createServer>> | undefined

const VALID = JSON.stringify({
  openapi: '3.0.3',
  info: { title: 'Items', version: '1.0.0' },
  paths: {
    '/items': {
      get: {
        operationId: 'listItems',
        summary: 'List items',
        responses: { '200': { description: 'The items' } },
      },
    },
  },
})

afterAll(async () => {
  // Vite's close() may never settle once the dependency optimizer has run (see api-docs-dev).
  await Promise.race([server?.close(), new Promise((resolve) => setTimeout(resolve, 3000))])
  rmSync(root, { recursive: true, force: true })
})

describe('vitepress dev started on a broken description', { timeout: 180_000 }, () => {
  it('says what is wrong, in the terminal and on the page, and serves the pages once it is fixed', async () => {
    mkdirSync(join(root, '.vitepress'), { recursive: true })
    writeFileSync(
      join(root, '.vitepress/config.mjs'),
      [
        "import { apiDocs } from 'vitepress-api-docs/node'",
        'export default {',
        "  title: 'Items',",
        "  extends: await apiDocs({ specs: [{ name: 'items', spec: 'spec.json', prefix: '/items' }] }),",
        '}',
        '',
      ].join('\n'),
    )
    mkdirSync(join(root, '.vitepress/theme'), { recursive: true })
    writeFileSync(
      join(root, '.vitepress/theme/index.ts'),
      [
        "import DefaultTheme from 'vitepress/theme'",
        "import { withApiDocs } from 'vitepress-api-docs/client'",
        'export default withApiDocs(DefaultTheme)',
        '',
      ].join('\n'),
    )
    writeFileSync(join(root, 'index.md'), '# Items\n')
    // Cut short, as a save caught half-written at start.
    writeFileSync(spec, VALID.slice(0, 60))
    const logged = vi.spyOn(console, 'error')
    server = await createServer(root, { port: 0, host: '127.0.0.1' })
    await server.listen()
    const address = server.httpServer!.address()
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`

    const page = await chrome.browser.newPage()
    await page.goto(`${base}/items/listItems`, { waitUntil: 'commit', timeout: 120_000 })
    // Vite's overlay, with the plugin's message naming the file.
    const overlay = page.locator('vite-error-overlay')
    await overlay.waitFor({ state: 'attached', timeout: 120_000 })
    const shown = await overlay.evaluate((element) => element.shadowRoot?.textContent ?? '')
    expect(shown).toContain('spec.json')
    await vi.waitFor(() =>
      expect(logged.mock.calls.flat().join('\n')).toMatch(
        /spec\.json[\s\S]*tried again when the description is saved/,
      ),
    )
    // Under the overlay, the site runs without the spec's pages (VitePress's 404 for this one):
    // the plugin's modules answer empty meanwhile, so Vite does not log the same error again.
    await page.locator('.NotFound').waitFor({ state: 'attached', timeout: 60_000 })
    const errors = logged.mock.calls.flat().join('\n')
    expect(errors.match(/invalid JSON/g)).toHaveLength(1)
    expect(errors).not.toMatch(/Internal server error|Pre-transform error/)
    logged.mockRestore()

    writeFileSync(spec, VALID)
    const heading = page.locator('[data-operation-id="items.listItems"] h1')
    await heading.waitFor({ timeout: 60_000 })
    expect(await heading.textContent()).toBe('List items')
    expect(await page.locator('.VPSidebar a[href^="/items/listItems"]').count()).toBe(1)
  })
})
