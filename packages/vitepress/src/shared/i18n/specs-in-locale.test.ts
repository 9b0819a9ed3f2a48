import { describe, expect, it } from 'vitest'
import { specsInLocale } from './specs-in-locale'

// `pets` with a French and an Arabic copy, `store` with none.
const specs = ['pets', 'pets~fr', 'pets~ar', 'store']
const read = (locale: string) => specsInLocale(specs, (name) => name, locale)

describe('specsInLocale', () => {
  it("gives a locale's reader the locale's copies, and the specs without one as they are", () => {
    expect(read('fr')).toEqual(['pets~fr', 'store'])
    expect(read('/fr/')).toEqual(read('fr'))
  })

  it("gives the root's reader no locale's copy, nor a locale's without copies", () => {
    expect(read('root')).toEqual(['pets', 'store'])
    expect(read('de')).toEqual(read('root'))
  })
})
