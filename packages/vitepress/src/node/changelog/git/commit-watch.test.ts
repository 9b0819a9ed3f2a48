import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { watchCommits } from './commit-watch'
import { git, temporaryFolders } from '../testUtils'

const commitsRepo = temporaryFolders('vpad-commits-')
const notGit = temporaryFolders('vpad-no-git-')

describe('watchCommits', () => {
  it('calls back when a commit lands', async () => {
    const repo = commitsRepo()
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
    const outside = notGit()
    const stop = await watchCommits(outside, () => {})
    expect(stop).toBeTypeOf('function')
    stop()
  })
})
