import type { Router } from 'vitepress'
import type { GeneratedPageData, GeneratedPageRef } from '../shared/page'
import type * as PagesStore from './pages-store'
// The store (./pages-store.ts) by its virtual id, as generated page modules import it: Vite
// gives a package file imported by a relative path another URL (a version query), which would
// make two stores in the browser.
import * as served from 'virtual:vitepress-api-docs/pages'

const store = served as unknown as Pick<typeof PagesStore, 'get' | 'settled'>

/** The data of a generated page, once its module has loaded it. */
export function generatedPageData(ref: GeneratedPageRef): GeneratedPageData | undefined {
  return store.get(ref)
}

/**
 * Makes VitePress's router wait, before it shows a page, for the data its module started to
 * fetch: the page then renders whole at once, so its outline and scroll target are found.
 */
export function waitForPageData(router: Router): void {
  const next = router.onAfterPageLoad
  router.onAfterPageLoad = async (href) => {
    await store.settled()
    return next?.(href)
  }
}
