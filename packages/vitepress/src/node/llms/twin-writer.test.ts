import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { buildWorker } from '../testUtils'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { operationPageData, type SpecModel } from '../model/spec'
import { llmsFullPart } from './llms-txt'
import { modelOf, PETS } from './testSpecs'
import { TwinThread } from './thread/twin-thread'
import { TwinWriter } from './twin-writer'
import { twinLinkFacts, twinPages, type TwinPage } from './twins'

let pets: SpecModel
let out = ''
// The twin thread's module as the package builds it (build.mjs).
const folder = mkdtempSync(join(tmpdir(), 'twin-thread-'))
const worker = pathToFileURL(join(folder, 'twin-worker.mjs'))
beforeAll(async () => {
  pets = await modelOf('pets', PETS, 'Pets API')
  await buildWorker(new URL('./thread/worker.ts', import.meta.url), worker)
})
afterEach(() => rmSync(out, { recursive: true, force: true }))
afterAll(() => rmSync(folder, { recursive: true, force: true }))

const ref = { apiDocsPage: 'operation', spec: 'pets', key: 'updatePet' } as const
const links = () => new Map([['pets', twinLinkFacts(pets, '/')]])

describe.each([
  ['on the build thread', false],
  ['in a twin thread', true],
])('TwinWriter, %s', (_, threaded) => {
  const threads: TwinThread[] = []
  afterEach(async () => {
    await Promise.all(threads.splice(0).map((thread) => thread.stop()))
  })
  const writerOf = (pages: readonly TwinPage[], dir: string) => {
    const thread = threaded ? new TwinThread(worker, links()) : undefined
    if (thread) threads.push(thread)
    return new TwinWriter(pages, links(), dir, thread)
  }

  it("writes a twin from its page's data, once", async () => {
    out = mkdtempSync(join(tmpdir(), 'twins-'))
    const writer = writerOf(twinPages(pets, '/'), out)
    const operation = pets.operations.find((o) => o.slug === 'updatePet')!
    // Data that differs from what the model makes: the twin shows it was used. A copy, as the
    // server render reads it from the page's file.
    const made = JSON.parse(
      JSON.stringify({ ...operationPageData(pets, operation), schemaLinks: {} }),
    ) as ReturnType<typeof operationPageData>
    writer.fromData(ref, { apiDocsPage: 'operation', data: made })
    await writer.flush()
    const file = join(out, 'pets/updatePet.md')
    expect(readFileSync(file, 'utf8')).toMatch(/^# Update a pet\n/)
    expect(readFileSync(file, 'utf8')).not.toContain('## Schemas')
    writeFileSync(file, 'kept')
    writer.fromData(ref, { apiDocsPage: 'operation', data: made })
    writer.writeMissing(twinPages(pets, '/'))
    await writer.flush()
    expect(readFileSync(file, 'utf8')).toBe('kept')
  })

  it('fails where a twin cannot be written, naming the file', async () => {
    out = mkdtempSync(join(tmpdir(), 'twins-'))
    mkdirSync(join(out, 'pets/updatePet.md'), { recursive: true })
    const writer = writerOf(twinPages(pets, '/'), out)
    const operation = pets.operations.find((o) => o.slug === 'updatePet')!
    writer.fromData(ref, { apiDocsPage: 'operation', data: operationPageData(pets, operation) })
    await expect(writer.flush()).rejects.toThrow(
      `vitepress-api-docs: writing ${join(out, 'pets/updatePet.md')} failed: EISDIR`,
    )
  })

  it("writes the twins no page data made, then the spec's full text in the pages' order", async () => {
    out = mkdtempSync(join(tmpdir(), 'twins-'))
    const pages = twinPages(pets, '/')
    const writer = writerOf(pages, out)
    writer.fromData(ref, {
      apiDocsPage: 'operation',
      data: operationPageData(
        pets,
        pets.operations.find((o) => o.slug === 'updatePet')!,
      ),
    })
    writer.writeMissing(pages)
    const spec = { name: 'pets', folder: 'pets', head: (n: number) => `# Head ${n}\n` }
    const written = await writer.writeFullTexts([spec], out, {
      partBytes: 2 ** 20,
      maxBytes: Infinity,
    })
    expect(written).toEqual(new Map([['pets', { files: ['pets/llms-full.txt'] }]]))
    const twins = pages.map((page) => readFileSync(join(out, page.file), 'utf8'))
    expect(twins).toEqual(pages.map((page) => page.markdown()))
    const whole = '# Head 1\n' + pages.map((page, i) => llmsFullPart(page.url, twins[i]!)).join('')
    expect(readFileSync(join(out, 'pets/llms-full.txt'), 'utf8')).toBe(whole)
    expect(writer.ms).toBeGreaterThan(0)

    // In parts of at most a third of it (pages kept whole), all of it, in order.
    const partBytes = Math.ceil(Buffer.byteLength(whole) / 3)
    const split = await writer.writeFullTexts([{ ...spec, folder: 'split' }], out, {
      partBytes,
      maxBytes: Infinity,
    })
    const files = (split.get('pets') as { files: string[] }).files
    expect(files.length).toBeGreaterThanOrEqual(3)
    expect(files).toEqual(files.map((_, i) => `split/llms-full-${i + 1}.txt`))
    const texts = files.map((file) => readFileSync(join(out, file), 'utf8'))
    for (const text of texts) expect(Buffer.byteLength(text)).toBeLessThanOrEqual(partBytes)
    expect(texts.map((text) => text.replace(/^# Head \d+\n/, '')).join('')).toBe(
      whole.replace('# Head 1\n', ''),
    )
    expect(existsSync(join(out, 'split/llms-full.txt'))).toBe(false)

    // Over the largest size allowed: left out, its size said.
    const size = Buffer.byteLength(whole)
    const left = await writer.writeFullTexts([{ ...spec, folder: 'left' }], out, {
      partBytes: 2 ** 20,
      maxBytes: size - 1,
    })
    expect(left).toEqual(new Map([['pets', { leftOut: size }]]))
    expect(existsSync(join(out, 'left'))).toBe(false)
    const atMost = await writer.writeFullTexts([{ ...spec, folder: 'left' }], out, {
      partBytes: 2 ** 20,
      maxBytes: size,
    })
    expect(atMost).toEqual(new Map([['pets', { files: ['left/llms-full.txt'] }]]))
  })
})
