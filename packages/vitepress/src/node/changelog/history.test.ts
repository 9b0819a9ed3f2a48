import { mkdirSync, readdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { CACHE_FORMAT } from './cache'
import { specHistory } from './history'
import { git, temporaryFolders } from './testUtils'

const temporary = temporaryFolders('vpad-history-')

/** A YAML description with the given version, extra operations and `limit` requirement. */
function spec(version: string, options: { required?: boolean; extra?: boolean } = {}): string {
  return [
    'openapi: 3.0.3',
    `info: { title: Pets, version: ${version} }`,
    'paths:',
    '  /pets:',
    '    get:',
    '      operationId: listPets',
    '      parameters:',
    `        - { name: limit, in: query, required: ${options.required === true}, schema: { type: integer } }`,
    "      responses: { '200': { description: ok } }",
    ...(options.extra
      ? ['  /toys:', '    get:', "      responses: { '200': { description: ok } }"]
      : []),
  ].join('\n')
}

describe('specHistory', () => {
  let repo = ''
  let commits: string[] = []

  beforeAll(() => {
    repo = temporary()
    git(repo, 'init', '-q')
    mkdirSync(join(repo, 'specs'))
    const commit = (message: string, date: number) => {
      git(repo, 'add', '-A')
      git(repo, 'commit', '-q', '-m', message, '--date', `${date} +0000`)
    }
    writeFileSync(join(repo, 'specs/old.yaml'), spec('1.0.0'))
    process.env.GIT_COMMITTER_DATE = '1700000000 +0000'
    commit('Add the spec', 1700000000)
    writeFileSync(join(repo, 'specs/old.yaml'), spec('1.1.0', { extra: true }))
    process.env.GIT_COMMITTER_DATE = '1700100000 +0000'
    commit('Add toys', 1700100000)
    git(repo, 'mv', 'specs/old.yaml', 'specs/pets.yaml')
    process.env.GIT_COMMITTER_DATE = '1700200000 +0000'
    commit('Rename the spec', 1700200000)
    writeFileSync(join(repo, 'specs/pets.yaml'), spec('2.0.0', { extra: true, required: true }))
    writeFileSync(join(repo, 'README.md'), 'unrelated')
    process.env.GIT_COMMITTER_DATE = '1700300000 +0000'
    commit('Require a limit', 1700300000)
    delete process.env.GIT_COMMITTER_DATE
    commits = git(repo, 'log', '--format=%H').trim().split('\n')
  })

  it('lists every commit of the file, newest first, across a rename, with its changes', async () => {
    const history = await specHistory(join(repo, 'specs/pets.yaml'))
    expect(history.map((entry) => entry.subject)).toEqual([
      'Require a limit',
      'Rename the spec',
      'Add toys',
      'Add the spec',
    ])
    expect(history.map((entry) => entry.commit)).toEqual(commits)
    expect(history.map((entry) => entry.file)).toEqual([
      'specs/pets.yaml',
      'specs/pets.yaml',
      'specs/old.yaml',
      'specs/old.yaml',
    ])
    expect(history.map((entry) => entry.date)).toEqual([
      1700300000, 1700200000, 1700100000, 1700000000,
    ])
    const [required, renamed, toys, first] = history
    expect(required).toMatchObject({
      version: '2.0.0',
      previousVersion: '1.1.0',
      breaking: true,
      changes: [
        {
          kind: 'parameter-required',
          method: 'get',
          path: '/pets',
          what: 'parameter-required',
          parameter: { in: 'query', name: 'limit' },
          breaking: true,
        },
      ],
    })
    expect(renamed).toMatchObject({ version: '1.1.0', breaking: false, changes: [] })
    expect(renamed!.previousVersion).toBeUndefined()
    expect(toys).toMatchObject({
      previousVersion: '1.0.0',
      version: '1.1.0',
      breaking: false,
      changes: [{ kind: 'operation-added', method: 'get', path: '/toys' }],
    })
    expect(first).toMatchObject({ first: true, version: '1.0.0', changes: [] })
  })

  it('gives the same history from its cache, and writes one entry per commit', async () => {
    const cacheDir = temporary()
    const cold = await specHistory(join(repo, 'specs/pets.yaml'), { cacheDir })
    const stored = readdirSync(join(cacheDir, CACHE_FORMAT, 'pairs'))
    expect(stored).toHaveLength(4)
    // A changed cached result is what comes back: the second run reads, it does not recompute.
    const file = stored.find((name) => name.startsWith('first-'))!
    writeFileSync(
      join(cacheDir, CACHE_FORMAT, 'pairs', file),
      JSON.stringify({ version: 'from-cache', changes: [] }),
    )
    const warm = await specHistory(join(repo, 'specs/pets.yaml'), { cacheDir })
    expect(warm.slice(0, 3)).toEqual(cold.slice(0, 3))
    expect(warm[3]!.version).toBe('from-cache')
  })

  it('is empty outside git and for an untracked file', async () => {
    const outside = temporary()
    writeFileSync(join(outside, 'spec.yaml'), spec('1.0.0'))
    expect(await specHistory(join(outside, 'spec.yaml'))).toEqual([])
    writeFileSync(join(repo, 'specs/new.yaml'), spec('1.0.0'))
    expect(await specHistory(join(repo, 'specs/new.yaml'))).toEqual([])
  })
})
