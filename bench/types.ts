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

/** Gzipped bytes of an app's JavaScript, up front and on demand, and how many files each. */
export interface AppCost {
  /** `modules`: the source files in those chunks, as paths from the repository root. */
  upFront: { gzip: number; files: number; modules: string[] }
  onDemand: { gzip: number; files: number }
}
