import { createHash } from 'node:crypto'
import type { Plugin } from 'vitepress'
import { RESOLVED, VIRTUAL } from '../../shared/virtual'
import type { ApiDocsContext } from '../context'
import type { SpecModel } from '../model/spec'
import type { SpecOutline } from '../model/outline'
import {
  builtSidebarsModule,
  sidebarGroupFiles,
  sidebarGroupModule,
  sidebarsModule,
  specSidebarNames,
} from '../pages/sidebar'
import { withoutMap } from '../dev/without-map'

/**
 * `vitepress-api-docs:sidebar`: each spec's sidebar keys and each sidebar group's items, which
 * the browser loads when the group opens: a module per group in dev, a JSON file per group in a
 * build's browser bundle.
 */
export function sidebarPlugin(context: ApiDocsContext): Plugin {
  return {
    name: 'vitepress-api-docs:sidebar',
    resolveId(id) {
      if (id === VIRTUAL.sidebars || id.startsWith(VIRTUAL.sidebar)) return RESOLVED + id
    },
    async load(id, options) {
      if (!id.startsWith(RESOLVED)) return
      const name = id.slice(RESOLVED.length)
      const state = await context.moduleState()
      if (!state) return name === VIRTUAL.sidebars ? withoutMap(sidebarsModule([])) : undefined
      const { models, site } = state
      if (name.startsWith(VIRTUAL.sidebar)) {
        const group = sidebarGroupModule(name, models)
        return group === undefined ? undefined : withoutMap(group)
      }
      if (name !== VIRTUAL.sidebars) return
      // The groups' names in each spec's pages' language.
      const namesOf = (model: SpecOutline) => specSidebarNames(site.site, model)
      if (context.command === 'serve') return withoutMap(sidebarsModule(models.values(), namesOf))
      // The server render loads no group: they load in the browser once a page is shown.
      if (options?.ssr) return builtSidebarsModule(models.values(), () => '""', namesOf)
      return builtSidebarsModule(
        models.values(),
        (model: SpecModel) => {
          const files = sidebarGroupFiles(model)
          if (!files.length) return '""'
          // One folder per spec, named by a hash of all its groups: a changed sidebar is a new URL.
          const digest = createHash('sha256')
          for (const file of files) digest.update(file).update('\0')
          const folder = `${site.assetsDir}/sidebar/${model.ref.name.replace(/[^\w.-]/g, '_')}.${digest.digest('hex').slice(0, 10)}`
          const refs = files.map((source, index) =>
            this.emitFile({ type: 'asset', fileName: `${folder}/${index}.json`, source }),
          )
          // Vite 5 makes the file's URL absolute; Vite 8 (VitePress 2) leaves it root-relative,
          // which only resolves against the module's own URL.
          return `new URL(".", new URL(import.meta.ROLLUP_FILE_URL_${refs[0]}, import.meta.url)).href`
        },
        namesOf,
      )
    },
  }
}
