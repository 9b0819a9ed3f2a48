import { availableParallelism } from 'node:os'
import { describe, expect, it } from 'vitest'
import { renderThreadCount, THREADS_FROM_PAGES } from './render-threads'

describe('renderThreadCount', () => {
  it('gives a large site a thread per core and a small one none, unless configured', () => {
    expect(renderThreadCount(undefined, THREADS_FROM_PAGES)).toBe(availableParallelism())
    expect(renderThreadCount(undefined, THREADS_FROM_PAGES - 1)).toBe(0)
    expect(renderThreadCount(0, 50_000)).toBe(0)
    expect(renderThreadCount(3, 10)).toBe(3)
  })
})
