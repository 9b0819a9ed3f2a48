// The store of generated pages' data. Each generated page's module fills it (see
// src/node/plugins/pages.ts) before VitePress shows the page; the page component reads it. Vite
// serves this file under the virtual id `virtual:vitepress-api-docs/pages`, so that page modules
// and the theme share one instance of it.
import { shallowReactive } from 'vue'
import { pageRefId, type GeneratedPageData, type GeneratedPageRef } from '../shared/page'
import { SERVER_PAGES } from '../shared/virtual'

// The server render runs in the process that ran the plugin, which keeps the pages' data.
const SERVER_SOURCE = Symbol.for(SERVER_PAGES)

type Reader = (ref: GeneratedPageRef) => GeneratedPageData | undefined

const pages = shallowReactive(new Map<string, GeneratedPageData>())
const loading = new Set<Promise<unknown>>()

/** Keeps a page's data (a page module calls this with the data it carries). */
export function put(ref: GeneratedPageRef, data: GeneratedPageData): void {
  pages.set(pageRefId(ref), data)
}

/** The data of a page, once loaded; on the server, straight from the plugin. */
export function get(ref: GeneratedPageRef): GeneratedPageData | undefined {
  if (typeof window === 'undefined') {
    const read = (globalThis as Record<symbol, Reader | undefined>)[SERVER_SOURCE]
    return read?.(ref)
  }
  return pages.get(pageRefId(ref))
}

/** What a generated page's data file holds: its data and, when shared, VitePress's page data. */
interface DataFile {
  page: GeneratedPageData
  pageData?: Record<string, unknown>
}

/**
 * Starts fetching a generated page's data file, which VitePress's router waits for (`settled`).
 * `path` is relative to the page's module at `moduleUrl`; empty for a module that generated
 * pages of one kind share, which learns its page from its own query (`?<file>&…`, see
 * src/node/vitepress/page-modules.ts): the file then also fills the module's `pageData`.
 */
export function load(pageData: { params?: unknown }, path: string, moduleUrl: string): void {
  const file = path || `./${new URL(moduleUrl).search.slice(1).split('&')[0]}.json`
  const url = new URL(file, moduleUrl).href
  const task = fetch(url)
    .then((response) => {
      // The word "fetch" lets VitePress's router retry with a fresh page map after a new deploy.
      if (!response.ok) throw new Error(`Failed to fetch ${url}: ${response.status}`)
      return response.json() as Promise<DataFile>
    })
    .then(({ page, pageData: shared }) => {
      if (shared) Object.assign(pageData, shared)
      put(pageData.params as GeneratedPageRef, page)
    })
  loading.add(task)
  task.catch(() => {}).finally(() => loading.delete(task))
}

/** Resolves once every data file started so far has arrived (or failed). */
export function settled(): Promise<unknown> {
  return Promise.all(loading)
}
