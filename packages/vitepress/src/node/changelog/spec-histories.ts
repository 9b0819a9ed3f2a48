import { join } from 'node:path'
import type { ChangelogEntry } from '../../shared/changelog'
import { operationLink } from '../../shared/links'
import type { SpecModel } from '../model/spec'
import type { SpecSource } from '../specs'
import { specHistory } from './history'

/** Points each change at its operation's page, when the current spec still has the operation. */
export function linkHistory(history: ChangelogEntry[], model: SpecModel): ChangelogEntry[] {
  const pages = new Map(
    model.operations.map((operation) => [
      `${operation.method} ${operation.path}`,
      operationLink(model.ref.prefix, operation.slug),
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

/** Every spec's history, by spec name; the comparisons are cached under `cacheDir`. */
export async function specHistories(
  sources: readonly SpecSource[],
  models: ReadonlyMap<string, SpecModel>,
  cacheDir: string,
): Promise<Map<string, ChangelogEntry[]>> {
  const histories = await Promise.all(
    sources.map(async ({ entry, file }) => {
      const model = models.get(entry.name)
      const history = await specHistory(file, { cacheDir: join(cacheDir, 'vitepress-api-docs') })
      return [entry.name, model ? linkHistory(history, model) : history] as const
    }),
  )
  return new Map(histories)
}
