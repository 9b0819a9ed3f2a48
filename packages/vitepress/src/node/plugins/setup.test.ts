import { rmSync } from 'node:fs'
import { resolveConfig, type SiteConfig } from 'vitepress'
import { afterAll, describe, expect, it } from 'vitest'
import { collectGarbage } from '../collect-garbage'
import { apiDocsPlugins } from '../index'
import { siteWithSpec } from './testUtils'

const root = siteWithSpec(400)
afterAll(() => rmSync(root, { recursive: true, force: true }))

type ConfigHook = (config: object, env: { command: 'serve' | 'build'; mode: string }) => unknown

/** Resolves the site's config as VitePress does and runs the plugin's set-up on it. */
async function setUp(): Promise<SiteConfig> {
  const site = await resolveConfig(root, 'serve', 'development')
  const [setup] = apiDocsPlugins({
    specs: [{ name: 'items', spec: 'spec.json', prefix: '/items' }],
    log: false,
  })
  await (setup!.config as ConfigHook)(
    { vitepress: site, build: {} },
    { command: 'serve', mode: 'development' },
  )
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
})
