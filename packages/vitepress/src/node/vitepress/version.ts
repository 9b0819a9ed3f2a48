// Which VitePress the site runs, read from the package the site resolves (as VitePress's own CLI
// is found), and whether the plugin supports it. The two lines differ in internals the plugin
// reaches (see the other files of this folder), so an unsupported version fails here, by name,
// rather than somewhere deep in a build with a TypeError.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { ApiDocsError } from '../errors'

/** The VitePress versions the plugin supports, as the package's peer range says. */
export const SUPPORTED_VITEPRESS = '^1.6.0 || ^2.0.0-alpha.20'

/** The major line of a supported VitePress: 1 (1.6, Vite 5 and Rollup) or 2 (Vite 8 and Rolldown). */
export type VitePressLine = 1 | 2

const VERSION = /^(\d+)\.(\d+)\.(\d+)(?:-([0-9A-Za-z.-]+))?(?:\+[0-9A-Za-z.-]+)?$/

/**
 * The line of `version` when the plugin supports it, else undefined: 1.6.0 and later 1.x, and
 * 2.0.0-alpha.20 and later (any 2.x release, beta or release candidate).
 */
export function supportedLine(version: string): VitePressLine | undefined {
  const match = VERSION.exec(version.trim())
  if (!match) return undefined
  const [major, minor, patch] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const pre = match[4]
  if (major === 1) return minor >= 6 && !(minor === 6 && patch === 0 && pre) ? 1 : undefined
  if (major !== 2) return undefined
  if (minor > 0 || patch > 0 || !pre) return 2
  // Semver orders pre-releases by their dot-separated parts: alpha < beta < rc.
  const [tag, number] = pre.split('.')
  if (tag === 'alpha') return Number(number) >= 20 ? 2 : undefined
  return tag === 'beta' || tag === 'rc' ? 2 : undefined
}

/** The version of the VitePress that the site at `root` resolves. */
export function vitepressVersion(root: string): string {
  const manifest = createRequire(join(root, 'package.json')).resolve('vitepress/package.json')
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version
}

/**
 * The line of the site's VitePress; throws, naming the supported ranges, for any other. A site
 * whose root resolves no `vitepress` package (run by a CLI installed elsewhere) is told by the
 * shape of its config: 2.0's dynamic routes are an array.
 */
export function vitepressLine(site: { root: string; dynamicRoutes?: unknown }): VitePressLine {
  let version: string
  try {
    version = vitepressVersion(site.root)
  } catch {
    return Array.isArray(site.dynamicRoutes) ? 2 : 1
  }
  const line = supportedLine(version)
  if (line === undefined)
    throw new ApiDocsError(
      `vitepress-api-docs: VitePress ${version} is not supported; install a version in ${SUPPORTED_VITEPRESS}`,
    )
  return line
}
