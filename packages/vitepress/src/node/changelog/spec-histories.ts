import { isAbsolute, join, resolve } from 'node:path'
import type { ChangelogEntry } from '../../shared/changelog'
import type { SpecModel } from '../model/spec'
import type { ResolvedSpecEntry } from '../options'
import { specHistory } from './history'

/**
 * Points each change at its operation's page, when the current spec still has the operation;
 * changes to hidden operations (`x-internal`) are left out unless the spec entry keeps them.
 */
export function linkHistory(
  history: ChangelogEntry[],
  model: SpecModel | undefined,
  includeInternal = false,
): ChangelogEntry[] {
  const key = (item: { method: string; path: string; webhook?: true }) =>
    `${item.webhook ? 'webhook ' : ''}${item.method} ${item.path}`
  const pages = new Map(
    (model?.operations ?? []).map((operation) => [
      key(operation),
      `${model!.ref.prefix}/${operation.slug}`,
    ]),
  )
  return history.map((entry) => {
    // Changes to hidden operations leave the public history (and count no more as breaking).
    const changes = includeInternal
      ? entry.changes
      : entry.changes.filter((change) => !change.internal)
    return {
      ...entry,
      breaking: changes.some((change) => change.breaking),
      changes: changes.map((change) => {
        const link = pages.get(key(change))
        return link ? { ...change, link } : change
      }),
    }
  })
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
      return [entry.name, linkHistory(history, model, entry.includeInternal)] as const
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
