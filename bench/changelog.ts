import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { specHistory } from '../packages/vitepress/src/node/changelog/history'
import { changelogRepo } from './changelog-repo'
import type { Benchmark } from './types'

const COMMITS = 200
const source = fileURLToPath(
  new URL('../node_modules/@octokit/openapi/generated/api.github.com.json', import.meta.url),
)
const repo = fileURLToPath(new URL('./.out/changelog-repo/', import.meta.url))
const ms = (value: number) => `${value.toFixed(0)} ms`
const count = (value: number) => String(value)

/** The history of a 13 MB description with 200 commits: computed cold, then from the cache. */
export const changelog: Benchmark = {
  id: 'changelog',
  name: `changelog (GitHub REST description, 13 MB JSON, ${COMMITS} commits)`,
  async run() {
    const file = await changelogRepo(repo, source, COMMITS)
    const cacheDir = mkdtempSync(join(tmpdir(), 'vpad-changelog-bench-'))
    try {
      let start = performance.now()
      const cold = await specHistory(file, { cacheDir })
      const coldMs = performance.now() - start
      start = performance.now()
      const warm = await specHistory(file, { cacheDir })
      const warmMs = performance.now() - start
      if (JSON.stringify(warm) !== JSON.stringify(cold))
        throw new Error('the cached history differs from the computed one')
      const changes = cold.reduce((sum, entry) => sum + entry.changes.length, 0)
      return [
        { label: 'entries', value: cold.length, format: count },
        { label: 'changes found', value: changes, format: count },
        {
          label: 'breaking entries',
          value: cold.filter((entry) => entry.breaking).length,
          format: count,
        },
        { label: 'history, cold', value: coldMs, budget: 10_000, format: ms },
        { label: 'history, from the cache', value: warmMs, budget: 1_000, format: ms },
      ]
    } finally {
      rmSync(cacheDir, { recursive: true, force: true })
    }
  },
}
