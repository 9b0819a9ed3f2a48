import { describe, expect, it } from 'vitest'
import { entriesInLocale, readEntries } from './entries'
import type { SearchIndexData } from './format'

// `pets` with a French copy, `store` with none.
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

const links = (locale: string) => entriesInLocale(readEntries(data), locale).map((e) => e.link)

describe('entriesInLocale', () => {
  it("gives a locale's reader the locale's copies, and the specs without one as they are", () => {
    expect(links('fr')).toEqual(['/fr/pets/listPets', '/store/listOrders', '/fr/schemas/pets/Pet'])
    expect(links('/fr/')).toEqual(links('fr'))
  })

  it("gives the root's reader no locale's copy", () => {
    expect(links('root')).toEqual(['/pets/listPets', '/store/listOrders', '/schemas/pets/Pet'])
    expect(links('de')).toEqual(links('root'))
  })
})
