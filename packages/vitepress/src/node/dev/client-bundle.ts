import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join, relative, sep } from 'node:path'

// The client side for `vitepress dev`, as one bundle made when this package is built
// (dist/client/dev, with the playground and OAuth library it imports inside). Vite's
// dependency optimizer otherwise bundles the client's ~200 modules at every cold start, while
// the browser waits for that bundle: the first page of GitHub's description came about 0.25 s
// later on a two-core machine. A build (`vitepress build`) imports the client module by module,
// as before, to split it per page.
// The bundle is served only where the site installs the very files it was made from (by hash),
// so that dev runs the code a build would bundle; anywhere else Vite pre-bundles the client.

/** The dev bundle's folder in the package. */
export const DEV_BUNDLE_DIR = 'dist/client/dev'
/** The record, beside the bundle, of the packages it carries. */
export const DEV_BUNDLE_MANIFEST = 'manifest.json'

/** What the dev bundle carries of other packages: for each, the files and their joint hash. */
export interface DevBundleManifest {
  v: 1
  packages: Record<string, { files: string[]; hash: string }>
}

/** The folder of package `name` as Node finds it from `from`: `node_modules` up the tree. */
export function packageFolder(name: string, from: string): string | undefined {
  for (let dir = from; ; dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', name)
    if (existsSync(join(candidate, 'package.json'))) return candidate
    if (dirname(dir) === dir) return undefined
  }
}

/** One hash of `files` (paths relative to `folder`) and their contents; undefined if one is gone. */
function filesHash(folder: string, files: readonly string[]): string | undefined {
  const hash = createHash('sha256')
  for (const file of files) {
    try {
      hash
        .update(file)
        .update('\0')
        .update(readFileSync(join(folder, file)))
        .update('\0')
    } catch {
      return undefined
    }
  }
  return hash.digest('hex')
}

/**
 * The dev bundle's entry in the package at `root`, if the site installs the files it was made
 * from; undefined otherwise (or when the package has none, as its sources do).
 */
export function devClientBundle(root: string): string | undefined {
  const dir = join(root, DEV_BUNDLE_DIR)
  let manifest: DevBundleManifest
  try {
    manifest = JSON.parse(readFileSync(join(dir, DEV_BUNDLE_MANIFEST), 'utf8')) as DevBundleManifest
  } catch {
    return undefined
  }
  if (manifest.v !== 1) return undefined
  for (const [name, { files, hash }] of Object.entries(manifest.packages)) {
    const folder = packageFolder(name, root)
    if (!folder || filesHash(folder, files) !== hash) return undefined
  }
  return join(dir, 'index.js')
}

/** The package a file belongs to: the nearest folder above it with a `package.json`. */
function owningPackage(file: string): { name: string; folder: string } | undefined {
  for (let dir = dirname(file); dirname(dir) !== dir; dir = dirname(dir)) {
    const manifest = join(dir, 'package.json')
    if (existsSync(manifest)) {
      const { name } = JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }
      return name ? { name, folder: dir } : undefined
    }
  }
  return undefined
}

/**
 * The manifest of a dev bundle made in the package at `root` from `inputs` (absolute paths, as
 * esbuild's metafile lists them): the files of every other package it took in.
 */
export function devBundleManifest(root: string, inputs: readonly string[]): DevBundleManifest {
  const own = owningPackage(join(root, 'package.json'))?.name
  const byPackage = new Map<string, { folder: string; files: string[] }>()
  for (const input of inputs) {
    const owner = owningPackage(input)
    if (!owner || owner.name === own) continue
    const entry = byPackage.get(owner.name) ?? { folder: owner.folder, files: [] }
    entry.files.push(relative(owner.folder, input).split(sep).join('/'))
    byPackage.set(owner.name, entry)
  }
  const packages: DevBundleManifest['packages'] = {}
  for (const [name, { folder, files }] of [...byPackage].sort(([a], [b]) => a.localeCompare(b))) {
    files.sort()
    packages[name] = { files, hash: filesHash(folder, files)! }
  }
  return { v: 1, packages }
}
