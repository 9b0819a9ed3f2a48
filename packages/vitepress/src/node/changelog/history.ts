import type { ChangelogEntry } from '../../shared/changelog'
import { PairCache, type ComparedPair } from './cache'
import { diffSpecs } from './diff'
import { BlobReader, fileHistory, repositoryRoot, type FileCommit } from './git'
import { indexSpecText, type SpecIndex } from './spec-index'

/** Where the history comes from and where comparisons are kept. */
export interface HistoryOptions {
  /** Folder for the comparison cache; undefined: no cache. */
  cacheDir?: string
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
  const root = await repositoryRoot(file)
  if (!root) return []
  const commits = (await fileHistory(root, file)).reverse()
  if (!commits.length) return []
  const cache = new PairCache(options.cacheDir)
  let reader: BlobReader | undefined
  const indexes = new Map<string, Promise<SpecIndex | undefined>>()
  const index = (commit: FileCommit): Promise<SpecIndex | undefined> => {
    let found = indexes.get(commit.blob)
    if (!found) {
      reader ??= new BlobReader(root)
      const blobs = reader
      // A version that does not parse is left out of the comparisons, not an error.
      found = blobs.read(commit.blob).then(
        (text) => indexSpecText(text, commit.file).catch(() => undefined),
        () => undefined,
      )
      indexes.set(commit.blob, found)
    }
    return found
  }
  const entries: ChangelogEntry[] = []
  try {
    let previous: FileCommit | undefined
    for (const commit of commits) {
      let pair = cache.get(previous?.blob, commit.blob)
      if (!pair) {
        const after = await index(commit)
        if (!after) continue
        const before = previous && (await index(previous))
        pair = compare(before, after)
        cache.set(previous?.blob, commit.blob, pair)
      }
      // Only the version before is needed from here on: the rest can be collected.
      if (previous) indexes.delete(previous.blob)
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
  } finally {
    reader?.close()
  }
  return entries.reverse()
}

function compare(before: SpecIndex | undefined, after: SpecIndex): ComparedPair {
  if (!before) return { version: after.version, changes: [] }
  return {
    version: after.version,
    previousVersion: before.version !== after.version ? before.version : undefined,
    changes: diffSpecs(before, after),
  }
}
