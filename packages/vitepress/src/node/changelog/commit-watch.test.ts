import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { watchCommits } from './commit-watch'

const dirs: string[] = []
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
})

function git(cwd: string, ...args: string[]): void {
  execFileSync('git', args, {
    cwd,
    env: {
      ...process.env,
      GIT_AUTHOR_NAME: 'Test',
      GIT_AUTHOR_EMAIL: 'test@example.com',
      GIT_COMMITTER_NAME: 'Test',
      GIT_COMMITTER_EMAIL: 'test@example.com',
    },
  })
}

describe('watchCommits', () => {
  it('calls back when a commit lands', async () => {
    const repo = mkdtempSync(join(tmpdir(), 'vpad-commits-'))
    dirs.push(repo)
    git(repo, 'init', '-q')
    writeFileSync(join(repo, 'spec.yaml'), 'openapi: 3.0.3\n')
    git(repo, 'add', '-A')
    git(repo, 'commit', '-q', '-m', 'first')
    let committed: () => void = () => {}
    const stop = await watchCommits(repo, () => committed())
    const called = new Promise<void>((resolve) => (committed = resolve))
    writeFileSync(join(repo, 'spec.yaml'), 'openapi: 3.1.0\n')
    git(repo, 'commit', '-q', '-a', '-m', 'second')
    // Resolves only through the callback: a missed commit fails by the test's timeout.
    await expect(called).resolves.toBeUndefined()
    stop()
  })

  it('watches nothing outside git', async () => {
    const outside = mkdtempSync(join(tmpdir(), 'vpad-no-git-'))
    dirs.push(outside)
    const stop = await watchCommits(outside, () => {})
    expect(stop).toBeTypeOf('function')
    stop()
  })
})
