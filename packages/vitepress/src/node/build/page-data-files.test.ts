import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import type { GeneratedPageRef } from '../../shared/page'
import { dataFileText, PageDataFiles, pageOfDataFile } from './page-data-files'

const op = (spec: string, key: string): GeneratedPageRef => ({
  apiDocsPage: 'operation',
  spec,
  key,
})

const roots: string[] = []
afterEach(() => roots.splice(0).forEach((root) => rmSync(root, { recursive: true, force: true })))

function folders() {
  const root = mkdtempSync(join(tmpdir(), 'page-data-'))
  roots.push(root)
  return { staging: join(root, 'cache', 'staging'), assets: join(root, 'dist', 'assets') }
}

describe('PageDataFiles', () => {
  it('writes each page under its spec with a hash of its data, and moves them all at once', async () => {
    const { staging, assets } = folders()
    const files = new PageDataFiles(staging)
    const first = files.write(op('graph', 'users-list'), '{"a":1}')
    const same = files.write(op('beta', 'users-list'), '{"a":1}')
    const other = files.write(op('graph', 'users/{id}'), '{"a":2}')
    expect(first).toMatch(/^pages\/graph\/users-list\.[0-9a-f]{10}\.json$/)
    expect(same).toBe(first.replace('graph', 'beta'))
    // A name part unsafe in a URL or a file name is replaced; the hash follows the data.
    expect(other).toMatch(/^pages\/graph\/users__id_\.[0-9a-f]{10}\.json$/)
    expect(other.split('.')[1]).not.toBe(first.split('.')[1])
    expect(existsSync(join(assets, first))).toBe(false)
    await files.publish(assets)
    expect(readFileSync(join(assets, first), 'utf8')).toBe('{"a":1}')
    expect(readFileSync(join(assets, other), 'utf8')).toBe('{"a":2}')
    expect(existsSync(staging)).toBe(false)
  })

  it('starts from an empty folder: files of an earlier build do not travel with the next', async () => {
    const { staging, assets } = folders()
    const files = new PageDataFiles(staging)
    files.write(op('graph', 'old'), '{}')
    await files.publish(assets)
    const again = new PageDataFiles(staging)
    const kept = again.write(op('graph', 'new'), '{}')
    await again.publish(assets)
    expect(readdirSync(join(assets, 'pages', 'graph'))).toEqual([kept.split('/')[2]])
  })

  it('reads a page back from its published file, and knows no page before they are published', async () => {
    const { staging, assets } = folders()
    const files = new PageDataFiles(staging)
    const data = { apiDocsPage: 'schema', data: { name: 'User' } }
    files.write(
      { apiDocsPage: 'schema', spec: 'graph', key: 'user' },
      dataFileText(JSON.stringify(data)),
    )
    expect(files.read({ apiDocsPage: 'schema', spec: 'graph', key: 'user' })).toBeUndefined()
    await files.publish(assets)
    expect(files.read({ apiDocsPage: 'schema', spec: 'graph', key: 'user' })).toEqual(data)
    // Another kind of page under the same key is another page.
    expect(files.read(op('graph', 'user'))).toBeUndefined()
    files.write(op('graph', 'next'), '{}')
    expect(files.read({ apiDocsPage: 'schema', spec: 'graph', key: 'user' })).toBeUndefined()
  })
  it('tells a reader in another thread where the published files are', async () => {
    const { staging, assets } = folders()
    const files = new PageDataFiles(staging)
    files.write(op('graph', 'users-list'), '{"title":"List users"}')
    expect(files.whereabouts()).toBeUndefined()
    await files.publish(assets)
    const where = files.whereabouts()!
    const file = where.files.get('operation/graph/users-list')!
    expect(readFileSync(join(where.folder, file), 'utf8')).toBe('{"title":"List users"}')
    expect([...where.files.keys()]).toEqual(['operation/graph/users-list'])
  })

  it("writes a group's files under its page names, in a folder named after all of them", async () => {
    const { staging, assets } = folders()
    const build = async (text: string) => {
      const files = new PageDataFiles(staging)
      files.writeInGroup(
        op('graph', 'Users-List'),
        dataFileText(text, '{"title":"T"}'),
        'graph',
        'users-list',
      )
      files.writeInGroup(
        { apiDocsPage: 'schema', spec: 'graph', key: 'User' },
        dataFileText('{}'),
        'graph',
        'schemas/user',
      )
      expect(files.groupFolder('graph')).toBeUndefined()
      await files.publish(assets)
      return files
    }
    const files = await build('{"a":1}')
    const folder = files.groupFolder('graph')!
    expect(folder).toMatch(/^pages\/graph\.[0-9a-f]{10}$/)
    const text = readFileSync(join(assets, folder, 'users-list.json'), 'utf8')
    expect(JSON.parse(text)).toEqual({ page: { a: 1 }, pageData: { title: 'T' } })
    expect(pageOfDataFile(text)).toEqual({ a: 1 })
    expect(readdirSync(join(assets, folder, 'schemas'))).toEqual(['user.json'])
    // Read back by the server render and by a render thread.
    expect(files.read(op('graph', 'Users-List'))).toEqual({ a: 1 })
    expect(files.whereabouts()!.files.get('operation/graph/Users-List')).toBe(
      `${folder}/users-list.json`,
    )
    // Another page's data renames the folder; the same data names it the same.
    expect((await build('{"a":2}')).groupFolder('graph')).not.toBe(folder)
    expect((await build('{"a":1}')).groupFolder('graph')).toBe(folder)
  })
})
