import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { BackgroundWrites } from './background-writes'

const folders: string[] = []
afterEach(() => folders.splice(0).forEach((f) => rmSync(f, { recursive: true, force: true })))
const folder = () => {
  const made = mkdtempSync(join(tmpdir(), 'background-writes-'))
  folders.push(made)
  return made
}

describe('BackgroundWrites', () => {
  it('writes every file, past its limit and its backlog, by the time it is flushed', async () => {
    const out = folder()
    // Two under way, three waiting: the other 45 are written at once.
    const writes = new BackgroundWrites(2, 3)
    for (let i = 0; i < 50; i++) writes.write(join(out, `${i}.txt`), `file ${i}`)
    await writes.flush()
    for (let i = 0; i < 50; i++)
      expect(readFileSync(join(out, `${i}.txt`), 'utf8')).toBe(`file ${i}`)
    // Nothing under way: it resolves at once, and may be asked again.
    await writes.flush()
  })

  it('reports the first write that failed at the flush, and refuses more after it', async () => {
    const out = folder()
    mkdirSync(join(out, 'taken'))
    const writes = new BackgroundWrites()
    writes.write(join(out, 'taken'), 'a folder is there')
    writes.write(join(out, 'fine.txt'), 'fine')
    await expect(writes.flush()).rejects.toThrow(
      `vitepress-api-docs: writing ${join(out, 'taken')} failed: EISDIR`,
    )
    expect(readFileSync(join(out, 'fine.txt'), 'utf8')).toBe('fine')
    expect(() => writes.write(join(out, 'later.txt'), 'later')).toThrow('EISDIR')
  })
})
