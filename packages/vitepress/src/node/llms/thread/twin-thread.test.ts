import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { buildWorker } from '../../testUtils'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { operationPageData, type SpecModel } from '../../model/spec'
import { modelOf, PETS } from '../testSpecs'
import { twinLinkFacts, twinLinks, twinOfData } from '../twins'
import { TwinThread } from './twin-thread'

let pets: SpecModel
const folder = mkdtempSync(join(tmpdir(), 'twin-thread-'))
const worker = pathToFileURL(join(folder, 'twin-worker.mjs'))
beforeAll(async () => {
  pets = await modelOf('pets', PETS, 'Pets API')
  await buildWorker(new URL('./worker.ts', import.meta.url), worker)
})
afterAll(() => rmSync(folder, { recursive: true, force: true }))

describe('TwinThread', () => {
  it('writes far more twins than it is let run ahead, each as the build thread would make it', async () => {
    const thread = new TwinThread(worker, new Map([['pets', twinLinkFacts(pets, '/')]]))
    const out = mkdtempSync(join(tmpdir(), 'twins-'))
    try {
      const data = operationPageData(pets, pets.operations[0]!)
      for (let i = 0; i < 1000; i++)
        thread.write(join(out, `f${i % 10}`, `${i}.md`), 'pets', {
          apiDocsPage: 'operation',
          data,
        })
      await thread.flush()
      const expected = twinOfData({ apiDocsPage: 'operation', data }, twinLinks(pets, '/'))
      expect(readdirSync(out)).toHaveLength(10)
      expect(readdirSync(join(out, 'f3'))).toHaveLength(100)
      expect(readFileSync(join(out, 'f7', '997.md'), 'utf8')).toBe(expected)
    } finally {
      await thread.stop()
      rmSync(out, { recursive: true, force: true })
    }
  })

  it('says so when it is asked to write after it stopped', async () => {
    const thread = new TwinThread(worker, new Map())
    await thread.stop()
    expect(() =>
      thread.write('/nowhere.md', 'pets', {
        apiDocsPage: 'operation',
        data: operationPageData(pets, pets.operations[0]!),
      }),
    ).toThrow("vitepress-api-docs: the Markdown twins' thread stopped")
  })

  it('names the spec it has no links for, at the flush', async () => {
    const thread = new TwinThread(worker, new Map())
    try {
      thread.write(join(folder, 'x.md'), 'nope', {
        apiDocsPage: 'operation',
        data: operationPageData(pets, pets.operations[0]!),
      })
      await expect(thread.flush()).rejects.toThrow('no links for the spec nope')
    } finally {
      await thread.stop()
    }
  })
})
