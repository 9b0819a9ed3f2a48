import { existsSync, rmSync } from 'node:fs'
import { resolveConfig, type Plugin } from 'vitepress'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { RESOLVED, VIRTUAL } from '../../shared/virtual'
import { apiDocsPlugins } from '../index'
import { siteWithSpec } from './testUtils'

/** A generated module as the plugin's load hook returns it, with no source map. */
type GeneratedModule = { code: string; map: { mappings: string } }

// Each sub-plugin, driven through the hooks Vite calls, on a site set up by VitePress itself.
const root = siteWithSpec(30)
afterAll(() => rmSync(root, { recursive: true, force: true }))

type Hook = (this: unknown, ...args: unknown[]) => unknown
/** Calls a plugin hook, whether Vite's plain function form or its `{ handler }` form. */
function call(plugin: Plugin, name: keyof Plugin, self: unknown, ...args: unknown[]): unknown {
  const hook = plugin[name] as Hook | { handler: Hook } | undefined
  if (!hook) throw new Error(`${plugin.name} has no ${String(name)} hook`)
  return (typeof hook === 'function' ? hook : hook.handler).call(self, ...args)
}

let plugins: Map<string, Plugin>
const input: Record<string, string> = {}
const plugin = (name: string) => plugins.get(`vitepress-api-docs:${name}`)!

beforeAll(async () => {
  plugins = new Map(
    apiDocsPlugins({
      specs: [{ name: 'items', spec: 'spec.json', prefix: '/items' }],
      log: false,
    }).map((p) => [p.name, p]),
  )
  const site = await resolveConfig(root, 'build', 'production')
  await call(
    plugin('setup'),
    'config',
    {},
    { vitepress: site, build: { rollupOptions: { input } } },
    { command: 'build', mode: 'production' },
  )
  call(plugin('setup'), 'configResolved', {}, { command: 'build', build: {} })
})

describe('vitepress-api-docs sub-plugins', () => {
  it('setup: adds every generated page to the build entries, and configures Vite', async () => {
    expect(Object.keys(input)).toContain('items_getItem7.md')
    expect(Object.keys(input)).toContain('schemas_items_Item7.md')
    const config = (await call(
      plugin('setup'),
      'config',
      {},
      { vitepress: (await resolveConfig(root, 'build', 'production')) as unknown, build: {} },
      { command: 'build', mode: 'production' },
    )) as {
      optimizeDeps: {
        include: string[]
        esbuildOptions: { plugins: { setup(build: unknown): void }[] }
      }
    }
    // The client is pre-bundled, its imports of the virtual modules left to Vite.
    expect(config.optimizeDeps.include).toContain('vitepress-api-docs/client')
    const resolvers: [RegExp, (args: { path: string }) => unknown][] = []
    for (const esbuildPlugin of config.optimizeDeps.esbuildOptions.plugins)
      esbuildPlugin.setup({
        onResolve: (options: { filter: RegExp }, resolve: (args: { path: string }) => unknown) =>
          resolvers.push([options.filter, resolve]),
      })
    const resolveInEsbuild = (path: string) =>
      resolvers.find(([filter]) => filter.test(path))?.[1]({ path })
    expect(resolveInEsbuild(VIRTUAL.pages)).toEqual({ path: VIRTUAL.pages, external: true })
    expect(resolveInEsbuild('vue')).toBeUndefined()
  })

  it("sidebar: in a build, serves each spec its keys and its groups' folder, each group a JSON file", async () => {
    const id = call(plugin('sidebar'), 'resolveId', {}, VIRTUAL.sidebars) as string
    expect(id).toBe(RESOLVED + VIRTUAL.sidebars)
    const emitted: { fileName: string; source: string }[] = []
    const self = {
      emitFile: (file: { fileName: string; source: string }) => `ref${emitted.push(file) - 1}`,
    }
    const sidebars = (await call(plugin('sidebar'), 'load', self, id)) as string
    expect(sidebars).toContain('keys: ["/items/","/schemas/items/"]')
    // No loader per group: one folder URL per spec, found from the first group's file.
    expect(sidebars).not.toContain('import(')
    expect(sidebars).toContain(
      'files: new URL(".", new URL(import.meta.ROLLUP_FILE_URL_ref0, import.meta.url)).href',
    )
    expect(emitted[0]!.fileName).toMatch(/^assets\/sidebar\/items\.[0-9a-f]{10}\/0\.json$/)
    expect(emitted.map((file) => file.fileName.split('/').pop())).toEqual(
      emitted.map((_, index) => `${index}.json`),
    )
    expect(JSON.parse(emitted[0]!.source)).toEqual(
      expect.arrayContaining([expect.arrayContaining([expect.stringMatching(/getItem\d/)])]),
    )
    // The server build has no files: groups load in the browser only.
    const server = (await call(plugin('sidebar'), 'load', self, id, { ssr: true })) as string
    expect(server).toContain('files: ""')
    // Each group is still a module of its own, which dev serves.
    const group = call(
      plugin('sidebar'),
      'resolveId',
      {},
      `${VIRTUAL.sidebar}items/sidebar-items-0`,
    )
    const { code, map } = (await call(plugin('sidebar'), 'load', {}, group)) as GeneratedModule
    expect(code).toMatch(/getItem\d/)
    expect(map).toEqual({ mappings: '' })
  })

  it('search: serves the dialog settings and, apart, the index', async () => {
    const config = (await call(plugin('search'), 'load', {}, RESOLVED + VIRTUAL.search)) as string
    expect(config).toContain('"hotkey":"k"')
    const index = (await call(
      plugin('search'),
      'load',
      {},
      RESOLVED + VIRTUAL.searchIndex + 'root',
    )) as GeneratedModule
    expect(index.code).toContain('getItem29')
    // No source map: in dev, Vite's own repeated the whole index in base64.
    expect(index.map).toEqual({ mappings: '' })
  })

  it('pages: serves the store module; in a build, bundles one page of each kind and copies it for the others, each with its data file', async () => {
    const store = call(plugin('pages'), 'resolveId', {}, VIRTUAL.pages) as string
    expect(existsSync(store)).toBe(true)
    const pages = Object.entries(input).filter(([name]) => name.startsWith('items_'))
    const kept = (await call(plugin('pages'), 'options', {}, { input })) as {
      input: Record<string, string>
    }
    // One operation page, one schema page and the changelog stay for Rollup.
    const bundled = Object.values(kept.input).filter((file) => file.startsWith(`${root}/items/`))
    expect(pages.length).toBeGreaterThan(30)
    expect(bundled.map((file) => file.split('/').pop())).toEqual(['getItem0.md', 'changelog.md'])
    expect(Object.values(kept.input).filter((file) => file.includes('/schemas/'))).toHaveLength(1)
    // Its module gets placeholders for the page's own values.
    const page = bundled[0]!
    const module = `const __pageData = JSON.parse(${JSON.stringify(JSON.stringify({ relativePath: 'items/getItem0.md' }))})\nconst __default__ = {name: "items/getItem0.md"}`
    const code = (await call(plugin('pages'), 'transform', {}, module, page)) as string
    expect(code).toContain('JSON.parse("__vpad_page_data__")')
    expect(code).toContain('{name: "__vpad_page_path__"}')
    expect(code).toContain('__apiDocsLoad(__pageData, "__vpad_page_file__", import.meta.url)')
    // Modules that are not generated pages are left alone.
    expect(await call(plugin('pages'), 'transform', {}, 'x', '/site/index.md')).toBeUndefined()
  })

  it('oauth-redirect: serves the page under the base in dev, and emits it in the client build only', () => {
    const redirect = plugin('oauth-redirect')
    type Middleware = (
      req: { url: string },
      res: { setHeader: (name: string, value: string) => void; end: (body: string) => void },
      next: () => void,
    ) => void
    let middleware: Middleware | undefined
    const server = { middlewares: { use: (handler: Middleware) => (middleware = handler) } }
    call(redirect, 'configResolved', {}, { base: '/docs/', build: {} })
    call(redirect, 'configureServer', {}, server)
    const headers: Record<string, string> = {}
    let body = ''
    let passed = 0
    const res = {
      setHeader: (name: string, value: string) => (headers[name] = value),
      end: (text: string) => (body = text),
    }
    middleware!({ url: '/docs/oauth-redirect.html?code=c&state=s' }, res, () => passed++)
    expect(body).toContain('<title>Signing in…</title>')
    expect(headers['Content-Type']).toBe('text/html; charset=utf-8')
    middleware!({ url: '/oauth-redirect.html' }, res, () => passed++)
    expect(passed).toBe(1)

    const emitted: { fileName: string }[] = []
    const self = { emitFile: (file: { fileName: string }) => emitted.push(file) }
    call(redirect, 'generateBundle', self)
    expect(emitted.map((file) => file.fileName)).toEqual(['oauth-redirect.html'])
    // VitePress's second build, the server renderer, leaves it alone.
    call(redirect, 'configResolved', {}, { base: '/docs/', build: { ssr: true } })
    call(redirect, 'generateBundle', self)
    expect(emitted).toHaveLength(1)
  })

  it('dev: applies to the dev server only', () => {
    expect(plugin('dev').apply).toBe('serve')
  })
})
