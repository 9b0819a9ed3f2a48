import { watch, type FSWatcher } from 'node:fs'
import { join } from 'node:path'
import { git } from './git'

/**
 * Calls `onCommit` when HEAD moves in the repository around `dir`: a commit, an amend, a reset,
 * a checkout. Git appends to `logs/HEAD` for each of those, and rewrites `HEAD` when it is
 * detached; Vite's own watcher ignores `.git`, so these are watched here. Resolves to a function
 * that stops watching; outside git, watches nothing.
 */
export async function watchCommits(dir: string, onCommit: () => void): Promise<() => void> {
  let gitDir: string
  try {
    gitDir = (await git(dir, ['rev-parse', '--absolute-git-dir'])).trim()
  } catch {
    return () => {}
  }
  const watchers: FSWatcher[] = []
  let timer: ReturnType<typeof setTimeout> | undefined
  // One commit touches HEAD's files several times: one call once they are done.
  const changed = (name: string | null) => {
    if (name !== 'HEAD') return
    clearTimeout(timer)
    timer = setTimeout(onCommit, 100)
  }
  for (const folder of [gitDir, join(gitDir, 'logs')]) {
    try {
      const watcher = watch(folder, (_event, name) => changed(name))
      // Watching never keeps the process alive on its own.
      watcher.unref()
      watchers.push(watcher)
    } catch {
      // No reflog folder: the detached-HEAD case is still watched.
    }
  }
  return () => {
    clearTimeout(timer)
    for (const watcher of watchers) watcher.close()
  }
}
