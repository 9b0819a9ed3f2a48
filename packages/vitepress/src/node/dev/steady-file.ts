import { stat } from 'node:fs/promises'

/** Options of {@link steadyFile}. */
export interface SteadyFileOptions {
  /** How long the file's size and time must stay the same. @default 150 */
  quietMs?: number
  /** When to stop waiting for a file that keeps changing. @default 5000 */
  timeoutMs?: number
}

/**
 * Resolves once a file has stopped changing: its size and modification time the same over
 * `quietMs`. An editor that writes a large file in place is seen by the watcher half-way, when
 * the text is cut short; reading it then would report an error the author never made.
 */
export async function steadyFile(file: string, options: SteadyFileOptions = {}): Promise<void> {
  const quietMs = options.quietMs ?? 150
  const until = Date.now() + (options.timeoutMs ?? 5000)
  let last = await fingerprint(file)
  while (Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, quietMs))
    const now = await fingerprint(file)
    if (now === last) return
    last = now
  }
}

async function fingerprint(file: string): Promise<string> {
  try {
    const { size, mtimeMs } = await stat(file)
    return `${size}:${mtimeMs}`
  } catch {
    // Saved by rename: the file is gone for a moment.
    return 'missing'
  }
}
