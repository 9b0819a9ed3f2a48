// The store of generated pages' data. Each generated page's module fills it (see
// src/node/plugins/pages.ts) before VitePress shows the page; the page component reads it. Vite
// serves this file under the virtual id `virtual:vitepress-api-docs/pages`, so that page modules
// and the theme share one instance of it.
import { shallowReactive } from 'vue'
import { pageRefId, type GeneratedPageData, type GeneratedPageRef } from '../shared/page'
import { exampleFromHtml, PAGE_DATA_ELEMENT, pageDataOfHtml } from '../shared/page-data-script'
import { examplesFromHtml } from '../shared/shown-examples'
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
 * Starts fetching a generated page's data, which VitePress's router waits for (`settled`).
 * `path` is a data file relative to the page's module at `moduleUrl`; empty for a module that
 * generated pages of one kind share, which learns its page from its own query (`?<page>&…`, the
 * page's HTML relative to the module, see src/node/vitepress/page-map.ts): the page's HTML
 * carries the data (shared/page-data-script.ts), in the document on a first load, fetched when
 * the router goes to the page. It then also fills the module's `pageData`.
 */
export function load(pageData: { params?: unknown }, path: string, moduleUrl: string): void {
  const task = (path ? fetchFile(new URL(path, moduleUrl).href) : fromHtml(moduleUrl)).then(
    ({ page, pageData: shared }) => {
      if (shared) Object.assign(pageData, shared)
      put(pageData.params as GeneratedPageRef, page)
    },
  )
  loading.add(task)
  task.catch(() => {}).finally(() => loading.delete(task))
}

/** A data file, fetched. */
async function fetchFile(url: string): Promise<DataFile> {
  const response = await fetch(url)
  // The word "fetch" lets VitePress's router retry with a fresh page map after a new deploy.
  if (!response.ok) throw new Error(`Failed to fetch ${url}: ${response.status}`)
  return (await response.json()) as DataFile
}

/** The data a page's HTML carries, from the document when it is that page's. */
async function fromHtml(moduleUrl: string): Promise<DataFile> {
  const page = inItsCase(
    decodeURIComponent(new URL(moduleUrl).search.slice(1).split('&')[0]!),
    moduleUrl,
  )
  const element = document.getElementById(PAGE_DATA_ELEMENT)
  if (element instanceof HTMLScriptElement && element.dataset.page === page) {
    const file = JSON.parse(element.text) as DataFile
    exampleFromHtml(file, document)
    examplesFromHtml(file, document)
    return file
  }
  const url = new URL(`./${page}.html`, moduleUrl).href
  const response = await fetch(url)
  const html = response.ok ? await response.text() : undefined
  const text = html === undefined ? undefined : pageDataOfHtml(html, page)
  if (text === undefined) throw new Error(`Failed to fetch the data of ${url}: ${response.status}`)
  const file = JSON.parse(text) as DataFile
  if (text.includes('"exampleInHtml"') || text.includes('"shownAt"')) {
    const shown = new DOMParser().parseFromString(html!, 'text/html')
    exampleFromHtml(file, shown)
    examplesFromHtml(file, shown)
  }
  return file
}

/**
 * A page's HTML name (`../graph/Users-ListUser`) in the case the server has it. VitePress's page
 * map is keyed in lower case, so it names a page whose slug is in mixed case in lower case
 * (node/vitepress/page-map.ts); the router has gone to the page's address before it loads the
 * page's module (`go` in VitePress's src/client/app/router.ts, 1.6 and 2.0), and that address
 * has the case. A name the address does not match is kept as it is.
 */
export function inItsCase(page: string, moduleUrl: string): string {
  const target = decodeURIComponent(new URL(`./${page}`, moduleUrl).pathname)
  const here = decodeURIComponent(location.pathname).replace(/\.html$/, '')
  if (here === target || here.toLowerCase() !== target.toLowerCase()) return page
  const tail = page.replace(/^(\.\.\/)+/, '').length
  return page.slice(0, page.length - tail) + here.slice(here.length - tail)
}

/** Resolves once every data file started so far has arrived (or failed). */
export function settled(): Promise<unknown> {
  return Promise.all(loading)
}
