// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { en } from './en'
import {
  docsMessagesFor,
  loadLanguage,
  playgroundMessagesFor,
  setMessageOverrides,
} from './language'
import { langOfPath } from './langOfPath'

const LANGS = ['fr', 'de', 'es', 'pt-BR', 'ja', 'zh-CN', 'ko', 'ar']

describe("the plugin's catalogs", () => {
  for (const lang of LANGS)
    it(`${lang} has exactly the English keys, each of the same kind, in its own words`, async () => {
      await loadLanguage(lang)
      const catalog = docsMessagesFor(lang)
      expect(Object.keys(catalog).sort()).toEqual(Object.keys(en).sort())
      for (const key of Object.keys(en) as (keyof typeof en)[])
        expect(typeof catalog[key], key).toBe(typeof en[key])
      expect(catalog.locale).toBe(lang)
      expect(catalog.parameters).not.toBe(en.parameters)
      expect(playgroundMessagesFor(lang).locale).toBe(lang)
    })

  it('keeps English for a language not shipped, and lets the author override or add one', async () => {
    expect(docsMessagesFor('sv')).toBe(en)
    setMessageOverrides({
      fr: { tryIt: 'À vous', playground: { send: 'Go' } },
      sv: { parameters: 'Parametrar' },
    })
    await loadLanguage('fr')
    expect(docsMessagesFor('fr-CA').tryIt).toBe('À vous')
    expect(docsMessagesFor('fr').parameters).toBe('Paramètres')
    expect(playgroundMessagesFor('fr').send).toBe('Go')
    expect(docsMessagesFor('sv').parameters).toBe('Parametrar')
    expect(docsMessagesFor('sv').responses).toBe('Responses')
    setMessageOverrides({})
  })

  it('formats dates in the language, in UTC', async () => {
    await loadLanguage('de')
    const day = new Date(Date.UTC(2026, 10, 28, 23, 30))
    expect(docsMessagesFor('en').date(day)).toBe('Nov 28, 2026')
    expect(docsMessagesFor('de').date(day)).toBe('28. Nov. 2026')
  })

  it("finds a page's language from its locale prefix", () => {
    const site = {
      base: '/docs/',
      lang: 'en-US',
      locales: { root: { lang: 'en-US' }, fr: { lang: 'fr' }, ar: { lang: 'ar', dir: 'rtl' } },
    } as unknown as Parameters<typeof langOfPath>[0]
    expect(langOfPath(site, '/docs/fr/pets/listPets.html')).toBe('fr')
    expect(langOfPath(site, '/docs/ar/')).toBe('ar')
    expect(langOfPath(site, '/docs/pets/listPets')).toBe('en-US')
  })
})
