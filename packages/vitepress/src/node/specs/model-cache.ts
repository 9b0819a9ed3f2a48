// A spec's model kept on disk between runs, keyed by everything it is made from: the
// description's text, its entry in the options and the plugin's own code. A restarted
// `vitepress dev` (a config change restarts it) or a second build then reads the model back
// instead of parsing and normalizing the description again: JSON.parse of GitHub's model takes
// a tenth of the time of making it.
import { createHash } from 'node:crypto'
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { SpecModel } from '../model/spec'
import type { ResolvedSpecEntry } from '../options'

let codeDigest: string | undefined

/** A digest of the plugin's code that runs here: any new version makes new models. */
function pluginCode(): string {
  if (codeDigest === undefined) {
    let code = ''
    try {
      code = readFileSync(fileURLToPath(import.meta.url), 'utf8')
    } catch {
      code = String(Math.random())
    }
    codeDigest = createHash('sha256').update(code).digest('hex')
  }
  return codeDigest
}

/** The cache key of a spec's model. */
export function modelKey(entry: ResolvedSpecEntry, text: string): string {
  return createHash('sha256')
    .update(pluginCode())
    .update('\0')
    .update(JSON.stringify(entry))
    .update('\0')
    .update(text)
    .digest('hex')
    .slice(0, 24)
}

const fileName = (spec: string, key: string) => `${spec}.${key}.json`

/** The model cached under `key`, if any. */
export function readModel(dir: string, spec: string, key: string): SpecModel | undefined {
  try {
    return JSON.parse(readFileSync(join(dir, fileName(spec, key)), 'utf8')) as SpecModel
  } catch {
    return undefined
  }
}

/** Keeps a model under `key`, replacing the spec's older ones; a failure to write is no error. */
export function writeModel(dir: string, spec: string, key: string, model: SpecModel): void {
  try {
    mkdirSync(dir, { recursive: true })
    const name = fileName(spec, key)
    // Written aside, then renamed: a process reading at the same time never sees half a file.
    const partial = join(dir, `${name}.${process.pid}.tmp`)
    writeFileSync(partial, JSON.stringify(model))
    renameSync(partial, join(dir, name))
    for (const other of readdirSync(dir))
      if (other !== name && other.startsWith(`${spec}.`) && other.split('.').length === 3)
        rmSync(join(dir, other), { force: true })
  } catch {
    // A read-only or full disk only costs the next run its time.
  }
}
