import { join } from 'node:path'
import { parseSpec, readSpecText } from '../description/load'
import { modelKey, readModel, writeModel } from './model-cache'
import { LazySpec, pagesMadeAlone } from '../model/lazy-spec'
import { specOutline } from '../model/outline'
import { checkInternalRefs, internalRefs } from '../model/refs/ref-check'
import { RefResolver } from '../model/refs/refs'
import { buildSpecModel, buildVisibleModel, visibleSpec, type SpecModel } from '../model/spec'
import type { ResolvedSpecEntry } from '../options'

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

/** The model kept in the cache for this spec and key, if there is a cache and it holds one. */
function cachedModel(places: LoadPlaces, name: string, key: string): SpecModel | undefined {
  return places.cacheDir ? readModel(places.cacheDir, name, key) : undefined
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
  const cached = cachedModel(places, entry.name, key)
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

/** A description's text as read, with its cache key (see {@link readSpecKey}). */
export interface SpecText {
  text: string
  key: string
}

/** Reads a spec's description and works out its cache key, before anything parses it. */
export function readSpecKey({ entry, file }: SpecSource, root: string): SpecText {
  const text = readSpecText(entry, file, root)
  return { text, key: modelKey(entry, text) }
}

/**
 * Loads one spec for `vitepress dev`: its model is lazy (see model/lazy-spec.ts), its pages made
 * as they are asked for. Nothing is read from the cache at start: parsing the description and a
 * pass over it is faster than reading a whole model back (300 MB for Microsoft Graph). The whole
 * model, once something asks for it, is read from the cache or made and then written there. A
 * description whose pages cannot be made alone gets its whole model at once, as in a build.
 */
export async function loadLazyModel(
  { entry, file }: SpecSource,
  places: LoadPlaces,
  read?: SpecText,
): Promise<LoadedModel> {
  const start = performance.now()
  const text = read?.text ?? readSpecText(entry, file, places.root)
  const { cacheDir } = places
  // Hashing Microsoft Graph beta's text takes 140 ms: done when the cache or an edit needs it.
  let digest: string | undefined = read?.key
  const keyOf = () => (digest ??= cacheDir ? modelKey(entry, text) : '')
  const loaded = await parseSpec(entry, file, text)
  const pointers = internalRefs(text)
  if (!pagesMadeAlone(loaded, pointers)) {
    const key = keyOf()
    const cached = cachedModel(places, entry.name, key)
    const model = cached ?? buildSpecModel(loaded)
    const save = () => cacheDir && !cached && writeModel(cacheDir, entry.name, key, model)
    return { model, ms: performance.now() - start, cached: !!cached, key, save }
  }
  checkInternalRefs(pointers, new RefResolver(loaded))
  let made: SpecModel | undefined
  const lazy = new LazySpec(visibleSpec(loaded), (visible) => {
    const cached = cachedModel(places, entry.name, keyOf())
    if (cached) return cached
    made = buildVisibleModel(visible)
    // Written a moment later: the page that asked for it is served first.
    if (cacheDir) setTimeout(() => save(), 1000).unref()
    return made
  })
  // Only a whole model made here is written; a lazy one is never made whole for the cache's sake.
  const save = () => {
    if (cacheDir && made) writeModel(cacheDir, entry.name, keyOf(), made)
    made = undefined
  }
  const ms = performance.now() - start
  return {
    model: lazy.model,
    ms,
    cached: false,
    get key() {
      return keyOf()
    },
    save,
  }
}

/** Loads and normalizes every spec; the first broken one stops with its message. */
export async function loadModels(
  sources: readonly SpecSource[],
  places: LoadPlaces,
  load: typeof loadModel = loadModel,
): Promise<{
  models: Map<string, SpecModel>
  report: LoadReport
  /** With `saveLater`, each spec's write of its model into the cache, by spec. */
  unsaved: Map<string, () => void>
  /** Each spec's cache key of the text its model was made from, worked out when first asked. */
  keys: Map<string, () => string>
}> {
  const started = performance.now()
  const loaded = await Promise.all(sources.map((source) => load(source, places)))
  const unsaved = new Map(loaded.map(({ model, save }) => [model.ref.name, save]))
  if (!places.saveLater) for (const save of unsaved.values()) save()
  return {
    unsaved: places.saveLater ? unsaved : new Map(),
    keys: new Map(loaded.map((one) => [one.model.ref.name, () => one.key])),
    models: new Map(loaded.map(({ model }) => [model.ref.name, model])),
    report: {
      specs: loaded.map(({ model, ms, cached }) => ({
        name: model.ref.name,
        operations: specOutline(model).operations.length,
        schemas: Object.keys(model.schemaSlugs).length,
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
