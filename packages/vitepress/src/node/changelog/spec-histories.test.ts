import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { SpecSource } from '../specs'
import { specHistories } from './spec-histories'
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
