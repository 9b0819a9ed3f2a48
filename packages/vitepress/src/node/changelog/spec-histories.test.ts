import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { ChangelogEntry } from '../../shared/changelog'
import type { SpecModel } from '../model/spec'
import type { SpecSource } from '../specs/entries'
import { linkHistory, specHistories } from './spec-histories'
import { git, temporaryFolders } from './testUtils'

const temporary = temporaryFolders('vpad-refresh-')

function commit(cwd: string, message: string): void {
  git(cwd, 'add', '-A')
  git(cwd, 'commit', '-q', '-m', message)
}

const yaml = (version: string) =>
  `openapi: 3.0.3\ninfo: { title: T, version: '${version}' }\npaths: {}\n`

describe('specHistories', () => {
  it('computes the history of the specs asked for, from their files at each commit', async () => {
    const root = temporary()
    git(root, 'init', '-q')
    writeFileSync(join(root, 'a.yaml'), yaml('1'))
    writeFileSync(join(root, 'b.yaml'), yaml('1'))
    commit(root, 'first')
    const sources: SpecSource[] = ['a', 'b'].map((name) => ({
      entry: { name, spec: `${name}.yaml`, label: name.toUpperCase(), prefix: `/${name}` },
      file: join(root, `${name}.yaml`),
    }))
    const cache = join(root, 'cache')
    expect([...(await specHistories(sources.slice(0, 1), new Map(), cache)).keys()]).toEqual(['a'])
    writeFileSync(join(root, 'a.yaml'), yaml('2'))
    writeFileSync(join(root, 'b.yaml'), yaml('2'))
    commit(root, 'second')
    const histories = await specHistories(sources, new Map(), cache)
    expect(histories.get('a')!.map((entry) => entry.version)).toEqual(['2', '1'])
    expect(histories.get('b')!.map((entry) => entry.version)).toEqual(['2', '1'])
  })
})

describe('linkHistory', () => {
  const entry: ChangelogEntry = {
    commit: 'c0ffee',
    date: 0,
    subject: 'hooks',
    file: 'a.yaml',
    first: false,
    breaking: true,
    changes: [
      {
        kind: 'operation-added',
        method: 'post',
        path: 'adopted',
        what: 'operation-added',
        breaking: false,
        webhook: true,
      },
      {
        kind: 'operation-removed',
        method: 'get',
        path: '/staff',
        what: 'operation-removed',
        breaking: true,
        internal: true,
      },
    ],
  }
  const model = {
    ref: { name: 'a', label: 'A', prefix: '/a' },
    operations: [{ method: 'post', path: 'adopted', slug: 'adopted', webhook: true }],
  } as unknown as SpecModel

  it("links a webhook's change to its page and leaves hidden operations' changes out", () => {
    const [linked] = linkHistory([entry], model)
    expect(linked!.changes).toEqual([
      expect.objectContaining({ path: 'adopted', link: '/a/adopted' }),
    ])
    // The only breaking change was a hidden one.
    expect(linked!.breaking).toBe(false)
  })

  it('keeps them for a spec entry that includes internal parts', () => {
    expect(linkHistory([entry], model, true)[0]!.changes).toHaveLength(2)
    expect(linkHistory([entry], undefined)[0]!.changes).toHaveLength(1)
  })
})
