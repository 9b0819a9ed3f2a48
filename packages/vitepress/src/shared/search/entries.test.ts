import { describe, expect, it } from 'vitest'
import { readEntries } from './entries'
import type { SearchIndexData } from './format'

// `pets` with a French and an Arabic copy, `store` with none.
const data: SearchIndexData = {
  v: 1,
  s: [
    ['pets', 'Pets', '/pets'],
    ['pets~fr', 'Animaux', '/fr/pets'],
    ['pets~ar', 'Pets', '/ar/pets'],
    ['store', 'Store', '/store'],
  ],
  t: [],
  o: [
    [0, 0, '/pets', 'listPets', '', '', []],
    [1, 0, '/pets', 'listPets', '', '', []],
    [2, 0, '/pets', 'listPets', '', '', []],
    [3, 0, '/orders', 'listOrders', '', '', []],
  ],
  c: [
    [0, 'Pet', ''],
    [1, 'Pet', ''],
  ],
}

describe('readEntries', () => {
  it("links each entry under its spec's prefix, a locale's copy under the locale", () => {
    expect(readEntries(data).map((entry) => entry.link)).toEqual([
      '/pets/listPets',
      '/fr/pets/listPets',
      '/ar/pets/listPets',
      '/store/listOrders',
      '/schemas/pets/Pet',
      '/fr/schemas/pets/Pet',
    ])
  })
})
