import { readFileSync, readdirSync } from 'node:fs'

/** Resident memory in bytes from the text of `/proc/<pid>/status` (0 for a zombie or kernel task). */
export function parseVmRss(status: string): number {
  const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(status)
  return match ? Number(match[1]) * 1024 : 0
}

// The fields of `/proc/<pid>/stat` after the command name, which is in parentheses and may itself
// hold spaces or parentheses: field 3 (state) comes first.
const statFields = (stat: string) => stat.slice(stat.lastIndexOf(')') + 2).split(' ')

/** The parent pid from the text of `/proc/<pid>/stat`. */
export function parseParentPid(stat: string): number {
  return Number(statFields(stat)[1])
}

/** Linux's clock ticks per second (`getconf CLK_TCK`), 100 on every common platform. */
const TICKS_PER_SECOND = 100

/**
 * CPU time in ms from the text of `/proc/<pid>/stat`: the process's own user and system time
 * (fields 14, 15) plus that of the children it has waited for (16, 17).
 */
export function parseCpuMs(stat: string): number {
  const fields = statFields(stat)
  const ticks = [11, 12, 13, 14].reduce((sum, index) => sum + Number(fields[index]), 0)
  return (ticks * 1000) / TICKS_PER_SECOND
}

/** `root` and every pid descending from it, given each pid's parent. */
export function descendants(root: number, parents: ReadonlyMap<number, number>): number[] {
  const children = new Map<number, number[]>()
  for (const [pid, parent] of parents) {
    const list = children.get(parent)
    if (list) list.push(pid)
    else children.set(parent, [pid])
  }
  const tree: number[] = []
  const queue = [root]
  while (queue.length) {
    const pid = queue.shift()!
    tree.push(pid)
    queue.push(...(children.get(pid) ?? []))
  }
  return tree
}

function readOrEmpty(file: string): string {
  try {
    return readFileSync(file, 'utf8')
  } catch {
    // The process ended between listing /proc and reading it.
    return ''
  }
}

/** What `root` and all its descendants use right now (Linux). */
export interface TreeSample {
  /** Summed resident memory, in bytes. */
  rss: number
  /** Summed CPU time so far, in ms. */
  cpuMs: number
}

/** Samples the memory and CPU time of `root` and all its descendants. */
export function sampleTree(root: number): TreeSample {
  const stats = new Map<number, string>()
  const parents = new Map<number, number>()
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue
    const stat = readOrEmpty(`/proc/${name}/stat`)
    if (!stat) continue
    stats.set(Number(name), stat)
    parents.set(Number(name), parseParentPid(stat))
  }
  const sample: TreeSample = { rss: 0, cpuMs: 0 }
  for (const pid of descendants(root, parents)) {
    sample.rss += parseVmRss(readOrEmpty(`/proc/${pid}/status`))
    sample.cpuMs += parseCpuMs(stats.get(pid) ?? '')
  }
  return sample
}
