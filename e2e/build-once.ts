import { existsSync, mkdirSync, rmSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { preview } from 'vite'
import { isCurrent, newestChange, writeStamp } from '../scripts/start/freshness.ts'
import { withBuildLock } from './build-lock'

/** A site build that test files running side by side share (see `buildOnce`). */
export interface SharedBuild {
  /** The lock directory held while the stamp is read and the site built. */
  lock: string
  /** How long to wait for another file's build, ms. */
  waitMs?: number
  /** The stamp recording what the output was built from. */
  stampFile: string
  /** The built site's folder: current when it holds an index.html and the stamp matches. */
  outDir: string
  /** Files and folders whose newest change the output depends on. */
  inputs: string[]
  /** What else the output depends on, e.g. the API server's URL it was built against. */
  settings: string
  /** Builds the site into `outDir`. */
  build: () => Promise<void>
}

/**
 * Builds a site unless its output is current, under a lock: the first test file of a run builds,
 * the others wait and find the output current. The stamp is read under the lock, since a build in
 * progress writes into the site's folder (`.vitepress/.temp`), which would make it look changed.
 */
export async function buildOnce(shared: SharedBuild): Promise<void> {
  mkdirSync(dirname(shared.lock), { recursive: true })
  await withBuildLock(
    shared.lock,
    async () => {
      const stamp = { inputs: newestChange(shared.inputs), settings: shared.settings }
      if (existsSync(join(shared.outDir, 'index.html')) && isCurrent(shared.stampFile, stamp))
        return
      rmSync(shared.outDir, { recursive: true, force: true })
      await shared.build()
      writeStamp(shared.stampFile, stamp)
    },
    shared.waitMs,
  )
}

/** Serves a built site (`outDir`) with Vite's preview server on a free port; its base URL. */
export async function previewBuilt(
  root: string,
  outDir: string,
): Promise<{ url: string; close: () => Promise<void> }> {
  const server = await preview({
    root,
    configFile: false,
    logLevel: 'warn',
    appType: 'mpa',
    build: { outDir },
    preview: { port: 0, host: '127.0.0.1', strictPort: false },
  })
  const address = server.httpServer.address()
  if (!address || typeof address === 'string') throw new Error('preview server has no port')
  return { url: `http://127.0.0.1:${address.port}`, close: () => server.close() }
}
