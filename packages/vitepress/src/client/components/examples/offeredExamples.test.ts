import { describe, expect, it } from 'vitest'
import type { ExampleValue, SchemaNode } from '../../../shared/model'
import { variantSet } from '../../../shared/schema/variants'
import { enPage } from '../../i18n/en/page'
import { exampleForVariant, offerExamples } from './offeredExamples'
import { namedExamples } from './useExamples'

const schemas: Record<string, SchemaNode> = { Cat: { type: 'object' }, Dog: { type: 'object' } }
const set = variantSet(
  {
    oneOf: [{ $ref: 'Cat' }, { $ref: 'Dog' }],
    discriminator: { propertyName: 'kind', mapping: { cat: 'Cat', dog: 'Dog' } },
  },
  schemas,
)
const tom: ExampleValue = { name: 'tom', summary: 'Tom', value: { kind: 'cat', name: 'Tom' } }
const felix: ExampleValue = { name: 'felix', value: { kind: 'cat', name: 'Felix' } }
const generated: ExampleValue = { name: 'example', value: { kind: 'cat' }, generated: true }

describe('offerExamples', () => {
  it("offers the description's examples, each with the variant it belongs to", () => {
    expect(offerExamples([tom, felix], set, undefined, undefined)).toEqual({
      examples: [tom, felix],
      variants: [0, 0],
    })
  })

  it("offers the page's generated example until the reader picks, then one for the picks", () => {
    expect(offerExamples([generated], set, undefined, undefined).examples).toEqual([generated])
    const dog = { kind: 'dog', barks: true }
    expect(offerExamples([generated], set, 1, dog)).toEqual({
      examples: [{ name: 'generated', value: dog, generated: true, forVariant: true }],
      variants: [1],
    })
  })

  it('adds a generated example when none of the written ones is of the picked variant', () => {
    const dog = { kind: 'dog' }
    expect(offerExamples([tom, felix], set, 0, { kind: 'cat' }).examples).toEqual([tom, felix])
    const offer = offerExamples([tom, felix], set, 1, dog)
    expect(offer.examples.map((e) => e.name)).toEqual(['tom', 'felix', 'generated'])
    expect(offer.variants).toEqual([0, 0, 1])
  })

  it('names the example generated for the picks in the page’s language, and only that one', async () => {
    const offer = offerExamples([tom, felix], set, 1, { kind: 'dog' })
    expect(namedExamples(offer.examples, enPage.exampleForVariant).map((e) => e.summary)).toEqual([
      'Tom',
      undefined,
      'Generated for the chosen variant',
    ])
    const fr = (await import('../../i18n/locales/fr')).default
    expect(namedExamples(offer.examples, fr.exampleForVariant)[2]!.summary).toBe(
      'Généré pour la variante choisie',
    )
    const ar = (await import('../../i18n/locales/ar')).default
    expect(namedExamples(offer.examples, ar.exampleForVariant)[2]!.summary).toBe(
      'مولَّد للمتغيّر المختار',
    )
    // Nothing generated for picks: the list is the description's, as it is.
    expect(namedExamples([tom, generated], fr.exampleForVariant)).toEqual([tom, generated])
  })

  it('works without variants', () => {
    expect(offerExamples([tom], undefined, undefined, undefined)).toEqual({
      examples: [tom],
      variants: [undefined],
    })
    expect(offerExamples([], undefined, undefined, undefined).examples).toEqual([])
  })
})

describe('exampleForVariant', () => {
  const offer = offerExamples([tom, felix], set, 1, { kind: 'dog' })

  it('keeps the current example when it is of the picked variant', () => {
    expect(exampleForVariant(offer, 1, 0)).toBe(1)
  })

  it('moves to the first written example of the variant, else to the generated one', () => {
    expect(exampleForVariant(offer, 2, 0)).toBe(0)
    expect(exampleForVariant(offer, 0, 1)).toBe(2)
  })

  it('stays put while no example of the variant exists yet', () => {
    const written = offerExamples([tom], set, undefined, undefined)
    expect(exampleForVariant(written, 0, 1)).toBe(0)
  })
})
