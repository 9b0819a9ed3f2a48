import { describe, expect, it } from 'vitest'
import { boundedDistance } from './distance'

describe('boundedDistance', () => {
  it('counts insertions, deletions and substitutions', () => {
    expect(boundedDistance('list', 'list', 2)).toBe(0)
    expect(boundedDistance('lst', 'list', 2)).toBe(1)
    expect(boundedDistance('lisst', 'list', 2)).toBe(1)
    expect(boundedDistance('lost', 'list', 2)).toBe(1)
    expect(boundedDistance('kitten', 'sitting', 3)).toBe(3)
  })

  it('counts a transposition of neighbours as one edit', () => {
    expect(boundedDistance('lsit', 'list', 2)).toBe(1)
    expect(boundedDistance('repositroy', 'repository', 2)).toBe(1)
  })

  it('stops at the bound, answering max + 1', () => {
    expect(boundedDistance('abcdef', 'uvwxyz', 1)).toBe(2)
    expect(boundedDistance('a', 'abcd', 2)).toBe(3)
    expect(boundedDistance('', 'ab', 2)).toBe(2)
  })

  it('gives the same answer whichever order its buffers were grown in', () => {
    const long = 'x'.repeat(40)
    expect(boundedDistance(long, long + 'y', 1)).toBe(1)
    expect(boundedDistance('pets', 'pest', 1)).toBe(1)
  })
})
