/** One figure a benchmark prints; over `budget` or under `floor` fails the run. */
export interface Figure {
  label: string
  value: number
  budget?: number
  /** The least acceptable value, for figures where higher is better (throughput). */
  floor?: number
  format: (value: number) => string
}

/** A benchmark: runs once and returns its figures. */
export interface Benchmark {
  /** Short name to run it alone: `npm run bench -- <id>`. */
  id: string
  name: string
  run: () => Promise<Figure[]>
}
