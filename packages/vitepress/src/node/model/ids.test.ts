import { describe, expect, it } from 'vitest'
import { createSlugger, derivedOperationId, MAX_SLUG, slugify } from './ids'

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

  it('shortens an id longer than a file name may be, keeping two such ids apart', () => {
    // Microsoft Graph beta's longest operation id, 243 characters.
    const id =
      'identityGovernance.entitlementManagement.accessPackageAssignments.accessPackage.accessPackageResourceRoleScopes.accessPackageResourceRole.accessPackageResource.accessPackageResourceScopes.accessPackageResource.GetAccessPackageResourceEnvironment'
    const slug = slugify(id)
    expect(slug).toHaveLength(MAX_SLUG)
    expect(slug).toMatch(/^identityGovernance-entitlementManagement-.*-[0-9a-f]{8}$/)
    expect(slugify(id.replace('Get', 'Set'))).not.toBe(slug)
    expect(slugify(id.replace('Get', 'Set')).slice(0, 100)).toBe(slug.slice(0, 100))
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
