import { rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { CACHE_FORMAT } from './cache'
import { diffSpecs } from './diff'
import { emptyStats, specHistory, type HistoryOptions } from './history'
import { indexDocument, type JsonObject } from './spec-index'
import { git, temporaryFolders } from './testUtils'

const temporary = temporaryFolders('vpad-history-cache-')

/** A JSON description; the non-ASCII text before the operations moves every byte offset. */
function spec(version: number, release = `1.${version}.0`): JsonObject {
  const owner: JsonObject = {
    type: 'object',
    properties: { id: { type: version >= 3 ? 'string' : 'integer' }, name: { type: 'string' } },
  }
  const paths: JsonObject = {
    '/pets': {
      parameters: [{ name: 'X-Trace', in: 'header', schema: { type: 'string' } }],
      get: {
        description: 'Liste des animaux — café ☕',
        parameters: [
          { name: 'limit', in: 'query', required: version >= 2, schema: { type: 'integer' } },
        ],
        responses: {
          '200': {
            description: 'ok',
            content: { 'application/json': { schema: { $ref: '#/components/schemas/Pet' } } },
          },
        },
      },
    },
    '/owners': {
      get: {
        responses: {
          '200': {
            description: 'ok',
            content: { 'application/json': { schema: { $ref: '#/components/schemas/Owner' } } },
          },
        },
      },
    },
  }
  if (version >= 4) paths['/toys'] = { post: { responses: { '201': { description: 'made' } } } }
  return {
    openapi: '3.0.3',
    info: { title: 'Pets — Ünïcode', version: release },
    paths,
    components: {
      schemas: {
        Pet: {
          type: 'object',
          properties: { name: { type: 'string' }, owner: { $ref: '#/components/schemas/Owner' } },
        },
        Owner: owner,
        Unused: { type: 'string', description: 'ça' },
      },
    },
  }
}

/** A repository with one commit per version of `spec`, from 1 to `versions`. */
function repository(versions: number): {
  file: string
  commit: (version: number, release?: string) => void
} {
  const repo = temporary()
  git(repo, 'init', '-q')
  const file = join(repo, 'pets.json')
  const commit = (version: number, release?: string) => {
    writeFileSync(file, JSON.stringify(spec(version, release), null, 2))
    git(repo, 'add', '-A')
    git(repo, 'commit', '-q', '-m', `version ${version}`)
  }
  for (let version = 1; version <= versions; version++) commit(version)
  return { file, commit }
}

async function history(file: string, options: HistoryOptions = {}) {
  const stats = emptyStats()
  const entries = await specHistory(file, { ...options, stats })
  return { entries, blobsRead: stats.blobsRead }
}

describe('specHistory of a JSON description, with its cache', () => {
  it('finds what comparing the fully parsed versions finds, breaking changes included', async () => {
    const { file } = repository(5)
    const { entries } = await history(file)
    expect(entries.map((entry) => entry.subject)).toEqual(
      [5, 4, 3, 2, 1].map((v) => `version ${v}`),
    )
    for (const [i, entry] of entries.slice(0, -1).entries()) {
      const version = 5 - i
      const expected = diffSpecs(indexDocument(spec(version - 1)), indexDocument(spec(version)))
      expect(entry.changes).toEqual(expected)
      expect(entry.breaking).toBe(expected.some((change) => change.breaking))
    }
    const [five, four, three, two] = entries
    expect(two!.changes).toMatchObject([{ kind: 'parameter-required', breaking: true }])
    // The Owner schema changed: both operations that reach it, one through Pet, list it.
    expect(three!.changes.map((change) => `${change.method} ${change.path}`)).toEqual([
      'get /owners',
      'get /pets',
    ])
    expect(three!.breaking).toBe(true)
    expect(four!.changes).toMatchObject([{ kind: 'operation-added', path: '/toys' }])
    expect(five).toMatchObject({ version: '1.5.0', previousVersion: '1.4.0', changes: [] })
  })

  it('reads no blob on a second run, and gives the same history', async () => {
    const { file } = repository(4)
    const cacheDir = temporary()
    const cold = await history(file, { cacheDir })
    const warm = await history(file, { cacheDir })
    expect(cold.blobsRead).toBe(4)
    expect(warm.blobsRead).toBe(0)
    expect(warm.entries).toEqual(cold.entries)
    expect(cold.entries).toEqual((await history(file)).entries)
  })

  it('reads everything again under another cache format', async () => {
    const { file } = repository(3)
    const cacheDir = temporary()
    const cold = await history(file, { cacheDir, cacheFormat: 'format-a' })
    const other = await history(file, { cacheDir, cacheFormat: 'format-b' })
    const again = await history(file, { cacheDir, cacheFormat: 'format-a' })
    expect([cold.blobsRead, other.blobsRead, again.blobsRead]).toEqual([3, 3, 0])
    expect(other.entries).toEqual(cold.entries)
    expect(CACHE_FORMAT).not.toBe('format-a')
  })

  it("compares a new commit with the newest version's stored summary, not its blob", async () => {
    const { file, commit } = repository(2)
    const withSummary = temporary()
    const withoutSummary = temporary()
    await history(file, { cacheDir: withSummary })
    await history(file, { cacheDir: withoutSummary })
    rmSync(join(withoutSummary, CACHE_FORMAT, 'summaries'), { recursive: true })
    // Only `info.version` changes: no operation to parse, no need for the version before's blob.
    commit(2, '1.2.1')
    const summarized = await history(file, { cacheDir: withSummary })
    const scanned = await history(file, { cacheDir: withoutSummary })
    expect(summarized.entries).toEqual(scanned.entries)
    expect(summarized.entries[0]).toMatchObject({
      version: '1.2.1',
      previousVersion: '1.2.0',
      changes: [],
    })
    expect([summarized.blobsRead, scanned.blobsRead]).toEqual([1, 2])
  })
})
