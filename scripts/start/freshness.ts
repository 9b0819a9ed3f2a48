import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

// `.temp` is VitePress's scratch folder during a build (removed when it ends).
const SKIPPED = new Set(['node_modules', 'dist', 'cache', '.temp', '.git'])

/** The newest modification time of any file under the given paths, skipping build output. */
export function newestChange(paths: readonly string[]): number {
  let newest = 0
  const visit = (path: string): void => {
    if (!existsSync(path)) return
    const stat = statSync(path)
    if (!stat.isDirectory()) {
      newest = Math.max(newest, stat.mtimeMs)
      return
    }
    for (const entry of readdirSync(path)) if (!SKIPPED.has(entry)) visit(join(path, entry))
  }
  for (const path of paths) visit(path)
  return newest
}

/** What a build was made from: when its inputs last changed, and with which settings. */
export interface BuildStamp {
  inputs: number
  settings: string
}

/** Whether the stamp file says the output was built from these inputs and settings. */
export function isCurrent(stampFile: string, wanted: BuildStamp): boolean {
  if (!existsSync(stampFile)) return false
  try {
    const stamp = JSON.parse(readFileSync(stampFile, 'utf8')) as BuildStamp
    return stamp.inputs >= wanted.inputs && stamp.settings === wanted.settings
  } catch {
    return false
  }
}

/** Records what a build that just succeeded was made from. */
export function writeStamp(stampFile: string, stamp: BuildStamp): void {
  writeFileSync(stampFile, JSON.stringify(stamp))
}
