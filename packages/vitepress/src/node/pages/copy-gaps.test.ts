import { describe, expect, it } from 'vitest'
import type { SpecOutline } from '../model/outline'
import { copyGaps } from './copy-gaps'

const outline = (name: string, slugs: string[], schemas: string[]): SpecOutline =>
  ({
    ref: { name, prefix: `/${name}` },
    operations: slugs.map((slug) => ({ slug })),
    schemaSlugs: Object.fromEntries(schemas.map((slug) => [slug, slug])),
  }) as unknown as SpecOutline

describe('copyGaps', () => {
  const own = outline('pets', ['listPets', 'deletePet'], ['Pet', 'Error'])

  it("lists what a copy's own description adds and lacks", () => {
    const copy = outline('pets~fr', ['listPets', 'adoptPet'], ['Pet'])
    const models = new Map([
      ['pets', own],
      ['pets~fr', copy],
    ])
    expect(copyGaps(copy, models)).toEqual({
      adds: ['operation/adoptPet'],
      lacks: ['operation/deletePet', 'schema/Error'],
    })
  })

  it('is empty for a copy of the same description, and for a spec', () => {
    const copy = outline('pets~ar', ['listPets', 'deletePet'], ['Pet', 'Error'])
    const models = new Map([
      ['pets', own],
      ['pets~ar', copy],
    ])
    expect(copyGaps(copy, models)).toEqual({})
    expect(copyGaps(own, models)).toEqual({})
  })
})
