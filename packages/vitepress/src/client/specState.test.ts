import { describe, expect, it } from 'vitest'
import { localeCopyName } from '../shared/links'
import { sameOperation, stateOperation, stateSpec } from './specState'

describe("a spec's browser state, shared with its locales' copies", () => {
  it('is kept under the spec’s own name for the spec and every copy of it', () => {
    expect(stateSpec('pets')).toBe('pets')
    expect(stateSpec('pets~fr')).toBe('pets')
    expect(stateSpec(localeCopyName('pet-store_2', 'pt-BR'))).toBe('pet-store_2')
  })

  it('names an operation by its spec’s own name, the operationId left as it is', () => {
    expect(stateOperation('pets.listPets')).toBe('pets.listPets')
    expect(stateOperation('pets~fr.listPets')).toBe('pets.listPets')
    // An operationId may hold dots and tildes: only the spec's part changes.
    expect(stateOperation('pets~ar.pets.get~v2')).toBe('pets.pets.get~v2')
    expect(stateOperation('pets.get~fr')).toBe('pets.get~fr')
  })

  it('takes an operation of a copy for the same operation of its spec, and no other', () => {
    expect(sameOperation('pets~fr.listPets', 'pets.listPets')).toBe(true)
    expect(sameOperation('pets~fr.listPets', 'pets~ar.listPets')).toBe(true)
    expect(sameOperation('pets~fr.listPets', 'pets.getPet')).toBe(false)
    expect(sameOperation('pets~fr.listPets', 'store~fr.listPets')).toBe(false)
  })
})
