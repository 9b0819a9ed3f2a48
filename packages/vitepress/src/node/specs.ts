import { loadSpec } from './load'
import { buildSpecModel, type SpecModel } from './model/spec'
import type { ResolvedSpecEntry } from './options'

/** Timings and counts of one load, for the build log and the benchmark. */
export interface LoadReport {
  specs: { name: string; operations: number; schemas: number; ms: number }[]
  ms: number
}

/** Loads and normalizes every spec; the first broken one stops with its message. */
export async function loadModels(
  entries: readonly ResolvedSpecEntry[],
  root: string,
): Promise<{ models: Map<string, SpecModel>; files: string[]; report: LoadReport }> {
  const started = performance.now()
  const loaded = await Promise.all(
    entries.map(async (entry) => {
      const start = performance.now()
      const spec = await loadSpec(entry, root)
      const model = buildSpecModel(spec)
      return { spec, model, ms: performance.now() - start }
    }),
  )
  return {
    models: new Map(loaded.map(({ model }) => [model.ref.name, model])),
    files: loaded.map(({ spec }) => spec.file),
    report: {
      specs: loaded.map(({ model, ms }) => ({
        name: model.ref.name,
        operations: model.operations.length,
        schemas: Object.keys(model.schemas).length,
        ms,
      })),
      ms: performance.now() - started,
    },
  }
}
