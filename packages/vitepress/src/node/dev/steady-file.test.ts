import { appendFileSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { steadyFile } from './steady-file'

describe('steadyFile', () => {
  it('waits while the file is still being written', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'vpad-steady-')), 'spec.json')
    writeFileSync(file, '{')
    let writes = 0
    const writer = setInterval(() => {
      appendFileSync(file, ' "a": 1,')
      if (++writes === 6) {
        appendFileSync(file, ' "b": 2 }')
        clearInterval(writer)
      }
    }, 40)
    await steadyFile(file, { quietMs: 120 })
    // Every write had landed before it resolved: the file is whole.
    expect(writes).toBe(6)
    expect(() => JSON.parse(readFileSync(file, 'utf8'))).not.toThrow()
  })

  it('gives up on a file that never settles', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'vpad-steady-')), 'spec.json')
    writeFileSync(file, 'x')
    const writer = setInterval(() => appendFileSync(file, 'x'), 20)
    await steadyFile(file, { quietMs: 60, timeoutMs: 400 })
    clearInterval(writer)
  })
})
