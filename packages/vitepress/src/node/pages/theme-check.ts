import { existsSync, readFileSync } from 'node:fs'
import { join, normalize, relative } from 'node:path'

const ENTRIES = ['index.ts', 'index.mts', 'index.js', 'index.mjs']

/**
 * What is missing from the site's theme for the generated pages to show, or nothing. Their
 * markdown is one component the theme registers through `withApiDocs` (the package README's
 * set-up); without it VitePress renders an empty page and Vue warns only in the browser.
 */
export function themeProblem(root: string, themeDir: string): string | undefined {
  // VitePress falls back to its default theme's folder when the site has no `.vitepress/theme`.
  const own = join(root, '.vitepress/theme')
  const entry =
    normalize(themeDir) === normalize(own)
      ? ENTRIES.map((name) => join(own, name)).find((file) => existsSync(file))
      : undefined
  const where = relative(root, entry ?? join(own, 'index.ts'))
  if (!entry)
    return `no theme at ${where}: the generated pages need the plugin's components. Create it with \`import DefaultTheme from 'vitepress/theme'\`, \`import { withApiDocs } from 'vitepress-api-docs/client'\` and \`export default withApiDocs(DefaultTheme)\` (see the package README).`
  // A theme may reach the client through a file of its own; only a theme that names the
  // package nowhere in its entry is told, and told it may be wrong.
  if (!readFileSync(entry, 'utf8').includes('vitepress-api-docs'))
    return `${where} does not import vitepress-api-docs/client: unless it does so through another file, the generated pages will be empty. Wrap the theme as \`export default withApiDocs(DefaultTheme)\` (see the package README).`
  return undefined
}
