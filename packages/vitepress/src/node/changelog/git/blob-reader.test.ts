import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BlobReader } from './blob-reader'

let repo = ''
const blobs: Record<string, string> = {}

beforeAll(() => {
  repo = mkdtempSync(join(tmpdir(), 'vpad-blobs-'))
  execFileSync('git', ['init', '-q'], { cwd: repo })
  const contents = {
    large: 'x'.repeat(300_000) + '\n',
    small: 'small, with a newline\n and é',
    empty: '',
  }
  for (const [name, content] of Object.entries(contents))
    blobs[name] = execFileSync('git', ['hash-object', '-w', '--stdin'], {
      cwd: repo,
      input: content,
      encoding: 'utf8',
    }).trim()
})
afterAll(() => rmSync(repo, { recursive: true, force: true }))

describe('BlobReader', () => {
  it('reads blobs asked for ahead, in order, and counts them', async () => {
    const reader = new BlobReader(repo)
    const reads = [reader.read(blobs.large!), reader.read(blobs.small!), reader.read(blobs.empty!)]
    const [large, small, empty] = await Promise.all(reads)
    expect(large!.length).toBe(300_001)
    expect(large!.toString('utf8', 299_998)).toBe('xx\n')
    expect(small!.toString('utf8')).toBe('small, with a newline\n and é')
    expect(empty!.length).toBe(0)
    expect(reader.bodiesRead).toBe(3)
    reader.close()
  })

  it('refuses a missing blob and goes on with the next', async () => {
    const reader = new BlobReader(repo)
    const missing = reader.read('0123456789012345678901234567890123456789')
    const next = reader.read(blobs.small!)
    await expect(missing).rejects.toThrow(/missing/)
    expect((await next).toString('utf8')).toBe('small, with a newline\n and é')
    reader.close()
  })

  it('takes a released buffer back and fills later reads with the right bytes', async () => {
    const reader = new BlobReader(repo)
    const large = await reader.read(blobs.large!)
    reader.release(large)
    // The buffer moved to the reader's worker, to be filled again there.
    expect(large.length).toBe(0)
    const [small, again] = await Promise.all([reader.read(blobs.small!), reader.read(blobs.large!)])
    expect(small.toString('utf8')).toBe('small, with a newline\n and é')
    expect(again.length).toBe(300_001)
    expect(again.toString('utf8', 299_998)).toBe('xx\n')
    reader.close()
  })

  it('refuses every read once git cannot run', async () => {
    const reader = new BlobReader(join(repo, 'no-such-folder'))
    await expect(reader.read(blobs.small!)).rejects.toThrow()
    reader.close()
  })
})
