import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { ChangelogEntry } from '../../shared/changelog'
import type { ResolvedSpecEntry } from '../options'
import { refreshHistories } from './spec-histories'
import { git, temporaryFolders } from './testUtils'

const temporary = temporaryFolders('vpad-refresh-')

function commit(cwd: string, message: string): void {
  git(cwd, 'add', '-A')
  git(cwd, 'commit', '-q', '-m', message)
}

const yaml = (version: string) =>
  `openapi: 3.0.3\ninfo: { title: T, version: '${version}' }\npaths: {}\n`

describe('refreshHistories', () => {
  it("recomputes one spec's history for its file, every spec's after a commit", async () => {
    const root = temporary()
    git(root, 'init', '-q')
    writeFileSync(join(root, 'a.yaml'), yaml('1'))
    writeFileSync(join(root, 'b.yaml'), yaml('1'))
    commit(root, 'first')
    const entries: ResolvedSpecEntry[] = [
      { name: 'a', spec: 'a.yaml', label: 'A', prefix: '/a' },
      { name: 'b', spec: 'b.yaml', label: 'B', prefix: '/b' },
    ]
    const histories = new Map<string, ChangelogEntry[]>()
    const refresh = (file?: string) =>
      refreshHistories(histories, entries, root, new Map(), join(root, 'cache'), file)
    await refresh(join(root, 'a.yaml'))
    expect([...histories.keys()]).toEqual(['a'])
    writeFileSync(join(root, 'a.yaml'), yaml('2'))
    writeFileSync(join(root, 'b.yaml'), yaml('2'))
    commit(root, 'second')
    await refresh()
    expect(histories.get('a')!.map((entry) => entry.version)).toEqual(['2', '1'])
    expect(histories.get('b')!.map((entry) => entry.version)).toEqual(['2', '1'])
  })
})
