import { mkdtempSync, readdirSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { PageCopyFiles } from './server-copies'

describe('PageCopyFiles', () => {
  it('writes each kept page module into the folder once, then holds none', () => {
    const dir = mkdtempSync(join(tmpdir(), 'vpad-copies-'))
    const files = new PageCopyFiles()
    files.add('graph_a.md.js', 'export const a = 1')
    files.add('graph_b_c.md.js', 'export const b = 2')
    files.writeInto(dir)
    expect(readdirSync(dir).sort()).toEqual(['graph_a.md.js', 'graph_b_c.md.js'])
    expect(readFileSync(join(dir, 'graph_b_c.md.js'), 'utf8')).toBe('export const b = 2')
    const again = mkdtempSync(join(tmpdir(), 'vpad-copies-'))
    files.writeInto(again)
    expect(readdirSync(again)).toEqual([])
  })
})
