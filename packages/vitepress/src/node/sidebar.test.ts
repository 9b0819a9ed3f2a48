import { describe, expect, it } from 'vitest'
import { expandSidebar, findGroup, LAZY_SECTIONS_OVER, sectionSkeleton } from '../shared/sidebar'
import type { LoadedSpec } from './load'
import { buildSpecModel } from './model/spec'
import {
  builtSidebarsModule,
  compactSidebar,
  operationGroups,
  sidebarGroupId,
  sidebarGroupModule,
  specGroupNumbers,
} from './sidebar'

/** A spec whose tags are named `area<a>.res<r>`: more of them than a sidebar lists. */
function manyTags(areas: number, perArea: number) {
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
    entry: { name: 'many', spec: 'many.json', prefix: '/many' },
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
