import { readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import * as compiler from 'vue/compiler-sfc'
import { beforeAll, describe, expect, it } from 'vitest'
import { compileSfc, type VueOptions } from './sfc'
import { pluginVue, served, type VuePlugin } from '../../testUtils'

// The compile is checked against the plugin-vue that VitePress itself runs, on every SFC of the
// default theme installed here: the same style requests and the same scope id, or the theme's
// scoped CSS would not match its markup.

const require = createRequire(import.meta.url)
/** VitePress's node entry; its theme and its own plugin-vue are found from there. */
const vitepress = require.resolve('vitepress')
const themeDir = join(dirname(vitepress), '../client/theme-default')
// Outside the theme's package, as the workspace's e2e site is: the path to the file climbs.
const root = fileURLToPath(new URL('../../../../../../e2e/api-docs-site', import.meta.url))
const sfcs = readdirSync(themeDir, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.vue'))
  .map((file) => join(themeDir, file))

/** What this compile's module says of them. */
function compiled(file: string, features?: VueOptions['features']) {
  const { code, styles } = compileSfc(file, readFileSync(file, 'utf8'), {
    root,
    compiler,
    features,
  })
  return { styles, scopeId: /_sfc_target\.__scopeId = "([^"]+)"/.exec(code)?.[1] }
}

describe('compileSfc', () => {
  let plugin: VuePlugin
  beforeAll(async () => {
    plugin = await pluginVue(root)
  })

  it("imports each SFC's styles as plugin-vue serves them, scoped by plugin-vue's id", async () => {
    expect(sfcs.length).toBeGreaterThan(50)
    let scoped = 0
    for (const file of sfcs) {
      const ours = compiled(file)
      expect(ours, file).toEqual(await served(plugin, file))
      if (ours.scopeId) scoped++
    }
    expect(scoped).toBeGreaterThan(40)
  })

  it('follows plugin-vue’s componentIdGenerator option', async () => {
    const features = { componentIdGenerator: 'filepath-source' } as const
    const withSource = await pluginVue(root, features)
    const navBar = sfcs.find((file) => file.endsWith('/VPNavBar.vue'))!
    const ours = compiled(navBar, features)
    expect(ours).toEqual(await served(withSource, navBar))
    expect(ours.scopeId).not.toBe(compiled(navBar).scopeId)
  })

  it('compiles TypeScript SFCs for the TypeScript loader, with the render and file attached', () => {
    const navBar = sfcs.find((file) => file.endsWith('/VPNavBar.vue'))!
    const { code, loader } = compileSfc(navBar, readFileSync(navBar, 'utf8'), { root, compiler })
    expect(loader).toBe('ts')
    expect(code).toContain('_sfc_target.render = _sfc_render')
    expect(code).toContain(`_sfc_target.__file = ${JSON.stringify(navBar)}`)
    expect(code).toMatch(/export default _sfc_main\s*$/)
  })

  it('refuses what it does not compile as plugin-vue would, rather than guess', () => {
    const file = join(themeDir, 'Fake.vue')
    expect(() =>
      compileSfc(file, '<template><p/></template><style module>.a{}</style>', { root, compiler }),
    ).toThrow(/CSS modules/)
  })
})
