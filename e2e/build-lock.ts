import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'

/** Whether a process with this id is running (signal 0 tests without signalling). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/**
 * Runs `work` while holding the lock `dir` (a directory: `mkdir` is atomic), so that test files
 * running side by side never build one output together; the second waits and then finds the
 * first one's build current. A lock left by a process that died is taken over.
 */
export async function withBuildLock<T>(
  dir: string,
  work: () => Promise<T>,
  waitMs = 900_000,
): Promise<T> {
  const owner = join(dir, 'pid')
  const deadline = Date.now() + waitMs
  for (;;) {
    try {
      mkdirSync(dir, { recursive: false })
      writeFileSync(owner, String(process.pid))
      break
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    }
    let holder = Number.NaN
    try {
      holder = Number(readFileSync(owner, 'utf8'))
    } catch {
      // Just made by its holder, which has not written its id yet.
    }
    if (Number.isInteger(holder) && holder > 0 && !alive(holder)) {
      rmSync(dir, { recursive: true, force: true })
      continue
    }
    if (Date.now() > deadline) {
      throw new Error(`${dir}: still locked by process ${holder} after ${waitMs / 1000} s`)
    }
    await sleep(250)
  }
  try {
    return await work()
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
