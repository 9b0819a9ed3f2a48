import type { SiteConfig } from 'vitepress'
import { describe, expect, it } from 'vitest'
import type { GeneratedPageKind } from '../../../shared/page'
import { lookUpCopiesAsBundled } from './page-imports'
import type { GeneratedRoute } from '../../pages/pages'

const route = (kind: GeneratedPageKind, path: string): GeneratedRoute => ({
  path,
  fullPath: `/site/${path}`,
  route: `${kind}.md`,
  params: { apiDocsPage: kind, spec: path.split('/')[0]!, key: path },
})

describe('lookUpCopiesAsBundled', () => {
  it("looks each copied page up as its kind's bundled page, the site's rewrites untouched, until undone", () => {
    const inv: Record<string, string> = { 'guide/old.md': 'guide/new.md', 'graph/kept.md': 'x.md' }
    const site = { rewrites: { map: {}, inv } } as unknown as SiteConfig
    const firstOperation = route('operation', 'graph/users-list.md')
    const firstSchema = route('schema', 'graph/schemas/user.md')
    const routes = [
      firstOperation,
      route('operation', 'graph/users-get.md'),
      route('operation', 'beta/users-get.md'),
      firstSchema,
      route('schema', 'graph/schemas/group.md'),
      route('operation', 'graph/kept.md'),
    ]
    const undo = lookUpCopiesAsBundled(site, routes, [firstOperation, firstSchema])
    expect(inv).toEqual({
      'guide/old.md': 'guide/new.md',
      'graph/kept.md': 'x.md',
      'graph/users-get.md': 'graph/users-list.md',
      'beta/users-get.md': 'graph/users-list.md',
      'graph/schemas/group.md': 'graph/schemas/user.md',
    })
    undo()
    expect(inv).toEqual({ 'guide/old.md': 'guide/new.md', 'graph/kept.md': 'x.md' })
  })
})
