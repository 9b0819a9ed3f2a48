import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import { useBrowser, watchErrors } from './browser'
import { navBarStyle, SCOPED_NAV_BAR, themeRequests, watchRequests } from './default-theme'
import { startVitepress, type SiteServer } from './site-server'

// In `vitepress dev` the plugin compiles the default theme's `<style>` blocks into the theme's
// pre-bundle (packages/vitepress/src/node/vitepress/theme/styles.ts). A site whose CSS goes through postcss
// keeps them as requests that plugin-vue serves, as before: the two must put the very same CSS
// into the page, in the same order. The copies live inside the repository so that they resolve
// the workspace's packages.
const fixture = fileURLToPath(new URL('./api-docs-site/', import.meta.url))
const work = fileURLToPath(new URL(`./.artifacts/theme-styles-${process.pid}/`, import.meta.url))
const chrome = useBrowser()
const servers: SiteServer[] = []

/** A copy of the fixture site, with `files` written into it. */
function site(name: string, files: Record<string, string> = {}): string {
  const root = join(work, name)
  mkdirSync(root, { recursive: true })
  cpSync(fixture, root, {
    recursive: true,
    filter: (src) => !/[\\/]\.vitepress[\\/](dist|cache|\.temp)/.test(src),
  })
  for (const [path, text] of Object.entries(files)) writeFileSync(join(root, path), text)
  return root
}

/** The theme's SFC styles in the page, in document order, and what the page requested. */
async function themeStyles(root: string) {
  const server = await startVitepress('dev', root)
  servers.push(server)
  const page = await chrome.browser.newPage()
  try {
    const errors = watchErrors(page)
    const requests = watchRequests(page)
    await page.goto(`${server.url}/pets/listPets`, { waitUntil: 'commit', timeout: 120_000 })
    await page.locator('[data-operation-id="pets.listPets"] h1').waitFor({ timeout: 120_000 })
    const styles = await page.evaluate(() =>
      [...document.querySelectorAll('style[data-vite-dev-id]')]
        .map((style) => [style.getAttribute('data-vite-dev-id')!, style.textContent ?? ''])
        .filter(([id]) => id!.includes('/theme-default/') && id!.includes('?vue&type=style')),
    )
    return {
      styles,
      requests: themeRequests(requests),
      navBar: await navBarStyle(page),
      errors: errors.filter((error) => !error.includes('Failed to load resource')),
    }
  } finally {
    await page.close()
  }
}

describe("the default theme's styles in vitepress dev", () => {
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()))
    rmSync(work, { recursive: true, force: true })
  })

  it('come in the pre-bundle, the same CSS in the same order as plugin-vue serves them', async () => {
    const inBundle = await themeStyles(site('bundled'))
    const served = await themeStyles(
      site('postcss', { 'postcss.config.mjs': 'export default { plugins: [] }\n' }),
    )
    expect(inBundle.errors).toEqual([])
    expect(served.errors).toEqual([])
    // Compiled in: not one request for a style block. With postcss: one per block, as before.
    expect(inBundle.requests.bundle.length).toBeGreaterThan(0)
    expect(inBundle.requests.styles).toEqual([])
    expect(served.requests.styles.length).toBeGreaterThan(40)
    expect(inBundle.styles.length).toBeGreaterThan(40)
    expect(inBundle.styles).toEqual(served.styles)
    expect(inBundle.navBar).toEqual(SCOPED_NAV_BAR)
  })
})
