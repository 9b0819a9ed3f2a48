import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { operationPageData, type SpecModel } from '../model/spec'
import { llmsFullPart } from './llms-txt'
import { modelOf, PETS } from './testSpecs'
import { TwinWriter } from './twin-writer'
import { twinPages } from './twins'

let pets: SpecModel
let out = ''
beforeAll(async () => {
  pets = await modelOf('pets', PETS, 'Pets API')
})
afterEach(() => rmSync(out, { recursive: true, force: true }))

const ref = { apiDocsPage: 'operation', spec: 'pets', key: 'updatePet' } as const

describe('TwinWriter', () => {
  it("writes a twin from the data its page's render made, once", async () => {
    out = mkdtempSync(join(tmpdir(), 'twins-'))
    const writer = new TwinWriter(twinPages(pets, '/'), out)
    const operation = pets.operations.find((o) => o.slug === 'updatePet')!
    // Data that differs from what the writer would make itself: the twin shows it was used.
    const made = { ...operationPageData(pets, operation), schemaLinks: {} }
    writer.fromData(ref, { apiDocsPage: 'operation', data: made })
    await writer.finish(undefined, '')
    const file = join(out, 'pets/updatePet.md')
    expect(readFileSync(file, 'utf8')).toMatch(/^# Update a pet\n/)
    expect(readFileSync(file, 'utf8')).not.toContain('## Schemas')
    writeFileSync(file, 'kept')
    writer.fromData(ref, { apiDocsPage: 'operation', data: made })
    expect(readFileSync(file, 'utf8')).toBe('kept')
  })

  it('reports a write that failed when it finishes', async () => {
    out = mkdtempSync(join(tmpdir(), 'twins-'))
    mkdirSync(join(out, 'pets/updatePet.md'), { recursive: true })
    const writer = new TwinWriter(twinPages(pets, '/'), out)
    const operation = pets.operations.find((o) => o.slug === 'updatePet')!
    writer.fromData(ref, { apiDocsPage: 'operation', data: operationPageData(pets, operation) })
    await expect(writer.finish(undefined, '')).rejects.toThrow(/EISDIR/)
  })

  it('writes the twins no render asked for, then llms-full.txt in the pages order', async () => {
    out = mkdtempSync(join(tmpdir(), 'twins-'))
    const pages = twinPages(pets, '/')
    const writer = new TwinWriter(pages, out)
    writer.fromData(ref, {
      apiDocsPage: 'operation',
      data: operationPageData(
        pets,
        pets.operations.find((o) => o.slug === 'updatePet')!,
      ),
    })
    await writer.finish(join(out, 'llms-full.txt'), '# Head\n')
    const twins = pages.map((page) => readFileSync(join(out, page.file), 'utf8'))
    expect(twins).toEqual(pages.map((page) => page.markdown()))
    expect(readFileSync(join(out, 'llms-full.txt'), 'utf8')).toBe(
      '# Head\n' + pages.map((page, i) => llmsFullPart(page.url, twins[i]!)).join(''),
    )
    expect(writer.ms).toBeGreaterThan(0)
  })
})
