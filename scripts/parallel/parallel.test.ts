import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { runAll, summary } from './parallel'

describe('runAll', () => {
  const folder = mkdtempSync(join(tmpdir(), 'parallel-'))
  afterEach(() => rmSync(folder, { recursive: true, force: true }))

  it('runs the commands at once and keeps each one its output and exit code', async () => {
    // The first waits (up to 10 s) for a file the second makes: one after the other, it fails.
    const flag = join(folder, 'flag')
    const outcomes = await runAll([
      `for i in $(seq 200); do [ -f ${flag} ] && break; sleep 0.05; done; [ -f ${flag} ] && echo first`,
      `touch ${flag}; echo second >&2; exit 3`,
    ])
    expect(outcomes.map(({ code, output }) => [code, output])).toEqual([
      [0, 'first\n'],
      [3, 'second\n'],
    ])
    const lines = summary(outcomes).split('\n')
    expect(lines[0]).toMatch(/^ok {5}for i in .* \(\d+\.\d s\)$/)
    expect(lines[1]).toMatch(/^FAILED touch .*; exit 3 \(\d+\.\d s, exit code 3\)$/)
  })
})
