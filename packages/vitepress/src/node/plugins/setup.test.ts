import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { resolveConfig, type SiteConfig } from 'vitepress'
import { afterAll, describe, expect, it } from 'vitest'
import { collectGarbage } from '../build/collect-garbage'
import { ApiDocsContext } from '../context'
import { apiDocsPlugins } from '../index'
import { resolveOptions } from '../options'
import { setupPlugin } from './setup'
import { fakeDevServer, siteWithSpec, startDev, type ConfigHook } from './testUtils'

const root = siteWithSpec(400)
afterAll(() => rmSync(root, { recursive: true, force: true }))

/** The plugin's set-up as a restarted `vitepress dev` runs it: start, a first request, close. */
async function setUp(): Promise<SiteConfig> {
  const { site, dev } = await startDev(root)
  dev.server.httpServer.emit('close')
  return site
}

const heap = () => {
  collectGarbage()
  return process.memoryUsage().heapUsed
}

describe('the set-up of vitepress-api-docs', () => {
  it('adds the generated pages and sidebars to the site', async () => {
    const site = await setUp()
    expect(site.pages).toContain('items/getItem7.md')
    expect(site.pages).toContain('schemas/items/Item7.md')
    expect(site.dynamicRoutes.routes.some((route) => route.path === 'items/changelog.md')).toBe(
      true,
    )
    const sidebar = (site.site.themeConfig as { sidebar: Record<string, unknown> }).sidebar
    expect(Object.keys(sidebar)).toEqual(['/items/', '/schemas/items/'])
  })

  it('in dev, loads the specs once the server listens, and holds requests until then', async () => {
    const site = await resolveConfig(root, 'serve', 'development')
    const plugins = apiDocsPlugins({
      specs: [{ name: 'items', spec: 'spec.json', prefix: '/items' }],
      log: false,
    })
    await (plugins[0]!.config as ConfigHook)(
      { vitepress: site, build: {} },
      { command: 'serve', mode: 'development' },
    )
    const dev = fakeDevServer(root)
    const configureServer = plugins.find((p) => p.name === 'vitepress-api-docs:dev')!
      .configureServer as (server: object) => void
    configureServer(dev.server)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(site.pages).not.toContain('items/getItem7.md')
    dev.server.httpServer.emit('listening')
    // A request goes on once the pages are there.
    await dev.request()
    expect(site.pages).toContain('items/getItem7.md')
    dev.server.httpServer.emit('close')
  })

  it("in dev, serves the client as the package's own bundle where it can, else pre-bundles it", async () => {
    const configure = async (devBundle: string | undefined, command: 'serve' | 'build') => {
      const context = new ApiDocsContext(
        resolveOptions({ specs: [{ name: 'items', spec: 'spec.json', prefix: '/items' }] }),
        { operation: '', schema: '', changelog: '', pagesStore: '', devBundle: () => devBundle },
      )
      const site = await resolveConfig(root, command)
      const hook = setupPlugin(context).config as ConfigHook
      const config = (await hook({ vitepress: site, build: {} }, { command, mode: '' })) as {
        resolve?: { alias: { find: RegExp; replacement: string }[] }
        optimizeDeps: { include: string[]; exclude: string[] }
      }
      context.release()
      return config
    }
    const bundled = await configure('/site/dev/index.js', 'serve')
    const [alias] = bundled.resolve!.alias
    expect(alias!.find.test('vitepress-api-docs/client')).toBe(true)
    expect(alias!.find.test('vitepress-api-docs/client/x')).toBe(false)
    expect(alias!.replacement).toBe('/site/dev/index.js')
    expect(bundled.optimizeDeps.include).toEqual([])
    expect(bundled.optimizeDeps.exclude).toEqual(['vitepress-api-docs'])
    const without = await configure(undefined, 'serve')
    expect(without.resolve).toBeUndefined()
    expect(without.optimizeDeps.include).toContain('vitepress-api-docs/client')
    expect(without.optimizeDeps.exclude).toEqual([])
    // A build imports the client module by module, whatever the package carries.
    const build = await configure('/site/dev/index.js', 'build')
    expect(build.resolve).toBeUndefined()
  })

  it('keeps nothing of an earlier set-up alive (a dev server restart, a second build)', async () => {
    await setUp()
    const after1 = heap()
    const earlier: WeakRef<object>[] = []
    for (let i = 0; i < 6; i++) {
      const site = await setUp()
      // A generated route: it lives as long as anything of its set-up does.
      earlier.push(new WeakRef(site.dynamicRoutes.routes.at(-1)!))
    }
    const after7 = heap()
    // At most the current set-up is alive; six kept alive would add six models to the heap.
    expect(earlier.filter((ref) => ref.deref() !== undefined).length).toBeLessThanOrEqual(1)
    expect(after7 / after1).toBeLessThan(1.05)
  })

  it("keeps the heap flat over eight set-ups around GitHub's REST API description", async () => {
    // What each config edit in `vitepress dev` does, on a real description of 11 MB: anything a
    // set-up left alive would add some 10 MB a time.
    const github = mkdtempSync(join(tmpdir(), 'vpad-github-'))
    try {
      mkdirSync(join(github, '.vitepress'))
      writeFileSync(join(github, '.vitepress', 'config.mjs'), "export default { title: 'Site' }\n")
      writeFileSync(join(github, 'index.md'), '# Site\n')
      const require = createRequire(import.meta.url)
      copyFileSync(
        require.resolve('@octokit/openapi/generated/api.github.com.json'),
        join(github, 'spec.json'),
      )
      const heaps: number[] = []
      for (let i = 0; i < 8; i++) {
        const { site, dev } = await startDev(github)
        expect(site.pages.length).toBeGreaterThan(1000)
        dev.server.httpServer.emit('close')
        heaps.push(heap())
      }
      const grown = heaps[7]! - heaps[2]!
      expect(
        grown,
        `heap after each set-up (MB): ${heaps.map((b) => (b / 1e6).toFixed(1))}`,
      ).toBeLessThan(5e6)
      expect(heaps[7]! / heaps[2]!).toBeLessThan(1.07)
    } finally {
      rmSync(github, { recursive: true, force: true })
    }
  })
})
