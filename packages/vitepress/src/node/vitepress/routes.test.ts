import type { SiteConfig } from 'vitepress'
import { describe, expect, it } from 'vitest'
import type { GeneratedRoute } from '../pages/pages'
import { replaceRoutes, watchTemplates } from './routes'

const route = (path: string): GeneratedRoute => ({
  path,
  fullPath: `/site/${path}`,
  route: 'node_modules/vitepress-api-docs/dist/client/pages/operation.md',
  params: { apiDocsPage: 'operation', spec: 'pets', key: path },
})

/** A site config as VitePress 1.6 resolves it. */
const siteOf16 = (pages: string[]) =>
  ({
    pages,
    dynamicRoutes: { routes: [], fileToModulesMap: {} },
  }) as unknown as SiteConfig & {
    dynamicRoutes: { routes: GeneratedRoute[]; fileToModulesMap: Record<string, Set<string>> }
  }

/** A site config as VitePress 2.0 resolves it. */
const siteOf20 = (pages: string[]) =>
  ({ pages, dynamicRoutes: [] }) as unknown as SiteConfig & {
    dynamicRoutes: GeneratedRoute[]
    __dirty?: boolean
  }

describe('replaceRoutes', () => {
  it('adds and replaces the generated routes in the arrays VitePress 1.6 holds', () => {
    const site = siteOf16(['index.md'])
    const pages = site.pages
    const routes = site.dynamicRoutes.routes
    replaceRoutes(site, [], [route('pets/a.md'), route('pets/b.md')])
    replaceRoutes(site, [route('pets/b.md')], [route('pets/c.md')])
    expect(site.pages).toBe(pages)
    expect(site.dynamicRoutes.routes).toBe(routes)
    expect(site.pages).toEqual(['index.md', 'pets/a.md', 'pets/c.md'])
    expect(routes.map((r) => r.path)).toEqual(['pets/a.md', 'pets/c.md'])
  })

  it('puts the generated routes back when VitePress 1.6 resolves the pages again', () => {
    const site = siteOf16(['index.md'])
    replaceRoutes(site, [], [route('pets/a.md')])
    watchTemplates(site, ['/pkg/operation.md'])
    // What 1.6's dev server does when a Markdown file is added (plugin.ts, onFileAddDelete).
    Object.assign(site, {
      pages: ['index.md', 'new.md'],
      dynamicRoutes: { routes: [], fileToModulesMap: {} },
      rewrites: { map: {}, inv: {} },
    })
    expect(site.pages).toEqual(['index.md', 'new.md', 'pets/a.md'])
    expect(site.dynamicRoutes.routes.map((r) => r.path)).toEqual(['pets/a.md'])
    expect(Object.keys(site.dynamicRoutes.fileToModulesMap)).toEqual(['/pkg/operation.md'])
    // And after a description edit, the pages of the edit are the ones put back.
    replaceRoutes(site, [route('pets/a.md')], [route('pets/z.md')])
    Object.assign(site, {
      pages: ['index.md'],
      dynamicRoutes: { routes: [], fileToModulesMap: {} },
    })
    expect(site.pages).toEqual(['index.md', 'pets/z.md'])
    expect(site.dynamicRoutes.routes.map((r) => r.path)).toEqual(['pets/z.md'])
  })

  it("keeps the other specs' routes when one spec's are replaced, then the pages resolved", () => {
    // An edit of one description in dev, then a Markdown page added: every spec's pages stay.
    const site = siteOf16(['index.md'])
    replaceRoutes(site, [], [route('notes/a.md'), route('tasks/b.md')])
    replaceRoutes(site, [route('notes/a.md')], [route('notes/a2.md')])
    Object.assign(site, {
      pages: ['index.md', 'added.md'],
      dynamicRoutes: { routes: [], fileToModulesMap: {} },
    })
    expect(site.pages).toEqual(['index.md', 'added.md', 'tasks/b.md', 'notes/a2.md'])
    expect(site.dynamicRoutes.routes.map((r) => r.path)).toEqual(['tasks/b.md', 'notes/a2.md'])
  })

  it('works on VitePress 2.0, whose dynamic routes are an array, and marks its cache stale', () => {
    const site = siteOf20(['index.md'])
    replaceRoutes(site, [], [route('pets/a.md')])
    expect(site.dynamicRoutes.map((r) => r.path)).toEqual(['pets/a.md'])
    expect(site.__dirty).toBe(true)
    watchTemplates(site, ['/pkg/operation.md'])
    // 2.0's resolvePages keeps the routes it did not find and assigns new arrays.
    Object.assign(site, { pages: [...site.pages].sort(), dynamicRoutes: [...site.dynamicRoutes] })
    expect(site.pages).toEqual(['index.md', 'pets/a.md'])
    expect(site.dynamicRoutes.map((r) => r.path)).toEqual(['pets/a.md'])
  })
})
