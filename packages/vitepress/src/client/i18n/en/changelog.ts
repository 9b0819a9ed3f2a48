// The English messages of a changelog page's history, loaded with it (changelog/SpecHistory.vue).
import { dateFormat } from '../dateFormat'

/** English messages of a spec's history (part of `en`). */
export const enChangelog = {
  versionChange: (from: string, to: string): string => `version ${from} → ${to}`,
  noHistory:
    "No history yet: the changelog is read from the spec file's git history, and it needs at least two commits of that file.",
  breaking: 'Breaking',
  breakingCount: (count: number): string => `Breaking (${count})`,
  firstVersion: 'First version of the file.',
  noChanges: 'No changes to operations.',
  /** A commit's date, in the page's language (UTC, so that server and browser agree). */
  date: (date: Date): string => dateFormat('en').format(date),
}
