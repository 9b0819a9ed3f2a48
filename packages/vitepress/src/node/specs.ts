import { join } from 'node:path'
import { parseSpec, readSpecText } from './load'
import { modelKey, readModel, writeModel } from './model-cache'
import { buildSpecModel, type SpecModel } from './model/spec'
import type { ResolvedSpecEntry } from './options'

/** A spec entry with its description file, resolved once from the site's root. */
export interface SpecSource {
  entry: ResolvedSpecEntry
  /** Absolute path of the description. */
  file: string
}

/** Timings and counts of one load, for the build log and the benchmark. */
export interface LoadReport {
  specs: { name: string; operations: number; schemas: number; ms: number; cached: boolean }[]
  ms: number
}

/** Where loading finds the site root (for messages) and keeps models between runs. */
export interface LoadPlaces {
  root: string
  /** The folder of cached models; none, no cache. */
  cacheDir?: string
  /** Leaves writing the models into the cache to the caller (`unsaved`). */
  saveLater?: boolean
}

/** One spec's model, as {@link loadModel} made it or read it back. */
export interface LoadedModel {
  model: SpecModel
  ms: number
  cached: boolean
  /** The cache key of the text it was made from; empty without a cache. */
  key: string
  /**
   * Keeps a model just made in the cache (nothing for one read from it). Left to the caller: a
   * dev server shows an edit first and writes its model after.
   */
  save(): void
}

/** Loads and normalizes one spec, or reads its model back from the cache. */
export async function loadModel(
  { entry, file }: SpecSource,
  places: LoadPlaces,
): Promise<LoadedModel> {
  const start = performance.now()
  const text = readSpecText(entry, file, places.root)
  const { cacheDir } = places
  const key = cacheDir ? modelKey(entry, text) : ''
  const cached = cacheDir ? readModel(cacheDir, entry.name, key) : undefined
  if (cached) return { model: cached, ms: performance.now() - start, cached: true, key, save() {} }
  const model = buildSpecModel(await parseSpec(entry, file, text))
  return {
    model,
    ms: performance.now() - start,
    cached: false,
    key,
    save: () => cacheDir && writeModel(cacheDir, entry.name, key, model),
  }
}

/** Loads and normalizes every spec; the first broken one stops with its message. */
export async function loadModels(
  sources: readonly SpecSource[],
  places: LoadPlaces,
): Promise<{
  models: Map<string, SpecModel>
  report: LoadReport
  /** With `saveLater`, each spec's write of its model into the cache, by spec. */
  unsaved: Map<string, () => void>
}> {
  const started = performance.now()
  const loaded = await Promise.all(sources.map((source) => loadModel(source, places)))
  const unsaved = new Map(loaded.map(({ model, save }) => [model.ref.name, save]))
  if (!places.saveLater) for (const save of unsaved.values()) save()
  return {
    unsaved: places.saveLater ? unsaved : new Map(),
    models: new Map(loaded.map(({ model }) => [model.ref.name, model])),
    report: {
      specs: loaded.map(({ model, ms, cached }) => ({
        name: model.ref.name,
        operations: model.operations.length,
        schemas: Object.keys(model.schemas).length,
        ms,
        cached,
      })),
      ms: performance.now() - started,
    },
  }
}

/** The folder under VitePress's cache where models are kept. */
export function modelCacheDir(cacheDir: string): string {
  return join(cacheDir, 'vitepress-api-docs', 'models')
}
