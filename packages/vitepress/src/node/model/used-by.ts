import type { OperationSummary } from '../../shared/model'
import type { SpecModel } from './spec-types'
import { summarize } from './tags/summary'

/**
 * How many operations a schema's page lists as its users. Microsoft Graph's error schema is used
 * by all its 11,422 operations: listed whole, that one page carried 3.4 MB of data.
 */
export const USED_BY_LISTED = 50

/**
 * The operations that use each schema, directly or through others: the first `USED_BY_LISTED`,
 * and how many when there are more. Kept whole, the lists were half of Microsoft Graph's model
 * (96 of 193 MB as JSON). `roots` gives the component schemas an operation names itself, and
 * `names` those a component schema names (undefined for no such schema): from the normalized
 * model, or, for a lazy one, from the description itself (see raw-refs.ts).
 */
export function usedByOf<T extends OperationSummary>(
  operations: readonly T[],
  roots: (operation: T, index: number) => Iterable<string>,
  names: (schema: string) => Iterable<string> | undefined,
): Pick<SpecModel, 'usedBy' | 'usedByCount'> {
  const reach = new Map<string, Set<string>>()
  const reachable = (name: string): Set<string> => {
    const known = reach.get(name)
    if (known) return known
    const found = new Set<string>([name])
    reach.set(name, found)
    const queue = [name]
    while (queue.length) {
      const next = names(queue.pop()!)
      if (!next) continue
      for (const ref of next) {
        if (found.has(ref)) continue
        found.add(ref)
        queue.push(ref)
      }
    }
    return found
  }
  const out: Record<string, OperationSummary[]> = {}
  const counts: Record<string, number> = {}
  operations.forEach((operation, index) => {
    const used = new Set<string>()
    for (const root of roots(operation, index)) for (const name of reachable(root)) used.add(name)
    let summary: OperationSummary | undefined
    for (const name of used) {
      const count = (counts[name] = (counts[name] ?? 0) + 1)
      if (count <= USED_BY_LISTED) (out[name] ??= []).push((summary ??= summarize(operation)))
    }
  })
  const more = Object.entries(counts).filter(([, count]) => count > USED_BY_LISTED)
  return { usedBy: out, ...(more.length ? { usedByCount: Object.fromEntries(more) } : {}) }
}
