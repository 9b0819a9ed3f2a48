import { describe, expect, it } from 'vitest'
import { HTTP_METHODS, isHttpMethod, methodHasBody, normalizeMethod } from './method'

describe('methods', () => {
  it('lists the five allowed methods', () => {
    expect(HTTP_METHODS).toEqual(['get', 'post', 'put', 'patch', 'delete'])
  })

  it('accepts any case and surrounding spaces', () => {
    expect(normalizeMethod('GET')).toBe('get')
    expect(normalizeMethod(' Patch ')).toBe('patch')
    expect(isHttpMethod('post')).toBe(true)
    expect(isHttpMethod('POST')).toBe(false)
  })

  it('throws an error naming the method and the allowed values', () => {
    expect(() => normalizeMethod('HEAD')).toThrow(
      'Unsupported HTTP method "HEAD": expected one of get, post, put, patch, delete',
    )
    expect(() => normalizeMethod('')).toThrow(Error)
  })

  it('sends a body for post, put and patch only', () => {
    expect(HTTP_METHODS.filter(methodHasBody)).toEqual(['post', 'put', 'patch'])
    // Forms hold the method as typed or imported: any case counts.
    expect(['DELETE', 'Put', 'GET', 'PATCH'].map(methodHasBody)).toEqual([false, true, false, true])
  })
})
