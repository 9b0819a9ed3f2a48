import type { Figure } from './types'

/** The median of `values` (the mean of the middle two for an even count). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}

/**
 * A figure measured over several runs: its median is held to the budget, and the label shows
 * every run's range (median held to `budget`, or to `floor` when higher is better), so a noisy machine is visible instead of hidden.
 */
export function spreadFigure(
  label: string,
  runs: readonly number[],
  format: (value: number) => string,
  limit: { budget?: number; floor?: number } = {},
): Figure {
  const range = `${format(Math.min(...runs))}–${format(Math.max(...runs))}`
  return {
    label: `${label}, median of ${runs.length} runs (${range})`,
    value: median(runs),
    ...limit,
    format,
  }
}
