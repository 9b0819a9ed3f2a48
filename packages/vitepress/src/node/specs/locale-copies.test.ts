import { describe, expect, it } from 'vitest'
import { ApiDocsConfigError, downloadPath, resolveOptions, type ApiDocsOptions } from '../options'
import type { SpecOutline } from '../model/outline'
import { siteLocaleKeys, specSources, translationGaps, withLocaleCopies } from './locale-copies'

const site = {
  base: '/',
  lang: 'en-US',
  locales: { root: { lang: 'en-US' }, fr: { lang: 'fr-FR' }, '/ar/': { lang: 'ar' } },
}

const entries = (options: Omit<ApiDocsOptions, 'specs'>, specs: ApiDocsOptions['specs']) =>
  resolveOptions({ ...options, specs }).specs

describe('locale copies', () => {
  it("reads the site's locale keys without the root and without slashes", () => {
    expect(siteLocaleKeys(site.locales)).toEqual(['fr', 'ar'])
    expect(siteLocaleKeys(undefined)).toEqual([])
  })

  it("puts each spec's copies after it, under each locale's prefix", () => {
    const copies = withLocaleCopies(
      entries({ locales: true }, [
        { name: 'pets', spec: 'pets.yaml', prefix: '/pets', label: 'Pets' },
      ]),
      site,
    )
    expect(copies.map(({ name, prefix, spec, label }) => ({ name, prefix, spec, label }))).toEqual([
      { name: 'pets', prefix: '/pets', spec: 'pets.yaml', label: 'Pets' },
      { name: 'pets~fr', prefix: '/fr/pets', spec: 'pets.yaml', label: 'Pets' },
      { name: 'pets~ar', prefix: '/ar/pets', spec: 'pets.yaml', label: 'Pets' },
    ])
    expect(copies[1]!.copyOf).toBe(copies[0])
    expect(copies[1]!.locales).toBeUndefined()
    // The copy offers the spec's own description, the one file written for it.
    expect(downloadPath(copies[1]!)).toBe('/pets/pets.yaml')
  })

  it("reads a locale's own description, named by it unless the locale's label says", () => {
    const [, fr, ar] = withLocaleCopies(
      entries({}, [
        {
          name: 'pets',
          spec: 'pets.yaml',
          prefix: '/pets',
          label: 'Pets',
          locales: { fr: { spec: 'pets.fr.yaml' }, ar: { spec: 'pets.ar.yaml', label: 'حيوانات' } },
        },
      ]),
      site,
    )
    expect(fr).toMatchObject({ name: 'pets~fr', spec: 'pets.fr.yaml', label: undefined })
    expect(ar).toMatchObject({ name: 'pets~ar', spec: 'pets.ar.yaml', label: 'حيوانات' })
    const sources = specSources([fr!.copyOf!], site, '/site')
    expect(sources.map((source) => source.file)).toEqual([
      '/site/pets.yaml',
      '/site/pets.fr.yaml',
      '/site/pets.ar.yaml',
    ])
  })

  it('copies only the locales a spec names, and none for a spec without', () => {
    const names = withLocaleCopies(
      entries({}, [
        { name: 'pets', spec: 'pets.yaml', prefix: '/pets', locales: ['ar'] },
        { name: 'store', spec: 'store.yaml', prefix: '/store' },
      ]),
      site,
    ).map((entry) => entry.name)
    expect(names).toEqual(['pets', 'pets~ar', 'store'])
  })

  it("skips a spec already in a locale for the site-wide option, and tells a spec's own", () => {
    const inFrench = { name: 'docs', spec: 'docs.yaml', prefix: '/fr/docs' }
    expect(
      withLocaleCopies(entries({ locales: true }, [inFrench]), site).map((entry) => entry.name),
    ).toEqual(['docs'])
    expect(() => withLocaleCopies(entries({}, [{ ...inFrench, locales: ['ar'] }]), site)).toThrow(
      /prefix "\/fr\/docs" is in the locale "fr" already/,
    )
  })

  it('names a locale the site does not have, and a copy whose prefix is taken', () => {
    let message = ''
    try {
      withLocaleCopies(
        entries({}, [
          { name: 'pets', spec: 'pets.yaml', prefix: '/pets', locales: ['de', 'fr'] },
          { name: 'french', spec: 'fr.yaml', prefix: '/fr/pets' },
        ]),
        site,
      )
    } catch (error) {
      expect(error).toBeInstanceOf(ApiDocsConfigError)
      message = (error as Error).message
    }
    expect(message).toContain(
      '`locales` names "de", which is not a locale of the site ("fr", "ar")',
    )
    expect(message).toContain('prefix "/fr/pets" is used by pets~fr too')
  })

  it("tells what a locale's own description lacks or adds against the spec's", () => {
    const sources = specSources(
      entries({}, [
        {
          name: 'pets',
          spec: 'pets.yaml',
          prefix: '/pets',
          locales: { fr: { spec: 'pets.fr.yaml' }, ar: true },
        },
      ]),
      site,
      '/site',
    )
    const outline = (name: string, slugs: string[]) =>
      [name, { ref: { name }, operations: slugs.map((slug) => ({ slug })) }] as const
    const models = new Map<string, SpecOutline>([
      outline('pets', ['listPets', 'getPet', 'createPet', 'deletePet', 'updatePet']),
      outline('pets~fr', ['listPets', 'adopt']),
      // The copy of the spec's own description is never compared.
      outline('pets~ar', []),
    ] as unknown as [string, SpecOutline][])
    expect(translationGaps(sources, models)).toEqual([
      "pets.fr.yaml (pets~fr) lacks 4 of pets's operations (getPet, createPet, deletePet and 1 more): no page of theirs under /fr/pets",
      "pets.fr.yaml (pets~fr) has 1 operation that pets's description has not (adopt)",
    ])
  })
})
