import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { readEntries } from '../../shared/search/entries'
import { loadSpec } from '../description/load'
import { buildSpecModel } from '../model/spec'
import { buildSearchIndex } from './build-index'

const site = fileURLToPath(new URL('../../../../../e2e/api-docs-site/', import.meta.url))

async function model(name: string, spec: string, label: string) {
  return buildSpecModel(await loadSpec({ name, spec, label, prefix: `/${name}` }, site))
}

describe('buildSearchIndex', () => {
  it('writes each spec once and one row per operation and schema', async () => {
    const pets = await model('pets', 'specs/pets.yaml', 'Pets API')
    const admin = await model('admin', 'specs/admin.json', 'Admin API')
    const data = buildSearchIndex([pets, admin])
    expect(data.v).toBe(1)
    expect(data.s).toEqual([
      ['pets', 'Pets API', '/pets'],
      ['admin', 'Admin API', '/admin'],
    ])
    expect(data.o).toHaveLength(pets.operations.length + admin.operations.length)
    expect(data.c).toHaveLength(
      Object.keys(pets.schemas).length + Object.keys(admin.schemas).length,
    )
    // get 0, post 2 in the method table; a slug equal to the id is not repeated.
    expect(data.o[0]).toEqual([
      0,
      0,
      '/pets',
      'listPets',
      '',
      'List pets',
      [data.t.indexOf('pets')],
    ])
    expect(data.o.find((row) => row[3] === 'listUsers')?.[0]).toBe(1)
  })

  it('keeps slugs that differ from the id, and links derive from prefix and slug', async () => {
    const pets = await model('pets', 'specs/pets.yaml', 'Pets API')
    const entries = readEntries(buildSearchIndex([pets]))
    const health = entries.find((entry) => entry.kind === 'operation' && entry.path === '/health')
    const operation = pets.operations.find((op) => op.path === '/health')!
    expect(health?.link).toBe(`/pets/${operation.slug}`)
    const list = entries.find(
      (entry) => entry.kind === 'operation' && entry.operationId === 'listPets',
    )
    expect(list).toMatchObject({
      spec: { name: 'pets', label: 'Pets API' },
      method: 'get',
      link: '/pets/listPets',
      summary: 'List pets',
    })
    const schema = entries.find((entry) => entry.kind === 'schema' && entry.name === 'Pet')
    expect(schema?.link).toBe(`/schemas/pets/${pets.schemaSlugs.Pet}`)
  })
})

describe('buildSearchIndex on OpenAPI 3.2', () => {
  it('keeps QUERY and additional methods, and finds an operation by its tag’s parent', async () => {
    const catalog = await model('catalog', 'specs/catalog.yaml', 'Catalog API')
    const data = buildSearchIndex([catalog])
    const row = (id: string) => data.o.find((item) => item[3] === id)!
    // `query` is the ninth fixed method; an additionalOperations method is written as it is.
    expect(row('searchItems')[1]).toBe(8)
    expect(row('purgeCache')[1]).toBe('PURGE')
    const entries = readEntries(data)
    const entry = (id: string) =>
      entries.find((item) => item.kind === 'operation' && item.operationId === id)
    expect(entry('searchItems')).toMatchObject({ method: 'query', link: '/catalog/searchItems' })
    expect(entry('purgeCache')).toMatchObject({ method: 'PURGE', path: '/cache/{key}' })
    // Tagged `search`, whose parent is `catalog`; the badge and audience tags stay searchable.
    expect(entry('searchItems')).toMatchObject({ tags: ['search', 'catalog', 'beta', 'partners'] })
    expect(entry('purgeCache')).toMatchObject({ tags: ['cache', 'beta'] })
  })
})
