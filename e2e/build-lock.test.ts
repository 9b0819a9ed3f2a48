import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { afterEach, describe, expect, it } from 'vitest'
import { withBuildLock } from './build-lock'

const scratch = mkdtempSync(join(tmpdir(), 'build-lock-'))
afterEach(() => rmSync(join(scratch, 'lock'), { recursive: true, force: true }))

describe('withBuildLock', () => {
  it('runs one holder at a time and releases the lock afterwards', async () => {
    const lock = join(scratch, 'lock')
    const events: string[] = []
    const job = (name: string) =>
      withBuildLock(lock, async () => {
        events.push(`${name} in`)
        await sleep(300)
        events.push(`${name} out`)
      })
    await Promise.all([job('a'), job('b')])
    expect(events).toHaveLength(4)
    expect(events[1]).toBe(`${events[0]!.split(' ')[0]} out`)
    expect(existsSync(lock)).toBe(false)
  })

  it('takes over a lock whose holder died', async () => {
    const lock = join(scratch, 'lock')
    mkdirSync(lock)
    // Process ids beyond Linux's pid_max (4,194,304 at most) are never running.
    writeFileSync(join(lock, 'pid'), '999999999')
    expect(await withBuildLock(lock, async () => 'built')).toBe('built')
  })

  it('says which lock and which process after waiting too long', async () => {
    const lock = join(scratch, 'lock')
    mkdirSync(lock)
    writeFileSync(join(lock, 'pid'), String(process.pid))
    await expect(withBuildLock(lock, async () => 'never', 600)).rejects.toThrow(
      `${lock}: still locked by process ${process.pid}`,
    )
  })
})
