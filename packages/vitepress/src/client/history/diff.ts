// A line diff of two bodies, for comparing two history entries. Written by hand rather than
// taken from a library (`diff` is 30+ KB minified): the bodies are capped (entries.ts), so the
// plain longest-common-subsequence table (Hunt–McIlroy's starting point; see
// https://en.wikipedia.org/wiki/Longest_common_subsequence) is small enough.

/** One line of a diff: kept in both, only in the first (`-`), or only in the second (`+`). */
export interface DiffLine {
  kind: ' ' | '-' | '+'
  text: string
}

/** Lines beyond which the table (lines × lines) is not built: the diff then says so. */
export const DIFF_LINE_LIMIT = 2000

/** The lines of `a` and `b` in order, each marked kept, removed or added; none past the limit. */
export function diffLines(a: string, b: string): DiffLine[] | undefined {
  const left = a.split('\n')
  const right = b.split('\n')
  if (left.length > DIFF_LINE_LIMIT || right.length > DIFF_LINE_LIMIT) return undefined
  // Common prefix and suffix first: two answers of one endpoint differ in a few lines.
  let start = 0
  while (start < left.length && start < right.length && left[start] === right[start]) start++
  let endA = left.length
  let endB = right.length
  while (endA > start && endB > start && left[endA - 1] === right[endB - 1]) {
    endA--
    endB--
  }
  const x = left.slice(start, endA)
  const y = right.slice(start, endB)
  // lcs[i][j]: the longest common subsequence of x[i..] and y[j..].
  const width = y.length + 1
  const lcs = new Uint32Array((x.length + 1) * width)
  for (let i = x.length - 1; i >= 0; i--) {
    for (let j = y.length - 1; j >= 0; j--) {
      lcs[i * width + j] =
        x[i] === y[j]
          ? lcs[(i + 1) * width + j + 1]! + 1
          : Math.max(lcs[(i + 1) * width + j]!, lcs[i * width + j + 1]!)
    }
  }
  const out: DiffLine[] = left.slice(0, start).map((text) => ({ kind: ' ', text }))
  let i = 0
  let j = 0
  while (i < x.length || j < y.length) {
    if (i < x.length && j < y.length && x[i] === y[j]) {
      out.push({ kind: ' ', text: x[i]! })
      i++
      j++
    } else if (
      j < y.length &&
      (i === x.length || lcs[i * width + j + 1]! > lcs[(i + 1) * width + j]!)
    ) {
      // On a tie the removed line comes first, as `diff -u` writes them.
      out.push({ kind: '+', text: y[j]! })
      j++
    } else {
      out.push({ kind: '-', text: x[i]! })
      i++
    }
  }
  for (const text of left.slice(endA)) out.push({ kind: ' ', text })
  return out
}

/** The headers of two entries side by side: each name once, with both values. */
export function diffHeaders(
  a: Readonly<Record<string, string>>,
  b: Readonly<Record<string, string>>,
): { name: string; a?: string; b?: string; same: boolean }[] {
  const lower = (record: Readonly<Record<string, string>>) =>
    new Map(Object.entries(record).map(([name, value]) => [name.toLowerCase(), value]))
  const left = lower(a)
  const right = lower(b)
  const names = [...new Set([...left.keys(), ...right.keys()])].sort()
  return names.map((name) => {
    const one = left.get(name)
    const two = right.get(name)
    return {
      name,
      ...(one !== undefined ? { a: one } : {}),
      ...(two !== undefined ? { b: two } : {}),
      same: one === two,
    }
  })
}
