import { beforeAll, describe, expect, it } from 'vitest'
import type { SpecModel } from '../model/spec'
import { modelOf, PETS } from './testSpecs'
import { twinPages } from './twins'

let pets: SpecModel
beforeAll(async () => {
  pets = await modelOf('pets', PETS, 'Pets API')
})

describe('twinPages', () => {
  it('makes a twin per operation, webhook and schema, in that order, under the base', () => {
    const pages = twinPages(pets, '/docs/')
    expect(pages.map(({ kind, file }) => `${kind} ${file}`)).toEqual([
      'operation pets/updatePet.md',
      'operation pets/get-health.md',
      'webhook pets/post-webhook-petSold.md',
      'schema schemas/pets/Pet.md',
      'schema schemas/pets/Owner.md',
    ])
    expect(pages.every((page) => page.url === `/docs/${page.file}`)).toBe(true)
  })

  it("links the HTML pages when no twin is written, its file kept for the full text's use", () => {
    for (const ext of ['.html', '']) {
      const pages = twinPages(pets, '/docs/', ext)
      expect(pages.map(({ file }) => file)).toEqual(twinPages(pets, '/docs/').map((p) => p.file))
      expect(pages[0]!.url).toBe(`/docs/pets/updatePet${ext}`)
      expect(pages[0]!.markdown()).toContain(`(/docs/schemas/pets/Pet${ext})`)
    }
  })

  it('names a webhook by its name and notes its summary, never its method before its name', () => {
    const webhook = twinPages(pets, '/').find((page) => page.kind === 'webhook')!
    expect(webhook).toMatchObject({ title: 'petSold', note: 'webhook: A pet was sold' })
    expect(webhook.markdown()).toMatch(/^# petSold\n\n\*\*Webhook\*\*: /)
  })
})
