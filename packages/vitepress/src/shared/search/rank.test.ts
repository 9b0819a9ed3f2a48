import { describe, expect, it } from 'vitest'
import type { SearchEntry } from './entries'
import { createSearcher, wordScore } from './rank'

const pets = { name: 'pets', label: 'Pets API' }
const admin = { name: 'admin', label: 'Admin API' }

function operation(
  spec: SearchEntry['spec'],
  method: 'get' | 'post' | 'delete',
  path: string,
  operationId: string,
  summary: string,
  tags: string[] = [],
): SearchEntry {
  return {
    kind: 'operation',
    spec,
    link: `/${spec.name}/${operationId}`,
    method,
    path,
    operationId,
    summary,
    tags,
  }
}

const entries: SearchEntry[] = [
  operation(pets, 'get', '/pets', 'listPets', 'List pets', ['pets']),
  operation(pets, 'post', '/pets', 'createPet', 'Create a pet', ['pets']),
  operation(pets, 'get', '/pets/{petId}', 'getPet', 'Get a pet', ['pets']),
  operation(pets, 'get', '/store/inventory', 'getInventory', 'Store inventory', ['store']),
  operation(admin, 'get', '/users', 'listUsers', 'List users', ['users']),
  operation(admin, 'delete', '/users/{id}', 'deleteUser', 'Remove an account', ['users']),
  operation(admin, 'get', '/audit', 'getAudit', 'Audit log', ['pets-audit']),
  { kind: 'schema', spec: pets, link: '/schemas/pets/Pet', name: 'Pet' },
  { kind: 'schema', spec: admin, link: '/schemas/admin/User', name: 'User' },
]
const searcher = createSearcher(entries)
const first = (query: string) => searcher.search(query)[0]
const titles = (query: string) =>
  searcher
    .search(query)
    .map((entry) => (entry.kind === 'operation' ? entry.operationId : `schema ${entry.name}`))

describe('wordScore', () => {
  it('orders whole word > start of word > typo > part inside > abbreviation > nothing', () => {
    const scores = [
      wordScore('pets', 'pets'),
      wordScore('pet', 'pets'),
      wordScore('pest', 'pets'),
      wordScore('vent', 'inventory'),
      wordScore('lst', 'list'),
      wordScore('cat', 'pets'),
    ]
    expect([...scores].sort((a, b) => b - a)).toEqual(scores)
    expect(scores.at(-1)).toBe(0)
  })

  it('bounds typos by word length: none under 4 letters, one from 4, two from 8', () => {
    expect(wordScore('pes', 'pet')).toBe(0)
    expect(wordScore('lsit', 'list')).toBeGreaterThan(0) // a transposition is one edit
    expect(wordScore('lsti', 'list')).toBe(0) // two edits
    expect(wordScore('pxts', 'pets')).toBeGreaterThan(0)
    expect(wordScore('pxtx', 'pets')).toBe(0)
    expect(wordScore('invnetroy', 'inventory')).toBeGreaterThan(0)
    expect(wordScore('ixvxntxry', 'inventory')).toBe(0)
  })

  it('forgives a typo in a word still being typed', () => {
    expect(wordScore('invent', 'inventory')).toBeGreaterThan(0.7)
    expect(wordScore('imvent', 'inventory')).toBeGreaterThan(0)
    expect(wordScore('invetn', 'inventory')).toBeGreaterThan(0)
    expect(wordScore('ixvetn', 'inventory')).toBe(0)
  })
})

describe('createSearcher', () => {
  it('finds partial words with typos: "lst pets" is List pets', () => {
    expect(first('lst pets')).toMatchObject({ operationId: 'listPets', spec: pets })
    expect(first('lsit pets')).toMatchObject({ operationId: 'listPets' })
    expect(first('inventroy')).toMatchObject({ operationId: 'getInventory' })
  })

  it('searches every spec at once', () => {
    const found = searcher.search('list')
    expect(found.map((entry) => entry.spec.name)).toEqual(expect.arrayContaining(['pets', 'admin']))
    expect(first('user')).toMatchObject({ spec: admin })
  })

  it('puts an exact operation id, path or schema name first', () => {
    expect(first('getPet')).toMatchObject({ operationId: 'getPet' })
    expect(first('/pets/{petId}')).toMatchObject({ operationId: 'getPet' })
    expect(first('post /pets')).toMatchObject({ operationId: 'createPet' })
    expect(first('admin.listUsers')).toMatchObject({ operationId: 'listUsers' })
    expect(first('Pet')).toMatchObject({ kind: 'schema', name: 'Pet' })
  })

  it('ranks a summary match above a tag match', () => {
    // "audit" is getAudit's summary, and only a tag of nothing else; "pets" is listPets' summary
    // and getAudit's tag.
    const found = titles('pets')
    expect(found.indexOf('listPets')).toBeLessThan(found.indexOf('getAudit'))
    expect(found).toContain('getAudit')
  })

  it('finds operations by what only their path, id or method says', () => {
    expect(titles('remove account')).toEqual(['deleteUser'])
    expect(titles('delete')).toEqual(['deleteUser'])
    expect(first('inventory')).toMatchObject({ operationId: 'getInventory' })
  })

  it('needs every known word of the query, and ignores words nothing has', () => {
    expect(titles('create pets')).toEqual(['createPet'])
    expect(titles('create zzzz')).toEqual(['createPet'])
    expect(titles('zzzz')).toEqual([])
  })

  it('answers nothing to a blank query and honours the limit', () => {
    expect(searcher.search('   ')).toEqual([])
    expect(searcher.search('pets', 2)).toHaveLength(2)
  })

  it('keeps the best of many matches in their order, whatever the limit', () => {
    // Sixty entries that all match "item", with scores and lengths that differ, offered in an
    // order that is not their rank: each limit must give the head of the full ranking.
    const many: SearchEntry[] = Array.from({ length: 60 }, (_, i) =>
      i % 3 === 0
        ? { kind: 'schema', spec: pets, link: `/s/${i}`, name: `Item${'x'.repeat(i % 7)}` }
        : operation(pets, 'get', `/items/${i}`, `op${i}`, `${'Item '.repeat(1 + (i % 4))}${i}`),
    )
    const all = createSearcher(many).search('item', 100)
    expect(all).toHaveLength(60)
    for (const limit of [0, 1, 5, 17, 59])
      expect(createSearcher(many).search('item', limit)).toEqual(all.slice(0, limit))
  })
})

describe('operations and schemas', () => {
  const shipping = { name: 'ship', label: 'ShipEngine' }
  const list: SearchEntry[] = [
    { kind: 'schema', spec: shipping, link: '/schemas/ship/label', name: 'purchase_label' },
    operation(shipping, 'post', '/v1/labels', 'create_label', 'Purchase label'),
    {
      kind: 'operation',
      spec: shipping,
      link: '/ship/label-voided',
      method: 'post',
      path: 'label-voided',
      operationId: 'labelVoided',
      tags: [],
      webhook: true,
    },
  ]
  const search = createSearcher(list).search

  it('puts an operation before a schema that the words match as well', () => {
    expect(search('purchase label')[0]).toMatchObject({ kind: 'operation', path: '/v1/labels' })
  })

  it('still puts a schema first when it matches better', () => {
    expect(search('purchase_label')[0]).toMatchObject({ kind: 'schema' })
  })

  it('finds a webhook by its name, and all of them by "webhook"', () => {
    expect(search('label voided')[0]).toMatchObject({ webhook: true })
    expect(search('webhook').map((entry) => entry.link)).toEqual(['/ship/label-voided'])
  })
})
