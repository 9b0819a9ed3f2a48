import type { Router } from 'vitepress'
import type { GeneratedPageData, GeneratedPageRef } from '../shared/page'
// Served by the node side (src/node/page-modules.ts): generated pages' modules fill it before
// VitePress shows them; on the server it reads the plugin's data.
import * as served from 'virtual:vitepress-api-docs/pages'

const store = served as {
  get: (ref: GeneratedPageRef) => GeneratedPageData | undefined
  settled: () => Promise<unknown> | undefined
}

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
