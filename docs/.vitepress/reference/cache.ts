import { createHash } from 'node:crypto'
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import type { Reference } from './model'

/** Folders whose files the reference is read from, relative to the repository. */
const INPUT_DIRS = [
  'packages/playground/src',
  'packages/vitepress/src',
  'docs/.vitepress/reference',
]

/**
 * A digest of everything the reference is generated from: the packages' sources, the generator
 * itself and the vue-component-meta version. Reading and hashing them takes milliseconds; building
 * the TypeScript program takes seconds, so a build with unchanged sources reuses the last result.
 */
export function inputsDigest(root: string): string {
  const hash = createHash('sha256')
  const meta = JSON.parse(
    readFileSync(join(root, 'node_modules/vue-component-meta/package.json'), 'utf8'),
  ) as { version: string }
  hash.update(`vue-component-meta@${meta.version}\n`)
  for (const dir of INPUT_DIRS) {
    const files = readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.(ts|vue|css|md)$/.test(file) && !/\.test\.ts$/.test(file))
      .sort()
    for (const file of files) {
      hash.update(`${dir}/${file}\n`)
      hash.update(readFileSync(join(root, dir, file)))
    }
  }
  return hash.digest('hex')
}

interface CacheFile {
  digest: string
  reference: Reference
}

/** The reference, from the cache file when its inputs are unchanged, else generated and cached. */
export function cachedReference(
  root: string,
  cacheFile: string,
  generate: () => Reference,
): Reference {
  const digest = inputsDigest(root)
  try {
    const cached = JSON.parse(readFileSync(cacheFile, 'utf8')) as CacheFile
    if (cached.digest === digest) return cached.reference
  } catch {
    // No cache yet, or an unreadable one: generate.
  }
  const reference = generate()
  mkdirSync(dirname(resolve(cacheFile)), { recursive: true })
  writeFileSync(cacheFile, JSON.stringify({ digest, reference } satisfies CacheFile))
  return reference
}
