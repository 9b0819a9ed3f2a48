import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { resolveOptions, specFile } from '../options'
import { lazySpecOf } from '../model/lazy-spec'
import { specOutline } from '../model/outline'
import { loadLazyModel, loadModels, type SpecSource } from './entries'

const folders: string[] = []
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true })
})

/** A site folder with one small description, and its spec source. */
function site(): { root: string; cacheDir: string; sources: SpecSource[] } {
  const root = mkdtempSync(join(tmpdir(), 'specs-'))
  folders.push(root)
  writeFileSync(
    join(root, 'items.json'),
    JSON.stringify({
      openapi: '3.0.3',
      info: { title: 'Items', version: '1' },
      paths: {
        '/items': { get: { operationId: 'listItems', responses: { 200: { description: 'OK' } } } },
      },
    }),
  )
  const [entry] = resolveOptions({
    specs: [{ name: 'items', spec: 'items.json', prefix: '/items' }],
  }).specs
  return {
    root,
    cacheDir: join(root, 'cache'),
    sources: [{ entry: entry!, file: specFile(entry!, root) }],
  }
}

const cached = (cacheDir: string) => {
  try {
    return readdirSync(cacheDir).filter((file) => file.startsWith('items.'))
  } catch {
    return []
  }
}

describe('loadModels', () => {
  it('writes each model it builds into the cache, and reads it from there the next time', async () => {
    const { root, cacheDir, sources } = site()
    const first = await loadModels(sources, { root, cacheDir })
    expect(first.report.specs[0]).toMatchObject({ name: 'items', operations: 1, cached: false })
    expect(cached(cacheDir)).toHaveLength(1)
    expect(first.unsaved.size).toBe(0)
    const second = await loadModels(sources, { root, cacheDir })
    expect(second.report.specs[0]!.cached).toBe(true)
  })

  it('leaves the writing to the caller with saveLater (vitepress dev writes after the first page)', async () => {
    const { root, cacheDir, sources } = site()
    const { unsaved } = await loadModels(sources, { root, cacheDir, saveLater: true })
    expect(cached(cacheDir)).toEqual([])
    expect([...unsaved.keys()]).toEqual(['items'])
    unsaved.get('items')!()
    expect(cached(cacheDir)).toHaveLength(1)
    const again = await loadModels(sources, { root, cacheDir, saveLater: true })
    expect(again.report.specs[0]!.cached).toBe(true)
  })
})

describe('loadLazyModel (vitepress dev)', () => {
  it('reads no model from the cache and writes one only once something made it whole', async () => {
    const { root, cacheDir, sources } = site()
    await loadModels(sources, { root, cacheDir })
    expect(cached(cacheDir)).toHaveLength(1)
    const lazy = await loadLazyModel(sources[0]!, { root, cacheDir })
    expect(lazy.cached).toBe(false)
    expect(lazySpecOf(lazy.model)?.isWhole).toBe(false)
    // The whole model, asked for, is the cached one.
    expect(lazy.model.operations.map((op) => op.operationId)).toEqual(['listItems'])

    const { root: fresh, cacheDir: empty, sources: own } = site()
    const made = await loadLazyModel(own[0]!, { root: fresh, cacheDir: empty })
    made.save()
    expect(cached(empty)).toEqual([])
    expect(made.model.schemas).toEqual({})
    made.save()
    expect(cached(empty)).toHaveLength(1)
    expect(cached(empty)[0]).toContain(made.key)
  })

  it('checks the refs as the whole model would: a hidden part may name what left with it', async () => {
    const { root, cacheDir, sources } = site()
    const ok = { responses: { 200: { description: 'OK' } } }
    const audit = { $ref: '#/components/schemas/Audit' }
    const write = (document: object) =>
      writeFileSync(join(root, 'items.json'), JSON.stringify(document))
    write({
      openapi: '3.0.3',
      info: { title: 'Items', version: '1' },
      paths: {
        '/items': {
          get: ok,
          post: {
            ...ok,
            'x-internal': true,
            requestBody: { content: { 'a/b': { schema: audit } } },
          },
        },
      },
      components: { schemas: { Audit: { type: 'object', 'x-internal': true } } },
    })
    const loaded = await loadLazyModel(sources[0]!, { root, cacheDir })
    expect(specOutline(loaded.model).operations).toHaveLength(1)
    expect(loaded.model.schemaSlugs).toEqual({})
    write({
      openapi: '3.0.3',
      info: { title: 'Items', version: '1' },
      paths: {
        '/items': { post: { ...ok, requestBody: { content: { 'a/b': { schema: audit } } } } },
      },
    })
    await expect(loadLazyModel(sources[0]!, { root, cacheDir })).rejects.toThrow(
      '$ref "#/components/schemas/Audit" does not resolve',
    )
  })

  it('gives a description with pointers into schemas its whole model at once, cached as in a build', async () => {
    const { root, cacheDir, sources } = site()
    const pointer = { $ref: '#/components/schemas/Item/properties/id' }
    writeFileSync(
      join(root, 'items.json'),
      JSON.stringify({
        openapi: '3.0.3',
        info: { title: 'Items', version: '1' },
        paths: {
          '/items': {
            get: {
              responses: { 200: { description: 'OK', content: { 'a/b': { schema: pointer } } } },
            },
          },
        },
        components: {
          schemas: { Item: { type: 'object', properties: { id: { type: 'string' } } } },
        },
      }),
    )
    const loaded = await loadLazyModel(sources[0]!, { root, cacheDir })
    expect(lazySpecOf(loaded.model)).toBeUndefined()
    expect(loaded.model.operations).toHaveLength(1)
    loaded.save()
    expect(cached(cacheDir)).toHaveLength(1)
    expect((await loadLazyModel(sources[0]!, { root, cacheDir })).cached).toBe(true)
  })
})
