import { describe, expect, it } from 'vitest'
import {
  changelogLink,
  clashesWithSchemas,
  downloadLink,
  localeCopyName,
  localeCopyOf,
  operationLink,
  pageFile,
  schemaLink,
  sidebarKeys,
} from './links'

describe('links', () => {
  it('puts operations and the changelog under the prefix, schemas under /schemas/<spec>', () => {
    expect(operationLink('/pets', 'listPets')).toBe('/pets/listPets')
    expect(changelogLink('/pets')).toBe('/pets/changelog')
    expect(schemaLink('pets', 'Pet')).toBe('/schemas/pets/Pet')
  })

  it('names the markdown file VitePress routes a link to', () => {
    expect(pageFile('/pets/listPets')).toBe('pets/listPets.md')
    expect(pageFile(schemaLink('pets', 'Pet'))).toBe('schemas/pets/Pet.md')
    expect(pageFile('/api/v2/pets/listPets')).toBe('api/v2/pets/listPets.md')
  })

  it('gives each spec its prefix and its schema folder as sidebar keys', () => {
    expect(sidebarKeys('pets', '/pets')).toEqual(['/pets/', '/schemas/pets/'])
  })

  it("puts a locale's copy of a spec's schema pages under the locale's prefix", () => {
    const copy = localeCopyName('pets', 'fr')
    expect(copy).toBe('pets~fr')
    expect(localeCopyOf(copy)).toEqual({ spec: 'pets', locale: 'fr' })
    expect(localeCopyOf('pets')).toBeUndefined()
    expect(schemaLink(copy, 'Pet')).toBe('/fr/schemas/pets/Pet')
    expect(pageFile(schemaLink(copy, 'Pet'))).toBe('fr/schemas/pets/Pet.md')
    expect(sidebarKeys(copy, '/fr/pets')).toEqual(['/fr/pets/', '/fr/schemas/pets/'])
  })

  it('tells a prefix that falls among the schema pages', () => {
    expect(clashesWithSchemas('/schemas')).toBe(true)
    expect(clashesWithSchemas('/Schemas/pets')).toBe(true)
    expect(clashesWithSchemas('/schemasx')).toBe(false)
    expect(clashesWithSchemas('/pets')).toBe(false)
  })

  it("puts a spec's description file under its prefix, its name encoded", () => {
    expect(downloadLink('/pets', 'pets.yaml')).toBe('/pets/pets.yaml')
    expect(downloadLink('/a', 'my api#1.json')).toBe('/a/my%20api%231.json')
  })
})
