// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { en } from './en'
import { enChangelog } from './en/changelog'
import { enDetails } from './en/details'
import { enOAuth } from './en/oauth'
import { enPage } from './en/page'
import { enProblems } from './en/problems'
import { enSearch } from './en/search'
import { enTools } from './en/tools'
import {
  docsMessagesFor,
  loadLanguage,
  playgroundMessagesFor,
  setMessageOverrides,
} from './language'
import { langOfPath } from '../../shared/i18n/langOfPath'

const LANGS = ['fr', 'de', 'es', 'pt-BR', 'ja', 'zh-CN', 'ko', 'ar']

describe("the plugin's catalogs", () => {
  for (const lang of LANGS)
    it(`${lang} has exactly the English keys, each of the same kind, in its own words`, async () => {
      await loadLanguage(lang)
      const catalog = docsMessagesFor(lang, en)
      expect(Object.keys(catalog).sort()).toEqual(Object.keys(en).sort())
      for (const key of Object.keys(en) as (keyof typeof en)[])
        expect(typeof catalog[key], key).toBe(typeof en[key])
      expect(catalog.locale).toBe(lang)
      expect(catalog.parameters).not.toBe(en.parameters)
      expect(playgroundMessagesFor(lang).locale).toBe(lang)
    })

  it('is in parts that share no key, so that none hides another', () => {
    const parts = [enPage, enSearch, enChangelog, enDetails, enOAuth, enTools, enProblems]
    const keys = parts.flatMap((part) => Object.keys(part))
    expect(keys.length).toBe(new Set(keys).size)
    expect(keys.length).toBe(Object.keys(en).length)
  })

  it('keeps English for a language not shipped, and lets the author override or add one', async () => {
    expect(docsMessagesFor('sv')).toBe(enPage)
    expect(docsMessagesFor('sv', enSearch)).toBe(enSearch)
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
    expect(docsMessagesFor('fr', enSearch).searchDialog).not.toBe(enSearch.searchDialog)
    setMessageOverrides({})
  })

  it('formats dates in the language, in UTC', async () => {
    await loadLanguage('de')
    const day = new Date(Date.UTC(2026, 10, 28, 23, 30))
    expect(docsMessagesFor('en', enChangelog).date(day)).toBe('Nov 28, 2026')
    expect(docsMessagesFor('de', enChangelog).date(day)).toBe('28. Nov. 2026')
  })

  it('words a schema toggle as one phrase, its count through the plural rules', async () => {
    for (const lang of ['de', 'ja', 'ko', 'ar']) await loadLanguage(lang)
    expect(docsMessagesFor('en').treeToggle(false, 'properties', 3)).toBe('Show 3 properties')
    expect(docsMessagesFor('en').treeToggle(true, 'properties', 1)).toBe('Hide 1 property')
    expect(docsMessagesFor('de').treeToggle(false, 'properties', 3)).toBe(
      '3 Eigenschaften anzeigen',
    )
    expect(docsMessagesFor('de').treeToggle(false, 'properties', 1)).toBe('1 Eigenschaft anzeigen')
    expect(docsMessagesFor('ja').treeToggle(false, 'properties', 3)).toBe('3 個のプロパティを表示')
    expect(docsMessagesFor('ko').treeToggle(true, 'details', 0)).toBe('세부 정보 숨기기')
    expect(docsMessagesFor('ar').treeToggle(false, 'properties', 2)).toBe('إظهار خاصيتين')
    expect(docsMessagesFor('ar').treeToggle(false, 'properties', 3)).toBe('إظهار 3 خصائص')
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

  it("words the code's messages in each language, saying where and counting by its rules", async () => {
    for (const lang of LANGS) {
      await loadLanguage(lang)
      const t = docsMessagesFor(lang, en)
      // What and where: the line and column, the field's name, the variable's and its field.
      const notJson = t.notJson('body', { line: 3, column: 8 })
      expect(notJson, lang).toMatch(/3[^\d]+8/)
      expect(notJson).not.toBe(en.notJson('body', { line: 3, column: 8 }))
      expect(t.missing({ in: 'query', name: 'limit' }), lang).toContain('limit')
      expect(t.importNotJson({ line: 2, column: 5 }), lang).toMatch(/2[^\d]+5/)
      const notSent = t.variablesNotSent(
        [{ name: 'token', fields: [{ kind: 'header', name: 'X-Key' }] }],
        [],
      )
      expect(notSent, lang).toContain('{{token}}')
      expect(notSent, lang).toContain('X-Key')
      expect(t.unreachable('Failed to fetch'), lang).toContain('CORS')
      expect(t.tooFewItems('body.tags', 2), lang).toContain('body.tags')
    }
    // Plurals through Intl.PluralRules: Arabic's dual and few, French's one and other.
    expect(docsMessagesFor('ar', en).tooFewItems('x', 2)).toBe(
      'x يجب أن يحتوي على عنصرين على الأقل.',
    )
    expect(docsMessagesFor('ar', en).tooFewItems('x', 3)).toContain('3 عناصر')
    expect(docsMessagesFor('ar', en).tooFewItems('x', 11)).toContain('11 عنصرًا')
    expect(docsMessagesFor('fr', en).tooShort('x', 1)).toContain('1 caractère.')
    expect(docsMessagesFor('fr', en).tooShort('x', 4)).toContain('4 caractères')
  })
})

describe('the count under a schema page’s list of users', () => {
  it('is a number in the language’s digits and grouping, its noun agreeing', async () => {
    expect(enPage.usedByMore(11_372, 11_422)).toBe(
      'And 11,372 more operations: 11,422 in all use this schema.',
    )
    expect(enPage.usedByMore(1, 51)).toBe('And 1 more operation: 51 in all use this schema.')
    const fr = (await import('./locales/fr')).default
    expect(fr.usedByMore(1, 51)).toBe('Et 1 autre opération : 51 au total utilisent ce schéma.')
    expect(fr.usedByMore(2_000, 2_050)).toMatch(/^Et 2\u202f000 autres opérations : 2\u202f050 /)
    const ar = (await import('./locales/ar')).default
    // Arabic's dual needs no number (the total in the digits CLDR gives `ar`: Latin ones).
    expect(ar.usedByMore(2, 52)).toBe('وعمليتان أخريان؛ مجموع العمليات التي تستخدم هذا المخطط: 52.')
  })
})
