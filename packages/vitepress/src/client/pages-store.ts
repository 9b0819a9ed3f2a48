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

/**
 * Starts fetching a page's data file (`path`, relative to the page's module at `moduleUrl`),
 * which VitePress's router waits for (`settled`).
 */
export function load(ref: GeneratedPageRef, path: string, moduleUrl: string): void {
  const url = new URL(path, moduleUrl).href
  const task = fetch(url)
    .then((response) => {
      // The word "fetch" lets VitePress's router retry with a fresh page map after a new deploy.
      if (!response.ok) throw new Error(`Failed to fetch ${url}: ${response.status}`)
      return response.json() as Promise<GeneratedPageData>
    })
    .then((data) => put(ref, data))
  loading.add(task)
  task.catch(() => {}).finally(() => loading.delete(task))
}

/** Resolves once every data file started so far has arrived (or failed). */
export function settled(): Promise<unknown> {
  return Promise.all(loading)
}
