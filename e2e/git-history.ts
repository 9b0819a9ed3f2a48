import { execFileSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'

// A fixture site's git history, for its changelog pages (the plugin reads a spec's past
// versions from git): commits by a fixed author at fixed dates, and edits of the spec between
// them.

/** Commits `paths` (added, changed or removed) of the repository at `root`. */
export function commitAt(root: string, paths: string[], message: string, isoDate: string): void {
  const env = {
    ...process.env,
    GIT_AUTHOR_NAME: 'Test',
    GIT_AUTHOR_EMAIL: 'test@example.com',
    GIT_COMMITTER_NAME: 'Test',
    GIT_COMMITTER_EMAIL: 'test@example.com',
    GIT_AUTHOR_DATE: isoDate,
    GIT_COMMITTER_DATE: isoDate,
  }
  execFileSync('git', ['add', '-A', ...paths], { cwd: root, env })
  execFileSync('git', ['commit', '-q', '-m', message], { cwd: root, env })
}

/** Replaces `from` with `to` in a fixture file; fails when the file no longer holds `from`. */
export function editFixture(file: string, from: string, to: string): void {
  const text = readFileSync(file, 'utf8')
  if (!text.includes(from)) throw new Error(`${file} no longer holds ${from}`)
  writeFileSync(file, text.replace(from, to))
}
