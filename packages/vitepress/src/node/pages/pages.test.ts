import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import type { ChangelogEntry } from '../../shared/changelog'
import { loadSpec } from '../description/load'
import { compareSchemaNames } from './schema-order'
import { buildSpecModel } from '../model/spec'
import { GeneratedPages, specRoutes } from './pages'
import { operationGroups, sidebarGroupId, sidebarGroupModule, sidebarsModule } from './sidebar'

const site = fileURLToPath(new URL('../../../../../e2e/api-docs-site', import.meta.url))
const templates = {
  operation: '/t/operation.md',
  schema: '/t/schema.md',
  changelog: '/t/changelog.md',
}

async function petsModel(name = 'pets', prefix = '/pets') {
  return buildSpecModel(await loadSpec({ name, spec: 'specs/pets.yaml', prefix }, site))
}

describe('generated pages', () => {
  it("of a locale's copy are under the locale's prefix, schemas and links included", async () => {
    const model = await petsModel('pets~fr', '/fr/pets')
    const routes = specRoutes(model, '/site', templates)
    expect(routes.every((route) => route.path.startsWith('fr/'))).toBe(true)
    expect(routes.map((route) => route.path)).toEqual(
      expect.arrayContaining([
        'fr/pets/listPets.md',
        'fr/schemas/pets/Pet.md',
        'fr/pets/changelog.md',
      ]),
    )
    const listPets = routes.find((route) => route.path === 'fr/pets/listPets.md')!
    expect(listPets.params).toMatchObject({ spec: 'pets~fr', key: 'listPets' })
    const pages = new GeneratedPages(new Map([['pets~fr', model]]), new Map())
    const page = pages.data(listPets.params)
    if (page.apiDocsPage !== 'operation') throw new Error('not an operation page')
    const links = Object.values(page.data.schemaLinks)
    expect(links.length).toBeGreaterThan(0)
    for (const link of links) expect(link).toMatch(/^\/fr\/schemas\/pets\//)
    const sidebars = sidebarsModule([model])
    expect(sidebars).toContain('keys: ["/fr/pets/","/fr/schemas/pets/"], prefix: "/fr/pets"')
  })

  it('name their page in params, with the sidebar groups that list it, and carry no data', async () => {
    const model = await petsModel()
    const routes = specRoutes(model, '/site', templates)
    const listPets = routes.find((route) => route.path === 'pets/listPets.md')!
    const tag = model.tags.findIndex((group) =>
      group.operations.some((op) => op.slug === 'listPets'),
    )
    expect(listPets.params).toEqual({
      apiDocsPage: 'operation',
      spec: 'pets',
      key: 'listPets',
      sidebar: [tag],
    })
    expect(listPets.fullPath).toBe('/site/pets/listPets.md')
    const pet = routes.find((route) => route.path === 'schemas/pets/Pet.md')!
    expect(pet.params).toEqual({
      apiDocsPage: 'schema',
      spec: 'pets',
      key: 'Pet',
      sidebar: [model.tags.length],
    })
    expect(routes.at(-1)!.params).toEqual({
      apiDocsPage: 'changelog',
      spec: 'pets',
      key: 'changelog',
    })
    // A page's params stay small whatever the operation holds.
    for (const route of routes) expect(JSON.stringify(route.params).length).toBeLessThan(120)
  })

  it("gives the browser a build's page data with the schemas it shows closed in summary", async () => {
    const model = await petsModel()
    const ref = { apiDocsPage: 'operation', spec: 'pets', key: 'getPet' } as const
    const built = new GeneratedPages(new Map([['pets', model]]), new Map(), true)
    const whole = built.data(ref)
    const browser = built.forBrowser(whole)
    if (whole.apiDocsPage !== 'operation' || browser.apiDocsPage !== 'operation')
      throw new Error('not an operation page')
    // The twins are written from the whole data: Category stays whole there.
    expect(whole.data.schemas.Category!.properties).toBeDefined()
    expect(browser.data.schemas.Pet).toBe(whole.data.schemas.Pet)
    expect(browser.data.schemas.Category).toMatchObject({ summary: { properties: 2 } })
    const dev = new GeneratedPages(new Map([['pets', model]]), new Map())
    expect(dev.forBrowser(whole)).toBe(whole)
  })

  it('make each page its data on demand, and refuse a page that does not exist', async () => {
    const model = await petsModel()
    const history: ChangelogEntry[] = []
    const pages = new GeneratedPages(new Map([['pets', model]]), new Map([['pets', history]]))
    const operation = pages.data({ apiDocsPage: 'operation', spec: 'pets', key: 'getPet' })
    expect(operation.apiDocsPage).toBe('operation')
    expect(operation.apiDocsPage === 'operation' && operation.data.operation.id).toBe('pets.getPet')
    const schema = pages.data({ apiDocsPage: 'schema', spec: 'pets', key: 'Pet' })
    expect(schema.apiDocsPage === 'schema' && schema.data.name).toBe('Pet')
    const changelog = pages.data({ apiDocsPage: 'changelog', spec: 'pets', key: 'changelog' })
    expect(changelog.apiDocsPage === 'changelog' && changelog.data.history).toBe(history)
    expect(() => pages.data({ apiDocsPage: 'operation', spec: 'pets', key: 'nope' })).toThrow(
      'no generated page operation/pets/nope',
    )
    expect(() => pages.data({ apiDocsPage: 'schema', spec: 'other', key: 'Pet' })).toThrow()
  })
})

describe('sidebar group modules', () => {
  it('serve one tag per module, then the schemas, and a loader for each', async () => {
    const model = await petsModel()
    const models = new Map([['pets', model]])
    const code = sidebarsModule(models.values())
    for (let index = 0; index <= model.tags.length; index++)
      expect(code).toContain(JSON.stringify(sidebarGroupId('pets', index)))
    expect(code).not.toContain(sidebarGroupId('pets', model.tags.length + 1))
    const module = (index: number) => {
      const text = sidebarGroupModule(sidebarGroupId('pets', index), models)!
      return JSON.parse(JSON.parse(/JSON\.parse\((.*)\)$/.exec(text)![1]!) as string) as unknown[]
    }
    const first = model.tags[0]!
    expect(module(0).map((entry) => (entry as string[])[1])).toEqual(
      first.operations.map((op) => op.slug),
    )
    // Schemas alphabetically, whatever the description's order.
    expect(module(model.tags.length)).toEqual(
      Object.keys(model.schemas)
        .sort(compareSchemaNames)
        .map((name) => [name, model.schemaSlugs[name]]),
    )
    expect(sidebarGroupModule(sidebarGroupId('other', 0), models)).toBeUndefined()
  })

  it('list every operation in the groups of its tags', async () => {
    const model = await petsModel()
    const groups = operationGroups(model)
    for (const operation of model.operations)
      expect(groups.get(operation.slug)?.length).toBeGreaterThan(0)
  })
})
