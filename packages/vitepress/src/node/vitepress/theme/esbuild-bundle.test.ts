import { realpathSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build, type Plugin as EsbuildPlugin } from 'esbuild'
import * as compiler from 'vue/compiler-sfc'
import { describe, expect, it } from 'vitest'
import type { ThemeStyles } from './module'
import { themeBundlePlugin } from './esbuild-bundle'

const require = createRequire(import.meta.url)
const clientDir = realpathSync(join(dirname(require.resolve('vitepress')), '../client'))
const themeDir = join(clientDir, 'theme-default')
const root = fileURLToPath(new URL('../../../../../../e2e/api-docs-site', import.meta.url))

/** `@docsearch/css`, a package whose entry is a stylesheet. */
const docsearchCss = createRequire(join(themeDir, 'index.js')).resolve('@docsearch/css')

/**
 * Stands in for Vite's `esbuildDepPlugin`: packages and `.css` files stay imports, and a bare
 * import of a package is resolved to its file (a stylesheet for `@docsearch/css`).
 */
const viteStandIn: EsbuildPlugin = {
  name: 'vite-stand-in',
  setup(bundle) {
    bundle.onResolve({ filter: /^@docsearch\/css$/ }, () => ({ path: docsearchCss }))
    bundle.onResolve({ filter: /^(vue|vitepress|@vueuse\/core)$/ }, ({ path }) => ({
      path,
      external: true,
    }))
    bundle.onResolve({ filter: /\.css$/ }, ({ path, resolveDir }) => ({
      path: path.startsWith('.') ? join(resolveDir, path) : path,
      external: true,
    }))
  },
}

/** The default theme bundled as Vite's optimizer would, with this plugin and its `styles`. */
function bundleTheme(styles?: ThemeStyles) {
  return build({
    entryPoints: [join(themeDir, 'index.js')],
    bundle: true,
    write: false,
    format: 'esm',
    splitting: true,
    outdir: '/out',
    metafile: true,
    logLevel: 'silent',
    // Packages a lazily loaded search box uses, not under test here.
    external: ['minisearch', 'mark.js/*', '@vueuse/integrations/*', '@docsearch/js'],
    plugins: [
      themeBundlePlugin(themeDir, () => ({ root, compiler }), styles) as unknown as EsbuildPlugin,
      viteStandIn,
    ],
  })
}

describe('themeBundlePlugin', () => {
  it('bundles the theme into one module that imports only what holds state, and the styles', async () => {
    const result = await bundleTheme()
    const entry = Object.entries(result.metafile.outputs).find(([, output]) => output.entryPoint)!
    const [, output] = entry
    // Every component of the theme that the entry reaches, compiled in.
    expect(
      Object.keys(output.inputs).filter((file) => file.endsWith('.vue')).length,
    ).toBeGreaterThan(50)
    const imports = output.imports.filter((i) => i.external).map((i) => i.path)
    const outside = imports.filter((path) => !path.includes('?vue&type=style'))
    // The same module instances as VitePress's app: its data, router and utilities.
    expect(outside).toContain('vitepress')
    expect(outside).toContain('vue')
    expect(outside).toContain(join(clientDir, 'shared.js'))
    expect(outside).toContain(join(themeDir, 'styles/vars.css'))
    // A package's stylesheet is an import as well, not esbuild's CSS output (which Vite drops).
    expect(outside).toContain(docsearchCss)
    expect(outside.filter((path) => path.endsWith('.vue'))).toEqual([])
    const navBarStyle = imports.find((path) =>
      /\/VPNavBar\.vue\?vue&type=style&index=0&scoped=\w{8}&lang\.css$/.test(path),
    )
    expect(navBarStyle).toBeDefined()
    // The theme's useLangs comes through what stands for it on 1.6 (../vitepress/theme/
    // i18n-routing.ts), which bundles the file itself once.
    const inputs = Object.keys(output.inputs)
    expect(inputs.filter((file) => file.endsWith('composables/langs.js'))).toEqual([
      expect.stringMatching(/^vitepress-api-docs-theme-langs:/),
      relative(process.cwd(), join(themeDir, 'composables/langs.js')),
    ])
    // The search box, loaded when used, is a chunk of its own that imports the app's utilities.
    const lazy = Object.values(result.metafile.outputs).find((o) =>
      Object.keys(o.inputs).some((file) => file.endsWith('VPLocalSearchBox.vue')),
    )!
    expect(lazy).not.toBe(output)
    expect(lazy.imports.map((i) => i.path)).toContain(join(clientDir, 'app/utils.js'))
    expect(lazy.imports.map((i) => i.path)).toContain('@localSearchIndex')
  })

  it("compiles the SFCs' style blocks in when asked, each inserted by Vite's client", async () => {
    const result = await bundleTheme({ inline: true, viteClient: '/docs/@vite/client' })
    const [, output] = Object.entries(result.metafile.outputs).find(([, o]) => o.entryPoint)!
    const imports = output.imports.filter((i) => i.external).map((i) => i.path)
    expect(imports.filter((path) => path.includes('?vue&type=style'))).toEqual([])
    expect(imports).toContain('/docs/@vite/client')
    const code = result.outputFiles.map((file) => file.text).join('\n')
    // esbuild renames the import per module and quotes the CSS as it likes.
    expect(code).toMatch(
      /updateStyle\d*\(\s*"[^"]+\/VPNavBar\.vue\?vue&type=style&index=0&scoped=(\w{8})&lang\.css",\s*['"`](?:\\n)*\.VPNavBar\[data-v-\1\]/,
    )
  })
})
