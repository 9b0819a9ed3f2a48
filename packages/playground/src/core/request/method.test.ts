import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import {
  canFetchMethod,
  HTTP_METHODS,
  isHttpMethod,
  methodHasBody,
  normalizeMethod,
  wireMethod,
} from './method'

describe('methods', () => {
  it('lists the five allowed methods', () => {
    expect(HTTP_METHODS).toEqual(['get', 'post', 'put', 'patch', 'delete'])
  })

  it('sends the standard methods in upper case, whatever the case given', () => {
    expect(normalizeMethod('GET')).toBe('GET')
    expect(normalizeMethod(' Patch ')).toBe('PATCH')
    expect(normalizeMethod('head')).toBe('HEAD')
    expect(normalizeMethod('options')).toBe('OPTIONS')
    expect(normalizeMethod('query')).toBe('QUERY')
    expect(isHttpMethod('post')).toBe(true)
    expect(isHttpMethod('POST')).toBe(false)
  })

  it('sends any other token exactly as written (RFC 9110: methods are case-sensitive)', () => {
    expect(normalizeMethod('PURGE')).toBe('PURGE')
    // An OpenAPI 3.2 additionalOperations key is sent "with the same capitalization".
    expect(normalizeMethod('purge')).toBe('purge')
    expect(normalizeMethod(' Copy ')).toBe('Copy')
    expect(wireMethod('query')).toBe('QUERY')
    expect(wireMethod('trace')).toBe('TRACE')
    fc.assert(
      fc.property(fc.stringMatching(/^[!#$%&'*+\-.^_`|~0-9A-Za-z]{1,12}$/), (token) => {
        fc.pre(!['CONNECT', 'TRACE', 'TRACK'].includes(token.toUpperCase()))
        expect(canFetchMethod(token)).toBe(true)
        const standard = ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH', 'QUERY']
        expect(normalizeMethod(token)).toBe(
          standard.includes(token.toUpperCase()) ? token.toUpperCase() : token,
        )
      }),
    )
  })

  it("refuses what fetch() refuses (the Fetch Standard's forbidden methods) and non-tokens", () => {
    for (const method of ['CONNECT', 'trace', 'Track']) {
      expect(canFetchMethod(method)).toBe(false)
      expect(() => normalizeMethod(method)).toThrow(
        `Unsupported HTTP method "${method}": browsers' fetch() refuses CONNECT, TRACE and TRACK`,
      )
    }
    expect(() => normalizeMethod('')).toThrow(Error)
    expect(() => normalizeMethod('GE T')).toThrow(/token/)
  })

  it('sends a body for every method but GET, HEAD, DELETE and OPTIONS', () => {
    expect(HTTP_METHODS.filter(methodHasBody)).toEqual(['post', 'put', 'patch'])
    // Forms hold the method as typed or imported: any case counts.
    expect(['DELETE', 'Put', 'GET', 'PATCH'].map(methodHasBody)).toEqual([false, true, false, true])
    expect(['head', 'OPTIONS', 'query', 'PURGE'].map(methodHasBody)).toEqual([
      false,
      false,
      true,
      true,
    ])
  })
})
