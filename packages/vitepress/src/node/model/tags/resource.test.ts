import { describe, expect, it } from 'vitest'
import { pathResource } from './resource'

describe('pathResource', () => {
  it('is the first segment that names a resource', () => {
    expect(pathResource('/pets')).toBe('pets')
    expect(pathResource('/store/orders/{id}')).toBe('store')
  })

  it('passes over versions, api prefixes and path parameters', () => {
    expect(pathResource('/v1/charges')).toBe('charges')
    expect(pathResource('/v1/charges/{charge}/refunds')).toBe('charges')
    expect(pathResource('/api/v1/namespaces/{namespace}/pods')).toBe('namespaces')
    expect(pathResource('/apis/apps/v1beta2/deployments')).toBe('apps')
    expect(pathResource('/rest/api/2/issue')).toBe('issue')
    expect(pathResource('/2024-01-01/reports')).toBe('reports')
    expect(pathResource('/{tenant}/users')).toBe('users')
  })

  it('keeps words that only start like a version', () => {
    expect(pathResource('/videos')).toBe('videos')
    expect(pathResource('/v1/vault')).toBe('vault')
    expect(pathResource('/apikeys')).toBe('apikeys')
  })

  it('falls back to the first segment, or "default" for the root', () => {
    expect(pathResource('/v1/{id}')).toBe('v1')
    expect(pathResource('/')).toBe('default')
  })
})
