import type { Benchmark } from './types'

/** The benchmarks named by `ids` (all of them when none is given); throws on an unknown id. */
export function selectBenchmarks(all: readonly Benchmark[], ids: readonly string[]): Benchmark[] {
  if (!ids.length) return [...all]
  const unknown = ids.filter((id) => !all.some((bench) => bench.id === id))
  if (unknown.length)
    throw new Error(
      `unknown benchmark ${unknown.join(', ')}; choose from ${all.map((bench) => bench.id).join(', ')}`,
    )
  return all.filter((bench) => ids.includes(bench.id))
}
