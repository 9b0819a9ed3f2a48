import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { isCurrent, newestChange, writeStamp } from './freshness.ts'

function tree(): string {
  const dir = mkdtempSync(join(tmpdir(), 'freshness-'))
  mkdirSync(join(dir, 'src'))
  mkdirSync(join(dir, 'dist'))
  writeFileSync(join(dir, 'src/a.ts'), '')
  writeFileSync(join(dir, 'dist/a.js'), '')
  utimesSync(join(dir, 'src/a.ts'), 1000, 1000)
  utimesSync(join(dir, 'dist/a.js'), 5000, 5000)
  return dir
}

describe('newestChange', () => {
  it('sees sources and skips build output', () => {
    const dir = tree()
    expect(newestChange([dir])).toBe(1_000_000)
    expect(newestChange([join(dir, 'missing')])).toBe(0)
  })
})

describe('stamps', () => {
  it('are current until an input changes or the settings differ', () => {
    const dir = tree()
    const file = join(dir, 'stamp.json')
    expect(isCurrent(file, { inputs: 1, settings: 'a' })).toBe(false)
    writeStamp(file, { inputs: 10, settings: 'a' })
    expect(isCurrent(file, { inputs: 10, settings: 'a' })).toBe(true)
    expect(isCurrent(file, { inputs: 11, settings: 'a' })).toBe(false)
    expect(isCurrent(file, { inputs: 10, settings: 'b' })).toBe(false)
    writeFileSync(file, 'not json')
    expect(isCurrent(file, { inputs: 10, settings: 'a' })).toBe(false)
  })
})
