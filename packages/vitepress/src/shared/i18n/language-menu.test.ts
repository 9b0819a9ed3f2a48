import { describe, expect, it } from 'vitest'
import type { GeneratedPageRef } from '../page'
import {
  correspondingLink,
  counterpartLink,
  languageMenuLink,
  localeHome,
  localeOfPrefix,
  type MenuSite,
  type MenuSpec,
} from './language-menu'

const site: MenuSite = { locales: { root: {}, fr: {}, ar: {}, de: { link: '/deutsch/' } } }
const clean: MenuSite = { ...site, cleanUrls: true }
// pets: copied under /fr/ from a description of its own (which lacks deletePet and adds
// adoptPet) and under /ar/ from its own; store: no copy; guide: a spec whose prefix is in /fr/.
const specs: Record<string, MenuSpec> = {
  pets: { prefix: '/pets' },
  'pets~fr': {
    prefix: '/fr/pets',
    lacks: ['operation/deletePet', 'schema/Error'],
    adds: ['operation/adoptPet'],
  },
  'pets~ar': { prefix: '/ar/pets' },
  store: { prefix: '/store' },
  guide: { prefix: '/fr/guide' },
}
const op = (spec: string, key: string): GeneratedPageRef => ({
  apiDocsPage: 'operation',
  spec,
  key,
})

describe('localeHome and localeOfPrefix', () => {
  it("take a locale's link, else / or /<key>/", () => {
    expect(localeHome(site, 'root')).toBe('/')
    expect(localeHome(site, 'fr')).toBe('/fr/')
    expect(localeHome(site, 'de')).toBe('/deutsch/')
  })

  it("find the locale a spec's prefix is in, the root otherwise", () => {
    expect(localeOfPrefix(site, '/pets')).toBe('root')
    expect(localeOfPrefix(site, '/fr/guide')).toBe('fr')
    expect(localeOfPrefix(site, '/fr')).toBe('fr')
    expect(localeOfPrefix(site, '/french')).toBe('root')
  })
})

describe('correspondingLink', () => {
  it('is the link VitePress makes: the same path under the other prefix', () => {
    expect(correspondingLink(site, { locale: 'root', relativePath: 'guide/a.md' }, 'fr')).toBe(
      '/fr/guide/a.html',
    )
    expect(correspondingLink(clean, { locale: 'fr', relativePath: 'fr/guide/a.md' }, 'root')).toBe(
      '/guide/a',
    )
    expect(correspondingLink(site, { locale: 'fr', relativePath: 'fr/index.md' }, 'ar')).toBe(
      '/ar/',
    )
    expect(correspondingLink(site, { locale: 'root', relativePath: 'x/index.md' }, 'de')).toBe(
      '/deutsch/x/',
    )
  })
})

describe('counterpartLink', () => {
  it("links the spec's copy from its own page, and its own page from a copy", () => {
    expect(counterpartLink(site, op('pets', 'listPets'), 'fr', specs)).toBe('/fr/pets/listPets')
    expect(counterpartLink(site, op('pets', 'listPets'), 'ar', specs)).toBe('/ar/pets/listPets')
    expect(counterpartLink(site, op('pets~fr', 'listPets'), 'root', specs)).toBe('/pets/listPets')
    expect(counterpartLink(site, op('pets~fr', 'listPets'), 'ar', specs)).toBe('/ar/pets/listPets')
  })

  it('links schema and changelog pages by their own scheme', () => {
    const schema: GeneratedPageRef = { apiDocsPage: 'schema', spec: 'pets~ar', key: 'Pet' }
    expect(counterpartLink(site, schema, 'root', specs)).toBe('/schemas/pets/Pet')
    expect(counterpartLink(site, schema, 'fr', specs)).toBe('/fr/schemas/pets/Pet')
    const changelog: GeneratedPageRef = { apiDocsPage: 'changelog', spec: 'pets', key: 'changelog' }
    expect(counterpartLink(site, changelog, 'fr', specs)).toBe('/fr/pets/changelog')
  })

  it('has none where the locale has no copy of the spec', () => {
    expect(counterpartLink(site, op('store', 'placeOrder'), 'fr', specs)).toBeUndefined()
    expect(counterpartLink(site, op('pets', 'listPets'), 'de', specs)).toBeUndefined()
    // A spec whose own prefix is in a locale has no page in the root.
    expect(counterpartLink(site, op('guide', 'start'), 'root', specs)).toBeUndefined()
    expect(counterpartLink(site, op('guide', 'start'), 'fr', specs)).toBe('/fr/guide/start')
    expect(counterpartLink(site, op('nobody', 'x'), 'fr', specs)).toBeUndefined()
  })

  it("follows what a copy's own description lacks and adds", () => {
    // The French description lacks deletePet and the Error schema: no French page.
    expect(counterpartLink(site, op('pets', 'deletePet'), 'fr', specs)).toBeUndefined()
    expect(counterpartLink(site, op('pets~ar', 'deletePet'), 'fr', specs)).toBeUndefined()
    const error: GeneratedPageRef = { apiDocsPage: 'schema', spec: 'pets', key: 'Error' }
    expect(counterpartLink(site, error, 'fr', specs)).toBeUndefined()
    expect(counterpartLink(site, op('pets', 'deletePet'), 'ar', specs)).toBe('/ar/pets/deletePet')
    // adoptPet is only French: neither the spec's own pages nor the Arabic copy have it.
    expect(counterpartLink(site, op('pets~fr', 'adoptPet'), 'root', specs)).toBeUndefined()
    expect(counterpartLink(site, op('pets~fr', 'adoptPet'), 'ar', specs)).toBeUndefined()
    expect(counterpartLink(site, op('pets~ar', 'adoptPet'), 'fr', specs)).toBe('/fr/pets/adoptPet')
    // Every copy has its changelog.
    const changelog: GeneratedPageRef = {
      apiDocsPage: 'changelog',
      spec: 'pets~fr',
      key: 'changelog',
    }
    expect(counterpartLink(site, changelog, 'root', specs)).toBe('/pets/changelog')
  })
})

describe('languageMenuLink', () => {
  const page = (ref: GeneratedPageRef, relativePath: string, locale = 'root') => ({
    locale,
    relativePath,
    ref,
  })

  it("links a generated page's counterpart with .html (none with cleanUrls) and the hash", () => {
    const listPets = page(op('pets', 'listPets'), 'pets/listPets.md')
    expect(languageMenuLink(site, listPets, 'fr', specs, '#responses')).toBe(
      '/fr/pets/listPets.html#responses',
    )
    expect(languageMenuLink(clean, listPets, 'fr', specs)).toBe('/fr/pets/listPets')
  })

  it("links the locale's home, without the hash, where there is no counterpart", () => {
    const order = page(op('store', 'placeOrder'), 'store/placeOrder.md')
    expect(languageMenuLink(site, order, 'fr', specs, '#x')).toBe('/fr/')
    expect(languageMenuLink(site, order, 'de', specs)).toBe('/deutsch/')
    const adopt = page(op('pets~fr', 'adoptPet'), 'fr/pets/adoptPet.md', 'fr')
    expect(languageMenuLink(site, adopt, 'root', specs)).toBe('/')
  })

  it("keeps VitePress's link on other pages", () => {
    expect(
      languageMenuLink(
        site,
        { locale: 'fr', relativePath: 'fr/guide/index.md' },
        'root',
        specs,
        '#a',
      ),
    ).toBe('/guide/#a')
  })
})
