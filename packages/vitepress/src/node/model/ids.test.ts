import { describe, expect, it } from 'vitest'
import { createSlugger, derivedOperationId, slugify } from './ids'

describe('ids', () => {
  it('derives a stable id from method and path', () => {
    expect(derivedOperationId('get', '/pets/{petId}/photos')).toBe('get-pets-petId-photos')
    expect(derivedOperationId('GET', '/')).toBe('get')
  })

  it('makes ids URL- and file-safe', () => {
    expect(slugify('repos/list-for-org')).toBe('repos-list-for-org')
    expect(slugify('Crème brûlée?')).toBe('Creme-brulee')
    expect(slugify('///')).toBe('operation')
  })

  it('keeps slugs unique without regard to case, and never hands out a reserved one', () => {
    const slug = createSlugger(['changelog'])
    expect(slug('getPet')).toBe('getPet')
    expect(slug('GetPet')).toBe('GetPet-2')
    expect(slug('get/pet')).toBe('get-pet')
    expect(slug('get pet')).toBe('get-pet-2')
    expect(slug('Changelog')).toBe('Changelog-2')
  })
})
