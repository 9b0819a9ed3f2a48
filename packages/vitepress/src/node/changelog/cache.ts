import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { ChangelogChange } from '../../shared/changelog'
import type { StoredSummary } from './summary'

/** What one commit's comparison found, stored under the two blob ids it compared. */
export interface ComparedPair {
  version?: string
  previousVersion?: string
  changes: ChangelogChange[]
}

/**
 * The cache's format: bumped whenever what is stored, or what the diff makes of it, changes, so
 * that a newer plugin never reads an older one's entries (they sit in another folder).
 */
export const CACHE_FORMAT = 'changelog-5'

/**
 * An on-disk cache keyed by git object ids, whose content never changes: comparisons by blob
 * pair, summaries by blob, rename lookups by commit and path.
 */
export class ChangelogCache {
  private readonly dir: string | undefined
  private readonly made = new Set<string>()

  /** `dir` undefined: nothing is stored. `format` stands in for `CACHE_FORMAT` in tests. */
  constructor(dir: string | undefined, format: string = CACHE_FORMAT) {
    this.dir = dir && join(dir, format)
  }

  /** The stored comparison of `before` (undefined for a first version) and `after`. */
  pair(before: string | undefined, after: string): ComparedPair | undefined {
    return this.read<ComparedPair>('pairs', `${before ?? 'first'}-${after}`)
  }

  /** Stores a comparison. */
  setPair(before: string | undefined, after: string, pair: ComparedPair): void {
    this.write('pairs', `${before ?? 'first'}-${after}`, pair)
  }

  /** The stored summary of a blob. */
  summary(blob: string): StoredSummary | undefined {
    return this.read<StoredSummary>('summaries', blob)
  }

  /** True when a blob's summary is stored (without reading it). */
  hasSummary(blob: string): boolean {
    return !!this.dir && existsSync(join(this.dir, 'summaries', `${blob}.json`))
  }

  /**
   * Stores the summary of the newest version of `file`, the one its next commit is compared
   * with, in place of the one stored before for that file: summaries are half a megabyte for a
   * large description, and the older ones' comparisons are already stored as pairs.
   */
  setHeadSummary(file: string, blob: string, summary: StoredSummary): void {
    const head = this.read<{ blob: string }>('heads', keyOf(file))
    if (head && head.blob !== blob && this.dir) {
      try {
        rmSync(join(this.dir, 'summaries', `${head.blob}.json`), { force: true })
      } catch {
        // Left behind: only space.
      }
    }
    this.write('summaries', blob, summary)
    this.write('heads', keyOf(file), { blob })
  }

  /** The path `file` was renamed from in `commit`: null for none, undefined when not stored. */
  rename(commit: string, file: string): string | null | undefined {
    return this.read<{ from: string | null }>('renames', `${commit}-${keyOf(file)}`)?.from
  }

  /** Stores where `file` came from in `commit` (null: it was added, not renamed). */
  setRename(commit: string, file: string, from: string | null): void {
    this.write('renames', `${commit}-${keyOf(file)}`, { from })
  }

  private read<T>(kind: string, key: string): T | undefined {
    if (!this.dir) return undefined
    try {
      return JSON.parse(readFileSync(join(this.dir, kind, `${key}.json`), 'utf8')) as T
    } catch {
      return undefined
    }
  }

  /** A cache that cannot be written is only slower, never an error. */
  private write(kind: string, key: string, value: unknown): void {
    if (!this.dir) return
    try {
      const dir = join(this.dir, kind)
      if (!this.made.has(dir)) mkdirSync(dir, { recursive: true })
      this.made.add(dir)
      const file = join(dir, `${key}.json`)
      // Written aside and renamed: two builds at once never read half a file.
      const temporary = `${file}.${process.pid}.tmp`
      writeFileSync(temporary, JSON.stringify(value))
      renameSync(temporary, file)
    } catch {
      // Read-only or full disk: the next build computes it again.
    }
  }
}

/** A path as a file name. */
function keyOf(file: string): string {
  return createHash('sha1').update(file).digest('hex').slice(0, 16)
}
