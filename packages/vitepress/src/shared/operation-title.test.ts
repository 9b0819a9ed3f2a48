import { describe, expect, it } from 'vitest'
import { operationTitle } from './operation-title'

describe('operationTitle', () => {
  it('is the summary, else the path, never the method', () => {
    expect(operationTitle({ summary: 'List charges', path: '/v1/charges' })).toBe('List charges')
    expect(operationTitle({ path: '/v1/accounts/{account}' })).toBe('/v1/accounts/{account}')
  })

  it("is a webhook's name, whatever its summary", () => {
    expect(operationTitle({ summary: 'A pet was sold', path: 'petSold', webhook: true })).toBe(
      'petSold',
    )
  })
})
