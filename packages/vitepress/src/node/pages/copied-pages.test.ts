import type { PageData, SiteConfig } from 'vitepress'
import { describe, expect, it } from 'vitest'
import { CopiedPages, type BundleChunk } from './copied-pages'
import { PLACEHOLDERS } from './page-copies'
import type { GeneratedRoute } from './pages'

const route = (path: string, kind: 'operation' | 'schema', key: string): GeneratedRoute => ({
  path,
  fullPath: `/site/${path}`,
  route: `../t/${kind}.md`,
  params: { apiDocsPage: kind, spec: 'graph', key },
})
const routes = [
  route('graph/a.md', 'operation', 'a'),
  route('graph/b$c.md', 'operation', 'b$c'),
  route('schemas/graph/S.md', 'schema', 'S'),
]
const site = {
  srcDir: '/site/',
  // A site's own hook, as VitePress would run it on each page's data.
  transformPageData: (pageData: PageData) => ({ title: `Title of ${pageData.params!.key}` }),
} as unknown as SiteConfig

const chunk = (route: GeneratedRoute, fileName: string): BundleChunk => ({
  type: 'chunk',
  name: route.path.replace(/\//g, '_'),
  fileName,
  code: `const d=JSON.parse("${PLACEHOLDERS.data}"),n={name:"${PLACEHOLDERS.path}"};load(d.params,"${PLACEHOLDERS.file}")`,
  isEntry: true,
  facadeModuleId: route.fullPath,
  moduleIds: [route.fullPath],
  modules: {},
})

describe('CopiedPages', () => {
  it('keeps one page of each kind for Rollup, and leaves other inputs alone', () => {
    const copies = new CopiedPages(site, routes)
    const generated = new Map(routes.map((r) => [r.fullPath, r]))
    expect([...copies.bundled.keys()]).toEqual(['/site/graph/a.md', '/site/schemas/graph/S.md'])
    expect(copies.keepsInput('/site/graph/a.md', generated)).toBe(true)
    expect(copies.keepsInput('/site/graph/b$c.md', generated)).toBe(false)
    expect(copies.keepsInput('/site/index.md', generated)).toBe(true)
  })

  it("copies a kind's bundled page for each page of that kind, with the page's data, path and file", async () => {
    const copies = new CopiedPages(site, routes)
    const template = { title: '', frontmatter: { outline: [2, 3] }, headers: [], filePath: 't.md' }
    copies.seePageData({
      ...template,
      params: routes[0]!.params,
      relativePath: 'graph/a.md',
    } as unknown as PageData)
    copies.seePageData({
      ...template,
      params: routes[2]!.params,
      relativePath: 'schemas/graph/S.md',
    } as unknown as PageData)
    const bundle: Record<string, BundleChunk | { type: 'asset' }> = {
      'assets/graph_a.md.H1.js': chunk(routes[0]!, 'assets/graph_a.md.H1.js'),
      'assets/schemas_graph_S.md.H2.js': chunk(routes[2]!, 'assets/schemas_graph_S.md.H2.js'),
      'style.css': { type: 'asset' },
    }
    await copies.addCopies(bundle, false, (r) => `pages/graph/${r.params.key}.json`)
    const copy = bundle['assets/graph_b_c.md.H1.js'] as BundleChunk
    expect(copy).toMatchObject({ name: 'graph_b$c.md', facadeModuleId: '/site/graph/b$c.md' })
    const data = JSON.parse(
      JSON.parse(/JSON\.parse\(("[^]*?[^\\]")\)/.exec(copy.code)![1]!) as string,
    )
    expect(data).toMatchObject({
      title: 'Title of b$c',
      relativePath: 'graph/b$c.md',
      frontmatter: { outline: [2, 3] },
    })
    expect(copy.code).toContain('{name:"graph/b$c.md"}')
    expect(copy.code).toContain('load(d.params,"./pages/graph/b$c.json")')
    // The bundled pages get their own values too.
    expect((bundle['assets/graph_a.md.H1.js'] as BundleChunk).code).toContain(
      '"./pages/graph/a.json"',
    )
    expect(Object.keys(bundle)).toHaveLength(4)
    // The server build names its chunks without a hash, and has no data files.
    const server: Record<string, BundleChunk | { type: 'asset' }> = {
      'graph_a.md.js': chunk(routes[0]!, 'graph_a.md.js'),
      'schemas_graph_S.md.js': chunk(routes[2]!, 'schemas_graph_S.md.js'),
    }
    await copies.addCopies(server, true)
    expect((server['graph_b_c.md.js'] as BundleChunk).code).toContain(`"${PLACEHOLDERS.file}"`)
  })

  it('refuses a bundled page that took in another module: each copy would have its own', async () => {
    const copies = new CopiedPages(site, routes.slice(0, 1))
    const own = { ...chunk(routes[0]!, 'a.js'), moduleIds: ['/site/graph/a.md', '/x/only-here.ts'] }
    await expect(copies.addCopies({ 'a.js': own }, true)).rejects.toThrow('holds other modules')
  })
})
