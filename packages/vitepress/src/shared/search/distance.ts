// Rows reused between calls: the ranking calls this thousands of times per keystroke, and fresh
// arrays each time would be most of its cost.
let before = new Int32Array(32)
let previous = new Int32Array(32)
let current = new Int32Array(32)

/**
 * The optimal-string-alignment distance (Damerau-Levenshtein where a transposition counts as
 * one edit) between `a` and `b`, or `max + 1` as soon as it is known to exceed `max`.
 */
export function boundedDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1
  if (a === b) return 0
  const m = a.length
  const n = b.length
  if (n + 1 > current.length) {
    before = new Int32Array(n + 1)
    previous = new Int32Array(n + 1)
    current = new Int32Array(n + 1)
  }
  for (let j = 0; j <= n; j++) previous[j] = j
  for (let i = 1; i <= m; i++) {
    current[0] = i
    let rowMin = i
    const ca = a.charCodeAt(i - 1)
    for (let j = 1; j <= n; j++) {
      const cb = b.charCodeAt(j - 1)
      const cost = ca === cb ? 0 : 1
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost)
      if (i > 1 && j > 1 && ca === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === cb)
        value = Math.min(value, before[j - 2]! + 1)
      current[j] = value
      if (value < rowMin) rowMin = value
    }
    // Every later cell descends from this row: none can come back under the bound.
    if (rowMin > max) return max + 1
    const spare = before
    before = previous
    previous = current
    current = spare
  }
  const distance = previous[n]!
  return distance > max ? max + 1 : distance
}
