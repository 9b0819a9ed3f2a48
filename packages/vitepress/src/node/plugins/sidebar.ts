import type { Plugin } from 'vitepress'
import { RESOLVED, VIRTUAL } from '../../shared/virtual'
import type { ApiDocsContext } from '../context'
import { sidebarGroupModule, sidebarsModule } from '../sidebar'

/**
 * `vitepress-api-docs:sidebar`: each spec's sidebar keys and, as a module of its own, each
 * sidebar group's items, which the browser loads when the group opens.
 */
export function sidebarPlugin(context: ApiDocsContext): Plugin {
  return {
    name: 'vitepress-api-docs:sidebar',
    resolveId(id) {
      if (id === VIRTUAL.sidebars || id.startsWith(VIRTUAL.sidebar)) return RESOLVED + id
    },
    async load(id) {
      if (!id.startsWith(RESOLVED)) return
      const name = id.slice(RESOLVED.length)
      if (name === VIRTUAL.sidebars)
        return sidebarsModule((await context.ready()).models.values(), context.command === 'serve')
      if (name.startsWith(VIRTUAL.sidebar))
        return sidebarGroupModule(name, (await context.ready()).models)
    },
  }
}
