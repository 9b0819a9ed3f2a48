import type { SiteConfig } from 'vitepress'

/**
 * Runs `task` at this build's end (VitePress's `buildEnd`, once the pages are rendered), before
 * the site's own hook; a later build of the same site config does not run it again.
 */
export function atThisBuildEnd(site: SiteConfig, task: () => void | Promise<void>): void {
  const end = site.buildEnd
  site.buildEnd = async (config) => {
    site.buildEnd = end
    await task()
    await end?.(config)
  }
}
