import { describe, expect, it } from 'vitest'
import { selectBenchmarks } from './select'
import type { Benchmark } from './types'

const bench = (id: string): Benchmark => ({ id, name: id, run: async () => [] })
const all = [bench('bundle-size'), bench('large-body'), bench('api-docs')]

describe('selectBenchmarks', () => {
  it('runs every benchmark when none is named', () => {
    expect(selectBenchmarks(all, []).map((b) => b.id)).toEqual([
      'bundle-size',
      'large-body',
      'api-docs',
    ])
  })

  it('runs only the named ones, in their usual order', () => {
    expect(selectBenchmarks(all, ['api-docs', 'bundle-size']).map((b) => b.id)).toEqual([
      'bundle-size',
      'api-docs',
    ])
  })

  it('names the choices when an id is unknown', () => {
    expect(() => selectBenchmarks(all, ['api'])).toThrow(
      /unknown benchmark api; choose from bundle-size, large-body, api-docs/,
    )
  })
})
