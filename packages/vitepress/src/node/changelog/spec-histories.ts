import { join } from 'node:path'
import type { ChangelogEntry } from '../../shared/changelog'
import { operationLink } from '../../shared/links'
import { specOutline, type SpecOutline } from '../model/outline'
import type { SpecSource } from '../specs/entries'
import { specHistory } from './history'

/**
 * Points each change at its operation's page, when the current spec still has the operation;
 * changes to hidden operations (`x-internal`) are left out unless the spec entry keeps them.
 */
export function linkHistory(
  history: ChangelogEntry[],
  whole: SpecOutline | undefined,
  includeInternal = false,
): ChangelogEntry[] {
  const model = whole && specOutline(whole)
  const key = (item: { method: string; path: string; webhook?: true }) =>
    `${item.webhook ? 'webhook ' : ''}${item.method} ${item.path}`
  const pages = new Map(
    (model?.operations ?? []).map((operation) => [
      key(operation),
      operationLink(model!.ref.prefix, operation.slug),
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

/** Every spec's history, by spec name; the comparisons are cached under `cacheDir`. */
export async function specHistories(
  sources: readonly SpecSource[],
  models: ReadonlyMap<string, SpecOutline>,
  cacheDir: string,
): Promise<Map<string, ChangelogEntry[]>> {
  const histories = await Promise.all(
    sources.map(async ({ entry, file }) => {
      const model = models.get(entry.name)
      const history = await specHistory(file, { cacheDir: join(cacheDir, 'vitepress-api-docs') })
      return [entry.name, linkHistory(history, model, entry.includeInternal)] as const
    }),
  )
  return new Map(histories)
}
