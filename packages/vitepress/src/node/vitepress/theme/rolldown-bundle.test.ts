import { realpathSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { rolldown, type OutputChunk, type Plugin as RolldownPlugin } from 'rolldown'
import * as compiler from 'vue/compiler-sfc'
import { describe, expect, it } from 'vitest'
import type { ThemeStyles } from './module'
import { themeRolldownPlugin } from './rolldown-bundle'

// VitePress 2.0's theme, which the workspace installs in scripts/vitepress-2 beside 1.6.
const require = createRequire(new URL('../../../../../../scripts/vitepress-2/', import.meta.url))
const clientDir = realpathSync(join(dirname(require.resolve('vitepress')), '../client'))
const themeDir = join(clientDir, 'theme-default')
const root = fileURLToPath(new URL('../../../../../../e2e/api-docs-site', import.meta.url))

/** Left out of the bundle by its absolute path, as Vite's optimizer plugin leaves files out. */
const outside = (id: string) => ({ id, external: 'absolute' as const })

/**
 * Stands in for Vite 8's `rolldownDepPlugin`: packages and `.css` files stay imports, `.vue`
 * files too (the theme's SFCs must not reach it).
 */
const viteStandIn: RolldownPlugin = {
  name: 'vite-stand-in',
  resolveId(source, importer) {
    if (/^(vue|vitepress|@vueuse\/core)$/.test(source)) return outside(source)
    if (/\.(css|vue)$/.test(source))
      return outside(source.startsWith('.') ? join(dirname(importer!), source) : source)
    return null
  },
}

/** The default theme bundled as Vite 8's optimizer would, with this plugin and its `styles`. */
async function bundleTheme(styles?: ThemeStyles): Promise<OutputChunk[]> {
  const bundle = await rolldown({
    input: join(themeDir, 'index.js'),
    logLevel: 'silent',
    // Packages a lazily loaded search box uses, not under test here.
    external: [/^minisearch/, /^mark\.js/, /^@vueuse\/integrations/, /^@docsearch\/js/],
    plugins: [
      themeRolldownPlugin(themeDir, () => ({ root, compiler }), styles) as RolldownPlugin,
      viteStandIn,
    ],
  })
  try {
    const { output } = await bundle.generate({ format: 'esm' })
    return output.filter((file): file is OutputChunk => file.type === 'chunk')
  } finally {
    await bundle.close()
  }
}

describe('themeRolldownPlugin', () => {
  it('bundles the theme into one module that imports only what holds state, and the styles', async () => {
    const chunks = await bundleTheme()
    const entry = chunks.find((chunk) => chunk.isEntry)!
    // Every component of the theme that the entry reaches, compiled in.
    expect(entry.moduleIds.filter((id) => id.endsWith('.vue')).length).toBeGreaterThan(50)
    const imports = entry.imports.filter((id) => !chunks.some((chunk) => chunk.fileName === id))
    const outsideImports = imports.filter((path) => !path.includes('?vue&type=style'))
    // The same module instances as VitePress's app: its data, router and utilities.
    expect(outsideImports).toContain('vitepress')
    expect(outsideImports).toContain('vue')
    expect(outsideImports).toContain(join(clientDir, 'shared.js'))
    expect(outsideImports).toContain(join(themeDir, 'styles/vars.css'))
    // No SFC is left for Vite's plugin to keep out.
    expect(outsideImports.filter((path) => path.endsWith('.vue'))).toEqual([])
    expect(
      imports.find((path) =>
        /\/VPNavBar\.vue\?vue&type=style&index=0&scoped=\w{8}&lang\.css$/.test(path),
      ),
    ).toBeDefined()
    // The search box, loaded when used, is a chunk of its own that imports the app's utilities.
    const lazy = chunks.find((chunk) =>
      chunk.moduleIds.some((id) => id.endsWith('VPLocalSearchBox.vue')),
    )!
    expect(lazy).not.toBe(entry)
    expect(lazy.imports).toContain(join(clientDir, 'app/utils.js'))
    expect(lazy.imports).toContain('@localSearchIndex')
  })

  it("compiles the SFCs' style blocks in when asked, each inserted by Vite's client", async () => {
    const chunks = await bundleTheme({ inline: true, viteClient: '/docs/@vite/client' })
    const entry = chunks.find((chunk) => chunk.isEntry)!
    expect(entry.imports.filter((path) => path.includes('?vue&type=style'))).toEqual([])
    expect(entry.imports).toContain('/docs/@vite/client')
    const code = chunks.map((chunk) => chunk.code).join('\n')
    expect(code).toMatch(
      /updateStyle\$?\d*\(\s*"[^"]+\/VPNavBar\.vue\?vue&type=style&index=0&scoped=(\w{8})&lang\.css",\s*['"`](?:\\n)*\.VPNavBar\[data-v-\1\]/,
    )
  })
})

describe("themeRolldownPlugin's resolution", () => {
  const plugin = themeRolldownPlugin(themeDir, () => ({ root, compiler }))
  const importer = join(themeDir, 'index.js')
  /** Resolves as Rolldown would, the other plugins answering `answer`. */
  const resolve = (source: string, answer: { id: string; external?: boolean } | null) =>
    plugin.resolveId.call({ resolve: () => Promise.resolve(answer) }, source, importer, {})

  it("leaves a package's stylesheet an import, as the theme's own are (1.6's `@docsearch/css`)", async () => {
    expect(
      await resolve('@docsearch/css', { id: '/site/node_modules/@docsearch/css/dist/style.css' }),
    ).toEqual({ id: '/site/node_modules/@docsearch/css/dist/style.css', external: 'absolute' })
  })

  it('steps aside for what it does not import from the theme', async () => {
    expect(await resolve('./x.js', null)).toBeNull()
    expect(
      await plugin.resolveId.call(
        { resolve: () => Promise.reject(new Error('asked')) },
        'vue',
        '/site/app.js',
        {},
      ),
    ).toBeNull()
    // VitePress's virtual modules are its plugins' to serve.
    expect(await resolve('@siteData', null)).toEqual({ id: '@siteData', external: 'absolute' })
  })
})
