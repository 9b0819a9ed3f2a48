// Which reference page shows which item. Pure functions of the data: the pages call them (in the
// browser too), and the test checks that together they show every exported name.
import type { ApiItem, Reference } from './model'

const PLAYGROUND = 'vue-api-playground'
const PLAYGROUND_CORE = 'vue-api-playground/core'
const PLUGIN_NODE = 'vitepress-api-docs/node'
const PLUGIN_CLIENT = 'vitepress-api-docs/client'
/** The entry points whose values the Utilities page documents. */
const UTILITY_MODULES = [PLAYGROUND, 'vue-api-playground/curl', 'vue-api-playground/snippets']

const isValue = (item: ApiItem) =>
  item.kind === 'function' || item.kind === 'variable' || item.kind === 'class'
const isType = (item: ApiItem) => item.kind === 'interface' || item.kind === 'type'
const exportedFrom = (item: ApiItem, modules: readonly string[]) =>
  item.exports.some((site) => modules.includes(site.module))

/** The components' pages, by component name. */
export const COMPONENT_PAGES: Readonly<Record<string, string>> = {
  VueApiPlayground: '/reference/vue-api-playground',
  ApiRequest: '/reference/api-request',
  ApiResponse: '/reference/api-response',
  MethodBadge: '/reference/method-badge',
  OpenApiEndpoint: '/reference/plugin-client',
  OpenApiSpec: '/reference/plugin-client',
  OpenApiSchema: '/reference/plugin-client',
}

/** The composable and the utilities of `vue-api-playground`, `/curl` and `/snippets`. */
export function utilityItems(data: Reference): ApiItem[] {
  return data.items.filter((item) => isValue(item) && exportedFrom(item, UTILITY_MODULES))
}

/** What only `vue-api-playground/core` exports (the rest is on the Utilities page). */
export function coreItems(data: Reference): ApiItem[] {
  return data.items.filter(
    (item) =>
      isValue(item) &&
      exportedFrom(item, [PLAYGROUND_CORE]) &&
      !exportedFrom(item, UTILITY_MODULES),
  )
}

/** Values `vue-api-playground/core` shares with the other entry points. */
export function coreSharedItems(data: Reference): ApiItem[] {
  return utilityItems(data).filter((item) => exportedFrom(item, [PLAYGROUND_CORE]))
}

/** Every type and interface the playground's entry points export. */
export function typeItems(data: Reference): ApiItem[] {
  return data.items.filter(
    (item) => isType(item) && item.exports.some((site) => site.module.startsWith(PLAYGROUND)),
  )
}

/** Everything `vitepress-api-docs/node` exports: `apiDocs()`, its options, its errors. */
export function pluginNodeItems(data: Reference): ApiItem[] {
  return data.items.filter((item) => exportedFrom(item, [PLUGIN_NODE]))
}

/** What `vitepress-api-docs/client` exports, but its components (they have tables of props). */
export function pluginClientItems(data: Reference): ApiItem[] {
  return data.items.filter(
    (item) => item.kind !== 'component' && exportedFrom(item, [PLUGIN_CLIENT]),
  )
}

/** The anchor of an item's heading. */
export const anchorOf = (name: string) => name.toLowerCase()

/** Where each item is documented: page and anchor, by name (for links from types). */
export function itemLinks(data: Reference): Record<string, string> {
  const links: Record<string, string> = {}
  const add = (items: ApiItem[], page: string) => {
    for (const item of items) links[item.name] = `${page}#${anchorOf(item.name)}`
  }
  add(typeItems(data), '/reference/types')
  add(coreItems(data), '/reference/core')
  add(utilityItems(data), '/reference/utilities')
  add(pluginNodeItems(data), '/reference/plugin-options')
  add(pluginClientItems(data), '/reference/plugin-client')
  for (const [name, page] of Object.entries(COMPONENT_PAGES))
    links[name] = page.endsWith('plugin-client') ? `${page}#${anchorOf(name)}` : page
  return links
}
