import type { Page } from 'playwright-core'

// In `vitepress dev` the plugin serves VitePress's default theme as one pre-bundled module
// (packages/vitepress/src/node/plugins/default-theme.ts); these read, in the browser, that it
// did and that the theme's scoped styles still match its markup.

/** Records the paths (with their queries) of every request the page makes from now on. */
export function watchRequests(page: Page): string[] {
  const paths: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    paths.push(url.pathname + url.search)
  })
  return paths
}

/**
 * What the requests say of the theme: its pre-bundle, its SFCs fetched one by one, and their
 * style blocks fetched one by one.
 */
export function themeRequests(paths: string[]): {
  bundle: string[]
  sfcs: string[]
  styles: string[]
} {
  return {
    bundle: paths.filter((path) => /\/deps\/vitepress_theme\.js(\?|$)/.test(path)),
    sfcs: paths.filter((path) => /\/theme-default\/.+\.vue(\?(?!vue&type=style)|$)/.test(path)),
    styles: paths.filter((path) => /\/theme-default\/.+\.vue\?vue&type=style/.test(path)),
  }
}

/**
 * The nav bar's styles from its SFC's `<style scoped>` (`.VPNavBar[data-v-…]`): they apply only
 * when the markup carries the scope id that plugin-vue compiled the CSS with.
 */
export function navBarStyle(page: Page): Promise<{ pointerEvents: string; whiteSpace: string }> {
  return page.locator('.VPNavBar').evaluate((element) => {
    const style = getComputedStyle(element)
    return { pointerEvents: style.pointerEvents, whiteSpace: style.whiteSpace }
  })
}

/** What `navBarStyle` reads when the scoped styles apply (the defaults are `auto`, `normal`). */
export const SCOPED_NAV_BAR = { pointerEvents: 'none', whiteSpace: 'nowrap' }
