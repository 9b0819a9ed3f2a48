import type { GeneratedPageData, GeneratedPageRef } from '../shared/page'
import { VIRTUAL } from '../shared/sidebar'

/**
 * Where the server render finds a generated page's data: VitePress renders the pages in the
 * process that ran the plugin, so the server bundle asks the plugin instead of carrying the data.
 */
const SERVER_SOURCE = 'vitepress-api-docs:pages'

/** Lets the server bundle of this build read generated pages' data from `read`. */
export function serveToServerRender(read: (ref: GeneratedPageRef) => GeneratedPageData): void {
  ;(globalThis as Record<symbol, unknown>)[Symbol.for(SERVER_SOURCE)] = read
}

/**
 * The code of the pages store module, which generated page modules fill and the page component
 * reads. In the browser it holds the data of the pages the reader opened, and `settled()` lets
 * the router wait for a page's data before showing it; on the server it asks the plugin.
 */
export function pagesStoreModule(ssr: boolean): string {
  if (ssr)
    return `const read = globalThis[Symbol.for(${JSON.stringify(SERVER_SOURCE)})]
export function get(ref) { return read(ref) }
export function settled() {}`
  return `import { shallowReactive } from 'vue'
const pages = shallowReactive(new Map())
const loading = new Set()
const id = (ref) => ref.apiDocsPage + '/' + ref.spec + '/' + ref.key
export function put(ref, data) { pages.set(id(ref), data) }
export function get(ref) { return pages.get(id(ref)) }
export function load(ref, url) {
  const task = fetch(url).then((response) => {
    // The word "fetch" lets VitePress's router retry with a fresh page map after a new deploy.
    if (!response.ok) throw new Error('Failed to fetch ' + url + ': ' + response.status)
    return response.json()
  }).then((data) => put(ref, data))
  loading.add(task)
  task.catch(() => {}).finally(() => loading.delete(task))
}
export function settled() { return Promise.all(loading) }`
}

/**
 * What a generated page's module gets appended, by where it runs: in a build's browser code, it
 * starts fetching its data file (`fileUrl`) as it is evaluated, which VitePress's router waits
 * for before it shows the page; in dev, it carries its data; on the server, nothing (the store
 * asks the plugin).
 */
export function pageModuleTail(
  mode: { ssr: true } | { ssr: false; fileUrl: string } | { ssr: false; data: string },
): string {
  if (mode.ssr) return ''
  const store = JSON.stringify(VIRTUAL.pages)
  if ('fileUrl' in mode)
    return `\nimport { load as __apiDocsLoad } from ${store}\n__apiDocsLoad(__pageData.params, ${mode.fileUrl})\n`
  return `\nimport { put as __apiDocsPut } from ${store}\n__apiDocsPut(__pageData.params, JSON.parse(${JSON.stringify(mode.data)}))\n`
}
