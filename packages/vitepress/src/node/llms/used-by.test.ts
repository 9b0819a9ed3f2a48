import { describe, expect, it } from 'vitest'
import { usedByMore } from './used-by'

describe('usedByMore', () => {
  it('counts the operations not listed, and all of them, with thousands separated', () => {
    expect(usedByMore(11_422, 50)).toBe(
      'And 11,372 more operations: 11,422 in all use this schema.',
    )
    expect(usedByMore(51, 50)).toBe('And 1 more operation: 51 in all use this schema.')
  })
})
