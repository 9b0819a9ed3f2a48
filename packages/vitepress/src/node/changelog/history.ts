import type { ChangelogEntry } from '../../shared/changelog'
import { BlobReader } from './git/blob-reader'
import { ChangelogCache, type ComparedPair } from './cache'
import { changedOperations, diffSpecs } from './diff'
import { fileHistory, repositoryRoot, type FileCommit } from './git/git'
import { indexSpecText } from './index-text'
import { indexScanned } from './json-index'
import type { SpecIndex } from './spec-index'
import { loadSummary, storeSummary, type SpecSummary } from './summary'

/** Where the time of one history went, and how much was read: for benches and tests. */
export interface HistoryStats {
  /** Blob bodies read from git (zero when every comparison came from the cache). */
  blobsRead: number
  /** Milliseconds listing the commits and finding renames. */
  logMs: number
  /** Milliseconds waiting for blob bodies. */
  readMs: number
  /** Milliseconds summarizing versions (scanning or parsing, hashing). */
  summarizeMs: number
  /** Milliseconds comparing versions (parsing the changed pieces, diffing them). */
  compareMs: number
}

/** Where the history comes from and where comparisons are kept. */
export interface HistoryOptions {
  /** Folder for the cache (comparisons, summaries, renames); undefined: no cache. */
  cacheDir?: string
  /** Stands in for the cache's format version (tests of its invalidation). */
  cacheFormat?: string
  /** Filled with figures when given. */
  stats?: HistoryStats
}

/** Empty figures, for `HistoryOptions.stats`. */
export function emptyStats(): HistoryStats {
  return { blobsRead: 0, logMs: 0, readMs: 0, summarizeMs: 0, compareMs: 0 }
}

/** One version as the comparisons see it: its summary, and its index once its bytes are read. */
interface Version {
  commit: FileCommit
  summary: SpecSummary
  index?: SpecIndex
  /** The blob's bytes, while the index needs them. */
  bytes?: Buffer
}

/**
 * The changelog of one description file from its git history, newest first: one entry per
 * commit that changed it, with the API changes against the version before. Outside git, for an
 * untracked file, or with git missing, the history is empty.
 */
export async function specHistory(
  file: string,
  options: HistoryOptions = {},
): Promise<ChangelogEntry[]> {
  const stats = options.stats ?? emptyStats()
  let started = performance.now()
  const root = await repositoryRoot(file)
  if (!root) return []
  const cache = new ChangelogCache(options.cacheDir, options.cacheFormat)
  const commits = (await fileHistory(root, file, cache)).reverse()
  stats.logMs += performance.now() - started
  if (!commits.length) return []
  const blobs = new Blobs(root, stats)
  const version = async (commit: FileCommit, hint?: Version): Promise<Version | undefined> => {
    const stored = cache.summary(commit.blob)
    if (stored) return { commit, summary: loadSummary(stored) }
    const bytes = await blobs.wait(commit.blob)
    if (!bytes) return undefined
    started = performance.now()
    try {
      const index = await indexSpecText(bytes, commit.file, hint?.index)
      return { commit, summary: index.summary, index, bytes }
    } catch {
      // A version that does not parse is left out of the comparisons, not an error.
      blobs.drop(commit.blob)
      return undefined
    } finally {
      stats.summarizeMs += performance.now() - started
    }
  }

  const entries: ChangelogEntry[] = []
  let before: Version | undefined
  try {
    let previous: FileCommit | undefined
    for (const [i, commit] of commits.entries()) {
      let pair = cache.pair(previous?.blob, commit.blob)
      if (!pair) {
        if (previous && before?.commit !== previous) {
          blobs.retire(before)
          before = await version(previous)
        }
        // The next blob is asked for now: git reads it while this one is summarized.
        const next = commits[i + 1]
        if (!cache.hasSummary(commit.blob)) blobs.ask(commit.blob)
        if (next && !cache.pair(commit.blob, next.blob) && !cache.hasSummary(next.blob))
          blobs.ask(next.blob)
        const after = await version(commit, before)
        if (!after) continue
        started = performance.now()
        pair = await compare(before, after, (found) => blobs.indexed(found))
        stats.compareMs += performance.now() - started
        cache.setPair(previous?.blob, commit.blob, pair)
        blobs.retire(before, after.commit.blob)
        before = after
      }
      entries.push({
        commit: commit.commit,
        date: commit.date,
        subject: commit.subject,
        file: commit.file,
        first: !previous,
        ...pair,
        breaking: pair.changes.some((change) => change.breaking),
      })
      previous = commit
    }
    // The newest version's summary spares the next commit's comparison a scan of it.
    if (before && before.commit === previous && !cache.hasSummary(before.commit.blob))
      cache.setHeadSummary(file, before.commit.blob, storeSummary(before.summary))
  } finally {
    blobs.close()
  }
  return entries.reverse()
}

/** The blob bodies of one history: asked for ahead, waited for, given back when done. */
class Blobs {
  private reader: BlobReader | undefined
  private readonly bodies = new Map<string, Promise<Buffer | undefined>>()

  constructor(
    private readonly root: string,
    private readonly stats: HistoryStats,
  ) {}

  /** Asks git for a blob without waiting for it. */
  ask(blob: string): Promise<Buffer | undefined> {
    let found = this.bodies.get(blob)
    if (!found) {
      this.reader ??= new BlobReader(this.root)
      found = this.reader.read(blob).then(
        (bytes) => {
          this.stats.blobsRead++
          return bytes
        },
        () => undefined,
      )
      this.bodies.set(blob, found)
    }
    return found
  }

  /** A blob's bytes; undefined when git cannot read it. */
  async wait(blob: string): Promise<Buffer | undefined> {
    const started = performance.now()
    const bytes = await this.ask(blob)
    this.stats.readMs += performance.now() - started
    return bytes
  }

  /** The version with its index: a summary from the cache needs its blob read again. */
  async indexed(found: Version): Promise<SpecIndex | undefined> {
    if (found.index) return found.index
    const bytes = await this.wait(found.commit.blob)
    if (!bytes) return undefined
    found.bytes = bytes
    found.index = found.summary.scanned
      ? indexScanned(bytes, found.summary)
      : await indexSpecText(bytes, found.commit.file).catch(() => undefined)
    return found.index
  }

  /** Forgets a blob that is of no further use. */
  drop(blob: string): void {
    this.bodies.delete(blob)
  }

  /** Done with a version: its bytes go back to the reader, unless `keep` is the same blob. */
  retire(version: Version | undefined, keep?: string): void {
    if (!version || version.commit.blob === keep) return
    this.bodies.delete(version.commit.blob)
    if (version.bytes) this.reader?.release(version.bytes)
    version.bytes = undefined
    version.index = undefined
  }

  /** Ends git. */
  close(): void {
    this.reader?.close()
  }
}

async function compare(
  before: Version | undefined,
  after: Version,
  indexed: (version: Version) => Promise<SpecIndex | undefined>,
): Promise<ComparedPair> {
  if (!before) return { version: after.summary.version, changes: [] }
  const versions = {
    version: after.summary.version,
    previousVersion:
      before.summary.version !== after.summary.version ? before.summary.version : undefined,
  }
  const keys = changedOperations(before.summary, after.summary)
  if (!keys.length) return { ...versions, changes: [] }
  const [old, now] = [await indexed(before), await indexed(after)]
  if (!old || !now) return { ...versions, changes: [] }
  return { ...versions, changes: diffSpecs(old, now, keys) }
}
