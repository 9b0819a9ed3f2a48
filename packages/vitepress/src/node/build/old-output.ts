import { lstatSync, readdirSync, renameSync } from 'node:fs'
import { rm } from 'node:fs/promises'
import { basename, dirname, isAbsolute, join, relative, resolve, sep } from 'node:path'

// Vite empties the output folder before it writes the browser bundle (`build.emptyOutDir`, which
// VitePress sets), one synchronous unlink after another on the thread that runs the build: the
// previous output of Microsoft Graph (86,829 files, 1.4 GB) took 15 to 22 s of it, while the
// machine's other cores had nothing to do. Moved aside by one rename, the old output is deleted by
// Node's promise-based `rm`, whose unlinks run in libuv's thread pool, while the bundles are made.

/** What a folder moved aside is called: the output folder's name, this mark, a unique part. */
const MARK = '.api-docs-old-'

/** The output folders left aside by a build that stopped before it deleted them. */
function leftAside(outDir: string): string[] {
  const parent = dirname(outDir)
  const prefix = basename(outDir) + MARK
  try {
    return readdirSync(parent)
      .filter((name) => name.startsWith(prefix))
      .map((name) => join(parent, name))
  } catch {
    return []
  }
}

/** Whether `path` is `folder` or inside it. */
const within = (path: string, folder: string) => {
  const way = relative(folder, path)
  return !isAbsolute(way) && way !== '..' && !way.startsWith(`..${sep}`)
}

/**
 * Moves the previous output folder `outDir` aside and deletes it in the background, with any
 * left aside by an earlier build; resolves once they are gone (never rejects: what could not be
 * deleted is tried again by the next build). Leaves `outDir` to Vite when it is not a plain
 * folder (a link, a mount the rename cannot move), when it holds `.git` (which Vite keeps), or
 * when one of the folders in `keep` (the site's sources, its cache) is inside it.
 */
export function deleteOldOutput(outDir: string, keep: readonly string[]): Promise<void> {
  const folders = leftAside(outDir)
  const aside = `${outDir}${MARK}${process.pid}-${Date.now().toString(36)}`
  if (movable(outDir, keep)) {
    try {
      renameSync(outDir, aside)
      folders.push(aside)
    } catch {
      // Left in place: Vite empties it as it always does.
    }
  }
  return Promise.all(
    folders.map((folder) => rm(folder, { recursive: true, force: true, maxRetries: 2 })),
  ).then(
    () => undefined,
    () => undefined,
  )
}

function movable(outDir: string, keep: readonly string[]): boolean {
  try {
    if (!lstatSync(outDir).isDirectory()) return false
    if (readdirSync(outDir).includes('.git')) return false
  } catch {
    return false
  }
  return !keep.some((folder) => within(resolve(folder), resolve(outDir)))
}
