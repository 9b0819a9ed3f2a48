import { describe, expect, it } from 'vitest'
import { expandSidebar, findGroup, LAZY_SECTIONS_OVER, sectionSkeleton } from '../../shared/sidebar'
import type { LoadedSpec } from '../description/load'
import { buildSpecModel } from '../model/spec'
import {
  builtSidebarsModule,
  compactSidebar,
  operationGroups,
  sidebarGroupId,
  sidebarGroupModule,
  specGroupNumbers,
} from './sidebar'

/** A spec whose tags are named `area<a>.res<r>`: more of them than a sidebar lists. */
function manyTags(areas: number, perArea: number, entry = { name: 'many', prefix: '/many' }) {
  const paths: Record<string, unknown> = {}
  for (let a = 0; a < areas; a++)
    for (let r = 0; r < perArea; r++)
      paths[`/a${a}/r${r}`] = {
        get: {
          operationId: `get-${a}-${r}`,
          tags: [`area${a}.res${r}`],
          responses: { '204': { description: 'Done.' } },
        },
      }
  const text = JSON.stringify({ openapi: '3.0.3', info: { title: 'T', version: '1' }, paths })
  const spec: LoadedSpec = {
    entry: { ...entry, spec: 'many.json' },
    file: '/many.json',
    text,
    document: JSON.parse(text) as LoadedSpec['document'],
    sourceVersion: '3.0.3',
  }
  return buildSpecModel(spec)
}

const load = (code: string) => JSON.parse(/JSON\.parse\((".*")\)/.exec(code)![1]!) as string

describe('sections that load their tags', () => {
  const model = manyTags(10, 11)

  it('number the sections after the other groups, and serve each its tags by short name', () => {
    expect(model.tags.length).toBeGreaterThan(LAZY_SECTIONS_OVER)
    const numbers = specGroupNumbers(model)
    expect(numbers).toEqual({ sections: 110, count: 120 })
    const models = new Map([['many', model]])
    const area3 = JSON.parse(load(sidebarGroupModule(sidebarGroupId('many', 113), models)!))
    expect(area3).toEqual(Array.from({ length: 11 }, (_, r) => [33 + r, `res${r}`]))
    expect(sidebarGroupModule(sidebarGroupId('many', 120), models)).toBeUndefined()
  })

  it("give each operation's page its section before its tag, the order they must load in", () => {
    expect(operationGroups(model).get('get-3-4')).toEqual([113, 37])
  })

  it("stay out of the pages' skeleton; the sidebars module names them for the browser", () => {
    const skeleton = expandSidebar(compactSidebar(model), true)
    expect(findGroup(skeleton, 'many', 110)).toBeUndefined()
    // Every tag is in a section, and there are no schemas: the changelog link is all there is.
    expect(skeleton.map((item) => item.text)).toEqual(['Changelog'])
    const module = builtSidebarsModule([model], () => '"/assets/sidebar/many/"')
    const names = JSON.parse(/sectionNames: (\[[^\]]*\])/.exec(module)![1]!) as string[]
    expect(names).toEqual(Array.from({ length: 10 }, (_, area) => `area${area}`))
    const sections = sectionSkeleton('many', 110, names)
    expect(findGroup(sections, 'many', 113)!.text).toContain('>area3<')
    expect(sections.every((section) => section.collapsed && section.items?.length === 0)).toBe(true)
    // Served in full (`skeleton` false), they are where they were.
    expect(findGroup(expandSidebar(compactSidebar(model)), 'many', 113)!.items).toHaveLength(11)
  })

  it('leave a spec with fewer tags as it was: no section groups', () => {
    const few = manyTags(10, 10)
    expect(specGroupNumbers(few).sections).toBeUndefined()
    expect(operationGroups(few).get('get-3-4')).toEqual([34])
  })
})

describe('OpenAPI 3.2 tags in the sidebar', () => {
  const text = JSON.stringify({
    openapi: '3.2.0',
    info: { title: 'T', version: '1' },
    tags: [
      { name: 'catalog', summary: 'Catalog' },
      { name: 'items', summary: 'Catalog items', parent: 'catalog' },
      { name: 'beta', kind: 'badge' },
    ],
    paths: {
      '/items': { get: { operationId: 'listItems', tags: ['items', 'beta'], responses: {} } },
      '/cache': {
        query: { operationId: 'findCache', tags: ['catalog'], responses: {} },
        additionalOperations: { PURGE: { operationId: 'purge', tags: ['beta'], responses: {} } },
      },
    },
  })
  const model = buildSpecModel({
    entry: { name: 'cat', spec: 'cat.json', prefix: '/cat' },
    file: '/cat.json',
    text,
    document: JSON.parse(text) as LoadedSpec['document'],
    sourceVersion: '3.2.0',
  })
  const compact = compactSidebar(model)

  it('names groups by their summary and nests a tag under its parent; a badge tag is no group', () => {
    expect(compact.tags.map(([name, ops]) => [name, ops.map((op) => op[0])])).toEqual([
      ['Catalog', ['query']],
      ['Catalog items', ['get']],
      // Tagged only with a badge: grouped by its path, as an untagged operation.
      ['cache', ['PURGE']],
    ])
    expect(compact.parents).toEqual([-1, 0, -1])
    const [top] = expandSidebar(compact)
    expect(top!.items!.map((item) => item.text.replace(/<[^>]+>/g, ''))).toEqual([
      'Catalog',
      'cache',
    ])
    const catalog = top!.items![0]!
    // Its own operation, then the nested group (which findGroup still finds by its number).
    expect(catalog.items!.map((item) => item.link ?? item.text.replace(/<[^>]+>/g, ''))).toEqual([
      '/cat/findCache',
      'Catalog items',
    ])
    expect(findGroup(expandSidebar(compact, true), 'cat', 1)!.text).toContain('Catalog items')
    // The skeleton nests the group too, without any operation.
    const skeleton = expandSidebar(compact, true)[0]!.items![0]!
    expect(skeleton.items!.map((item) => item.link ?? 'group')).toEqual(['group'])
  })

  it('shows QUERY and an additional method in their badges, written as sent', () => {
    const [top] = expandSidebar(compact)
    const texts = JSON.stringify(top)
    expect(texts).toContain('<span class=\\"vpad-sb-method vpad-sb-query\\">QUERY</span>')
    expect(texts).toContain('<span class=\\"vpad-sb-method vpad-sb-other\\">PURGE</span>')
  })

  it('leaves the sidebar of a description without parents as it was', () => {
    expect(compactSidebar(manyTags(1, 2))).not.toHaveProperty('parents')
  })
})

describe("a locale's copy in the sidebars module", () => {
  it('carries what it lacks of its spec’s pages, for the language menu', () => {
    const own = manyTags(1, 2)
    const copy = manyTags(1, 1, { name: 'many~fr', prefix: '/fr/many' })
    const module = builtSidebarsModule([own, copy], () => '""')
    expect(module).toContain(
      '"many~fr": { keys: ["/fr/many/","/fr/schemas/many/"], prefix: "/fr/many", lacks: ["operation/get-0-1"],',
    )
    // The spec's own entry has none.
    expect(module).toContain(
      '"many": { keys: ["/many/","/schemas/many/"], prefix: "/many", schemas',
    )
  })
})
