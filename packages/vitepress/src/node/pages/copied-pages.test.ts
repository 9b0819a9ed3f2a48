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

/** VitePress's page data of each kind's bundled page, as its markdown makes it. */
function seeTemplates(copies: CopiedPages): void {
  const template = { title: '', frontmatter: { outline: [2, 3] }, headers: [], filePath: 't.md' }
  for (const bundled of [routes[0]!, routes[2]!])
    copies.seePageData({
      ...template,
      params: bundled.params,
      relativePath: bundled.path,
    } as unknown as PageData)
}

/** The server bundle as Rollup hands it over: each kind's bundled page, and a stylesheet. */
const serverBundle = (): Record<string, BundleChunk | { type: 'asset' }> => ({
  'graph_a.md.js': chunk(routes[0]!, 'graph_a.md.js'),
  'schemas_graph_S.md.js': chunk(routes[2]!, 'schemas_graph_S.md.js'),
  'style.css': { type: 'asset' },
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

  it("copies a kind's bundled page for each page of that kind in the server build, with the page's data and path", async () => {
    const copies = new CopiedPages(site, routes)
    seeTemplates(copies)
    const server = serverBundle()
    await copies.addCopies(server)
    const copy = server['graph_b_c.md.js'] as BundleChunk
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
    // The bundled pages get their own values too.
    expect((server['graph_a.md.js'] as BundleChunk).code).toContain('{name:"graph/a.md"}')
    expect(Object.keys(server)).toHaveLength(4)
  })

  it('hands every page module to `emit` instead, taking the bundled pages out of the bundle (Rolldown)', async () => {
    const copies = new CopiedPages(site, routes)
    seeTemplates(copies)
    const server = serverBundle()
    const emitted = new Map<string, string>()
    await copies.addCopies(server, (fileName, code) => emitted.set(fileName, code))
    expect(Object.keys(server)).toEqual(['style.css'])
    expect([...emitted.keys()]).toEqual([
      'graph_a.md.js',
      'graph_b_c.md.js',
      'schemas_graph_S.md.js',
    ])
    expect(emitted.get('graph_a.md.js')).toContain('{name:"graph/a.md"}')
    expect(emitted.get('graph_b_c.md.js')).toContain('{name:"graph/b$c.md"}')
    expect(emitted.get('graph_b_c.md.js')).toContain('Title of b$c')
  })

  it("makes each kind's bundled page any page's in the browser build, and writes every page's data", async () => {
    const copies = new CopiedPages(site, routes)
    seeTemplates(copies)
    const bundle: Record<string, BundleChunk | { type: 'asset' }> = {
      'assets/graph_a.md.H1.js': chunk(routes[0]!, 'assets/graph_a.md.H1.js'),
      'assets/schemas_graph_S.md.H2.js': chunk(routes[2]!, 'assets/schemas_graph_S.md.H2.js'),
    }
    const written = new Map<string, PageData>()
    const kinds = await copies.shareKinds(bundle, (r, pageData) =>
      written.set(r.path, JSON.parse(pageData) as PageData),
    )
    // No chunk a page: one a kind, its values empty (each page's come from its data file).
    expect(Object.keys(bundle)).toHaveLength(2)
    expect([...kinds.keys()]).toEqual(['operation', 'schema'])
    expect(kinds.get('operation')!.code).toBe(
      'const d=JSON.parse("{}"),n={name:""};load(d.params,"")',
    )
    expect(kinds.get('operation')!.chunk).toBe(bundle['assets/graph_a.md.H1.js'])
    expect([...written.keys()]).toEqual(routes.map((r) => r.path))
    expect(written.get('graph/b$c.md')).toMatchObject({
      title: 'Title of b$c',
      relativePath: 'graph/b$c.md',
      params: { key: 'b$c' },
    })
  })

  it('refuses a bundled page that took in another module: each copy would have its own', async () => {
    const copies = new CopiedPages(site, routes.slice(0, 1))
    const own = { ...chunk(routes[0]!, 'a.js'), moduleIds: ['/site/graph/a.md', '/x/only-here.ts'] }
    await expect(copies.addCopies({ 'a.js': own })).rejects.toThrow('holds other modules')
  })
})
