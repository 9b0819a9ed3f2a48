import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import {
  emptyStats,
  specHistory,
  type HistoryStats,
} from '../packages/vitepress/src/node/changelog/history'
import { changelogRepo } from './changelog-repo'
import type { Benchmark } from './types'

const COMMITS = 200
const source = fileURLToPath(
  new URL('../node_modules/@octokit/openapi/generated/api.github.com.json', import.meta.url),
)
const repo = fileURLToPath(new URL('./.out/changelog-repo/', import.meta.url))
const ms = (value: number) => `${value.toFixed(0)} ms`
const count = (value: number) => String(value)
const mb = (value: number) => `${(value / 1024 / 1024).toFixed(1)} MB`
const load = (value: number) => value.toFixed(2)

function folderSize(dir: string): number {
  let size = 0
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true }))
    if (entry.isFile()) size += statSync(join(entry.parentPath, entry.name)).size
  return size
}

/** The history of a 13 MB description with 200 commits: computed cold, then from the cache. */
export const changelog: Benchmark = {
  id: 'changelog',
  name: `changelog (GitHub REST description, 13 MB JSON, ${COMMITS} commits)`,
  async run() {
    const file = await changelogRepo(repo, source, COMMITS)
    const cacheDir = mkdtempSync(join(tmpdir(), 'vpad-changelog-bench-'))
    try {
      const coldStats = emptyStats()
      let start = performance.now()
      const cpu = process.cpuUsage()
      const cold = await specHistory(file, { cacheDir, stats: coldStats })
      const coldMs = performance.now() - start
      const { user, system } = process.cpuUsage(cpu)
      const warmStats = emptyStats()
      start = performance.now()
      const warm = await specHistory(file, { cacheDir, stats: warmStats })
      const warmMs = performance.now() - start
      if (JSON.stringify(warm) !== JSON.stringify(cold))
        throw new Error('the cached history differs from the computed one')
      const changes = cold.reduce((sum, entry) => sum + entry.changes.length, 0)
      const phases = (run: string, stats: HistoryStats) => [
        { label: `${run}: git log and renames`, value: stats.logMs, format: ms },
        { label: `${run}: waiting for blobs`, value: stats.readMs, format: ms },
        { label: `${run}: summarizing versions`, value: stats.summarizeMs, format: ms },
        { label: `${run}: comparing versions`, value: stats.compareMs, format: ms },
      ]
      return [
        { label: 'entries', value: cold.length, format: count },
        { label: 'changes found', value: changes, format: count },
        {
          label: 'breaking entries',
          value: cold.filter((entry) => entry.breaking).length,
          format: count,
        },
        ...phases('cold', coldStats),
        { label: 'cold: blobs read', value: coldStats.blobsRead, format: count },
        // Beside the wall time: on a shared machine, what this process itself spent.
        { label: 'cold: CPU time of this process', value: (user + system) / 1000, format: ms },
        { label: 'history, cold', value: coldMs, budget: 10_000, format: ms },
        ...phases('cached', warmStats),
        { label: 'cached: blobs read', value: warmStats.blobsRead, budget: 0, format: count },
        { label: 'history, from the cache', value: warmMs, budget: 1_000, format: ms },
        { label: 'cache on disk', value: folderSize(cacheDir), format: mb },
        { label: 'load average (1 min) at the end', value: loadavg()[0]!, format: load },
      ]
    } finally {
      rmSync(cacheDir, { recursive: true, force: true })
    }
  },
}
