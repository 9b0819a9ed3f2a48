import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { loadSpec } from '../description/load'
import { LazySpec } from './lazy-spec'
import { buildSpecModel, operationPageData, visibleSpec } from './spec'

// The e2e site's OpenAPI 3.2 description, which holds every 3.2 construct the pages show.
const site = fileURLToPath(new URL('../../../../../e2e/api-docs-site/', import.meta.url))
const entry = { name: 'catalog', spec: 'specs/catalog.yaml', prefix: '/catalog' }
const catalog = async () => buildSpecModel(await loadSpec(entry, site))
const byId = async (id: string) => (await catalog()).operations.find((op) => op.operationId === id)!

describe('OpenAPI 3.2 in the model', () => {
  it('makes operations of `query` and of `additionalOperations`, each by its method', async () => {
    const model = await catalog()
    expect(model.operations.map((op) => [op.method, op.path, op.slug])).toEqual([
      ['get', '/items', 'listItems'],
      ['query', '/items/search', 'searchItems'],
      ['get', '/items/{id}/events', 'itemEvents'],
      ['get', '/cache/{key}', 'getCacheEntry'],
      ['PURGE', '/cache/{key}', 'purgeCache'],
    ])
    // The path item's parameters apply to an additional operation too.
    expect((await byId('purgeCache')).parameters.map((p) => p.name)).toEqual(['key'])
  })

  it('groups by tag: summaries, parents, badge tags on their operations only', async () => {
    const { tags } = await catalog()
    expect(
      tags.map(({ name, summary, parent, kind, operations }) => ({
        name,
        summary,
        parent,
        kind,
        slugs: operations.map((op) => op.slug),
      })),
    ).toEqual([
      { name: 'catalog', summary: 'Catalog', parent: undefined, kind: undefined, slugs: [] },
      {
        name: 'items',
        summary: 'Catalog items',
        parent: 'catalog',
        kind: undefined,
        slugs: ['listItems', 'itemEvents'],
      },
      {
        name: 'search',
        summary: 'Item search',
        parent: 'catalog',
        kind: undefined,
        slugs: ['searchItems'],
      },
      {
        name: 'cache',
        summary: 'Cache control',
        parent: undefined,
        kind: undefined,
        slugs: ['getCacheEntry', 'purgeCache'],
      },
      {
        name: 'partners',
        summary: 'Partners',
        parent: undefined,
        kind: 'audience',
        slugs: ['searchItems'],
      },
    ])
    expect((await byId('searchItems')).labels).toEqual([
      { name: 'beta', text: 'Beta', kind: 'badge' },
      { name: 'partners', text: 'Partners', kind: 'audience' },
    ])
    expect((await byId('listItems')).labels).toBeUndefined()
  })

  it('models an `in: querystring` parameter by its content', async () => {
    const [filter] = (await byId('listItems')).parameters
    expect(filter).toMatchObject({
      name: 'filter',
      in: 'querystring',
      contentType: 'application/x-www-form-urlencoded',
      required: false,
      schema: { type: 'object', properties: { color: { type: 'string' } } },
      examples: [
        {
          name: 'red',
          summary: 'Red ones',
          value: 'color=red&size=2',
          serialized: 'color=red&size=2',
        },
      ],
    })
  })

  it('reads itemSchema, and an event stream data field`s contentSchema', async () => {
    const search = await byId('searchItems')
    expect(search.responses[0]!.content[0]).toMatchObject({
      type: 'application/jsonl',
      itemSchema: { $ref: 'Item' },
    })
    const events = (await byId('itemEvents')).responses[0]!.content[0]!
    expect(events.itemSchema?.properties?.event).toEqual({ type: 'string' })
    expect(events.itemData).toEqual({
      schema: { $ref: 'ItemChange' },
      mediaType: 'application/json',
    })
    // The page carries the schemas the items name.
    const model = await catalog()
    const page = operationPageData(model, await byId('itemEvents'))
    expect(Object.keys(page.schemas)).toEqual(['ItemChange'])
  })

  it('takes dataValue as the value, serializedValue as sent, reads a relative externalValue and links an absolute one', async () => {
    const list = await byId('listItems')
    expect(list.responses[0]!.content[0]!.examples).toEqual([
      {
        name: 'two',
        summary: 'Two items',
        value: [
          { id: 1, name: 'Lamp' },
          { id: 2, name: 'Desk' },
        ],
      },
    ])
    const media = (await byId('searchItems')).responses[0]!.content[0]!
    expect(media.examples).toEqual([
      {
        name: 'file',
        summary: 'Two lines',
        value: '{"id":1,"name":"Lamp"}\n{"id":2,"name":"Desk"}\n',
      },
    ])
    expect(media.externalExamples).toEqual([
      {
        name: 'remote',
        summary: 'A longer stream',
        url: 'https://docs.example.com/examples/items.jsonl',
      },
    ])
  })

  it('names servers, summarizes responses, follows $self and components.mediaTypes', async () => {
    const list = await byId('listItems')
    expect(list.servers.map((server) => server.name)).toEqual(['Local echo', 'Production'])
    expect(list.responses[0]).toMatchObject({ status: '200', summary: 'The items' })
    // `https://docs.example.com/specs/catalog.yaml#/components/schemas/Item` is the document's own.
    expect(list.responses[0]!.content[0]!.schema).toEqual({
      type: 'array',
      items: { $ref: 'Item' },
    })
    expect((await byId('purgeCache')).requestBody?.content[0]).toMatchObject({
      type: 'application/json',
      schema: { type: 'object', properties: { reason: { type: 'string' } } },
      examples: [{ name: 'example', value: { reason: 'stale' } }],
    })
  })

  it('makes the same tags and pages one at a time (vitepress dev) as whole', async () => {
    const loaded = await loadSpec(entry, site)
    const whole = buildSpecModel(loaded)
    const lazy = new LazySpec(visibleSpec(loaded))
    expect(lazy.outline.tags).toEqual(whole.tags)
    for (const operation of whole.operations)
      expect(operationPageData(lazy.pageParts(), lazy.operation(operation.slug)!)).toEqual(
        operationPageData(whole, operation),
      )
  })
})
