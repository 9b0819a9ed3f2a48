import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { ChangelogChange } from '../../shared/changelog'

/** What one commit's comparison found, stored under the two blob ids it compared. */
export interface ComparedPair {
  version?: string
  previousVersion?: string
  changes: ChangelogChange[]
}

// Bumped whenever the diff's output changes, so that older entries are not read back.
const FORMAT = 'changelog-1'

/** An on-disk cache of comparisons, keyed by blob ids: a blob's content never changes. */
export class PairCache {
  private readonly dir: string | undefined

  /** `dir` undefined: nothing is stored. */
  constructor(dir: string | undefined) {
    this.dir = dir && join(dir, FORMAT)
  }

  /** The stored comparison of `before` (undefined for a first version) and `after`. */
  get(before: string | undefined, after: string): ComparedPair | undefined {
    if (!this.dir) return undefined
    try {
      return JSON.parse(readFileSync(this.file(before, after), 'utf8')) as ComparedPair
    } catch {
      return undefined
    }
  }

  /** Stores a comparison; a cache that cannot be written is only slower, never an error. */
  set(before: string | undefined, after: string, pair: ComparedPair): void {
    if (!this.dir) return
    try {
      mkdirSync(this.dir, { recursive: true })
      const file = this.file(before, after)
      // Written aside and renamed: two builds at once never read half a file.
      const temporary = `${file}.${process.pid}.tmp`
      writeFileSync(temporary, JSON.stringify(pair))
      renameSync(temporary, file)
    } catch {
      // Read-only or full disk: the next build computes it again.
    }
  }

  private file(before: string | undefined, after: string): string {
    return join(this.dir!, `${before ?? 'first'}-${after}.json`)
  }
}
