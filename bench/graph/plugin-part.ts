import { loadModels } from '../../packages/vitepress/src/node/specs/entries'
import type { SpecModel } from '../../packages/vitepress/src/node/model/spec'

/** What the plugin's own part (load, model) took for some specs, and the pages they make. */
export interface PluginPart {
  ms: number
  pages: number
  models: SpecModel[]
}

/** Runs the plugin's load and model in this process, as `vitepress build` runs them first. */
export async function pluginPart(specs: Record<string, string>): Promise<PluginPart> {
  const sources = Object.entries(specs).map(([name, file]) => ({
    entry: { name, spec: file, prefix: `/${name}` },
    file,
  }))
  // No cache folder: the models are made, as in a fresh site's first build.
  const { models, report } = await loadModels(sources, { root: '/' })
  const all = [...models.values()]
  // Each spec makes a page per operation and per schema, and its changelog.
  const pages = all.reduce(
    (sum, model) => sum + model.operations.length + Object.keys(model.schemas).length + 1,
    0,
  )
  return { ms: report.ms, pages, models: all }
}
