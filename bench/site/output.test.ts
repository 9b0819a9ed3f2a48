import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { folderSize, htmlSizes, llmsMs, median, pluginMs } from './output'

describe('median', () => {
  it('is the middle value of an odd count, whatever the order', () => {
    expect(median([5, 1, 3])).toBe(3)
  })

  it('is the mean of the two middle values of an even count', () => {
    expect(median([4, 1, 10, 2])).toBe(3)
  })

  it('is NaN for no values', () => {
    expect(median([])).toBeNaN()
  })
})

describe('pluginMs', () => {
  it("reads the plugin's total from its log", () => {
    const log = [
      'vitepress v1.6.4',
      'vitepress-api-docs: github: 1223 operations, 969 schemas (3464 ms)',
      'vitepress-api-docs: 2193 pages generated in 3465 ms',
    ].join('\n')
    expect(pluginMs(log)).toBe(3465)
  })

  it('is undefined when the plugin did not log', () => {
    expect(pluginMs('build complete in 10.2s')).toBeUndefined()
  })
})

describe('folderSize and htmlSizes', () => {
  let dir = ''
  afterEach(() => rmSync(dir, { recursive: true, force: true }))

  it('sum nested files, and list nested pages minus the excluded', () => {
    dir = mkdtempSync(join(tmpdir(), 'bench-output-'))
    mkdirSync(join(dir, 'assets'))
    writeFileSync(join(dir, 'a.html'), 'x'.repeat(10))
    writeFileSync(join(dir, 'b.html'), 'x'.repeat(20))
    writeFileSync(join(dir, 'changelog.html'), 'x'.repeat(5))
    writeFileSync(join(dir, 'assets', 'app.js'), 'x'.repeat(100))
    writeFileSync(join(dir, 'assets', 'c.html'), 'x'.repeat(30))
    expect(folderSize(dir)).toBe(165)
    expect(htmlSizes(dir, ['changelog.html']).sort()).toEqual([10, 20, 30])
  })
})

describe('llmsMs', () => {
  it('reads the time the plugin took for llms.txt and the twins', () => {
    const log = 'vitepress-api-docs: llms.txt and 2192 Markdown pages written in 1804 ms\n'
    expect(llmsMs(log)).toBe(1804)
    expect(llmsMs('vitepress-api-docs: 2193 pages generated in 3465 ms')).toBeUndefined()
  })
})
