import { describe, expect, it } from 'vitest'
import { descendants, parseCpuMs, parseParentPid, parseVmRss, sampleTree } from './proc-tree'

describe('parseVmRss', () => {
  it('reads the resident set in bytes', () => {
    const status = 'Name:\tnode\nVmPeak:\t 2000 kB\nVmRSS:\t  123456 kB\nRssAnon:\t 100 kB\n'
    expect(parseVmRss(status)).toBe(123456 * 1024)
  })

  it('is 0 when the process has no VmRSS line (a zombie)', () => {
    expect(parseVmRss('Name:\tnode\nState:\tZ (zombie)\n')).toBe(0)
  })
})

describe('parseParentPid', () => {
  it('reads the 4th field', () => {
    expect(parseParentPid('29353 (cat) R 29348 29348 24449 0 -1')).toBe(29348)
  })

  it('is not misled by spaces and parentheses in the command name', () => {
    expect(parseParentPid('77 (vite (worker) 1) S 12 77 77 0 -1')).toBe(12)
  })
})

describe('parseCpuMs', () => {
  it("sums user, system and waited-for children's time, in ms at 100 ticks a second", () => {
    const stat = '42 (node main) R 1 42 42 0 -1 4194304 99 0 0 0 150 30 12 8 20 0 1 0 276403'
    expect(parseCpuMs(stat)).toBe(2000)
  })
})

describe('descendants', () => {
  it('lists the root, its children and grandchildren, and nothing else', () => {
    const parents = new Map([
      [10, 1],
      [11, 10],
      [12, 10],
      [13, 12],
      [20, 1],
      [21, 20],
    ])
    expect(descendants(10, parents).sort()).toEqual([10, 11, 12, 13])
  })

  it('is the root alone when it has no children', () => {
    expect(descendants(5, new Map([[6, 1]]))).toEqual([5])
  })
})

describe('sampleTree', () => {
  it('counts at least this process itself', () => {
    const sample = sampleTree(process.pid)
    expect(sample.rss).toBeGreaterThan(10 * 2 ** 20)
    expect(sample.cpuMs).toBeGreaterThan(0)
  })
})
