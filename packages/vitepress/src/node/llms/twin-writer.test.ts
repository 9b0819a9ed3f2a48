import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { operationPageData, type SpecModel } from '../model/spec'
import { llmsFullPart } from './llms-txt'
import { modelOf, PETS } from './testSpecs'
import { TwinWriter } from './twin-writer'
import { twinLinks, twinPages } from './twins'

let pets: SpecModel
let out = ''
beforeAll(async () => {
  pets = await modelOf('pets', PETS, 'Pets API')
})
afterEach(() => rmSync(out, { recursive: true, force: true }))

const ref = { apiDocsPage: 'operation', spec: 'pets', key: 'updatePet' } as const
const links = () => new Map([['pets', twinLinks(pets, '/')]])

describe('TwinWriter', () => {
  it("writes a twin from its page's data, once", async () => {
    out = mkdtempSync(join(tmpdir(), 'twins-'))
    const writer = new TwinWriter(twinPages(pets, '/'), links(), out)
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
    const writer = new TwinWriter(twinPages(pets, '/'), links(), out)
    const operation = pets.operations.find((o) => o.slug === 'updatePet')!
    writer.fromData(ref, { apiDocsPage: 'operation', data: operationPageData(pets, operation) })
    await expect(writer.flush()).rejects.toThrow(
      `vitepress-api-docs: writing ${join(out, 'pets/updatePet.md')} failed: EISDIR`,
    )
  })

  it('writes the twins no page data made, then llms-full.txt in the pages order', async () => {
    out = mkdtempSync(join(tmpdir(), 'twins-'))
    const pages = twinPages(pets, '/')
    const writer = new TwinWriter(pages, links(), out)
    writer.fromData(ref, {
      apiDocsPage: 'operation',
      data: operationPageData(
        pets,
        pets.operations.find((o) => o.slug === 'updatePet')!,
      ),
    })
    writer.writeMissing(pages)
    await writer.writeFull(join(out, 'llms-full.txt'), '# Head\n')
    const twins = pages.map((page) => readFileSync(join(out, page.file), 'utf8'))
    expect(twins).toEqual(pages.map((page) => page.markdown()))
    expect(readFileSync(join(out, 'llms-full.txt'), 'utf8')).toBe(
      '# Head\n' + pages.map((page, i) => llmsFullPart(page.url, twins[i]!)).join(''),
    )
    expect(writer.ms).toBeGreaterThan(0)
  })
})
