import type { Plugin } from 'vitepress'
import { RESOLVED, VIRTUAL } from '../../shared/virtual'
import type { ApiDocsContext } from '../context'
import { searchConfigModule, searchIndexModule } from '../search/modules'
import { withoutMap } from '../dev/without-map'

/**
 * `vitepress-api-docs:search`: the search dialog's settings, and each locale's index over the
 * specs as a module of its own, fetched when the dialog first opens.
 */
export function searchPlugin(context: ApiDocsContext): Plugin {
  return {
    name: 'vitepress-api-docs:search',
    resolveId(id) {
      if (id === VIRTUAL.search || id.startsWith(VIRTUAL.searchIndex)) return RESOLVED + id
    },
    async load(id) {
      if (id === RESOLVED + VIRTUAL.search) {
        const site = (await context.moduleState())?.site ?? context.site
        if (site) return searchConfigModule(context.options, site, context.command === 'serve')
      }
      const index = RESOLVED + VIRTUAL.searchIndex
      if (id.startsWith(index)) {
        const models = (await context.moduleState())?.models.values() ?? []
        return withoutMap(searchIndexModule(models, id.slice(index.length)))
      }
    },
  }
}
