import { isAbsolute, join, resolve } from 'node:path'
import type { ChangelogEntry } from '../../shared/changelog'
import type { SpecModel } from '../model/spec'
import type { ResolvedSpecEntry } from '../options'
import { specHistory } from './history'

/** Points each change at its operation's page, when the current spec still has the operation. */
export function linkHistory(history: ChangelogEntry[], model: SpecModel): ChangelogEntry[] {
  const pages = new Map(
    model.operations.map((operation) => [
      `${operation.method} ${operation.path}`,
      `${model.ref.prefix}/${operation.slug}`,
    ]),
  )
  return history.map((entry) => ({
    ...entry,
    changes: entry.changes.map((change) => {
      const link = pages.get(`${change.method} ${change.path}`)
      return link ? { ...change, link } : change
    }),
  }))
}

/** The description file of a spec entry, as an absolute path. */
export function specFile(entry: ResolvedSpecEntry, root: string): string {
  return isAbsolute(entry.spec) ? entry.spec : resolve(root, entry.spec)
}

/** Every spec's history, by spec name; the comparisons are cached under `cacheDir`. */
export async function specHistories(
  entries: readonly ResolvedSpecEntry[],
  root: string,
  models: Map<string, SpecModel>,
  cacheDir: string,
): Promise<Map<string, ChangelogEntry[]>> {
  const histories = await Promise.all(
    entries.map(async (entry) => {
      const file = specFile(entry, root)
      const model = models.get(entry.name)
      const history = await specHistory(file, { cacheDir: join(cacheDir, 'vitepress-api-docs') })
      return [entry.name, model ? linkHistory(history, model) : history] as const
    }),
  )
  return new Map(histories)
}

/**
 * Recomputes, in `histories`, the history of the spec whose description is `file` (every
 * spec's when undefined, as after a commit): for `vitepress dev`, where files and commits
 * change while it runs. The caches make the unchanged part cost little.
 */
export async function refreshHistories(
  histories: Map<string, ChangelogEntry[]>,
  entries: readonly ResolvedSpecEntry[],
  root: string,
  models: Map<string, SpecModel>,
  cacheDir: string,
  file?: string,
): Promise<void> {
  const affected = file ? entries.filter((entry) => specFile(entry, root) === file) : entries
  for (const [name, history] of await specHistories(affected, root, models, cacheDir))
    histories.set(name, history)
}
