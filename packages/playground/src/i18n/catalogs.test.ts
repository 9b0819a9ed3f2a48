import { describe, expect, it } from 'vitest'
import { buildRequest } from '../core/request/request'
import { en } from './en'
import { enRequestNotes } from '../core/request/notes'
import { enAuth } from './en-auth'
import { enForm } from './en-form'
import { enPanels } from './en-panels'
import { loadPlaygroundMessages, matchPlaygroundLocale, playgroundLocales } from './index'

describe('playground catalogs', () => {
  for (const locale of playgroundLocales.filter((tag) => tag !== 'en'))
    it(`${locale} has exactly the English keys, each of the same kind`, async () => {
      const catalog = await loadPlaygroundMessages(locale)
      const english = { ...en, ...enRequestNotes }
      expect(Object.keys(catalog).sort()).toEqual(Object.keys(english).sort())
      for (const key of Object.keys(english) as (keyof typeof english)[])
        expect(typeof (catalog as Record<string, unknown>)[key], key).toBe(typeof english[key])
      expect(catalog.locale).toBe(locale)
      expect(catalog.send).not.toBe(en.send)
    })

  it('is in parts that share no key, so that none hides another', () => {
    const keys = [enForm, enAuth, enPanels, enRequestNotes].flatMap((part) => Object.keys(part))
    expect(keys.length).toBe(new Set(keys).size)
    expect(keys.length).toBe(Object.keys(en).length + Object.keys(enRequestNotes).length)
  })

  it('loads English whole on demand, for a language not shipped', async () => {
    expect(await loadPlaygroundMessages('sv')).toBe(en)
  })

  it('picks the closest shipped language', () => {
    expect(matchPlaygroundLocale('fr-CA')).toBe('fr')
    expect(matchPlaygroundLocale('pt')).toBe('pt-BR')
    expect(matchPlaygroundLocale('zh-Hans')).toBe('zh-CN')
    expect(matchPlaygroundLocale('en-US')).toBeNull()
    expect(matchPlaygroundLocale('sv')).toBeNull()
  })

  it('formats with the language: plurals, numbers, sizes', async () => {
    const fr = await loadPlaygroundMessages('fr')
    expect(fr.eventsCount(fr.count(1), 1)).toBe('1 événement')
    expect(fr.eventsCount(fr.count(12345), 12345)).toBe('12\u202f345 événements')
    expect(fr.size(1280)).toBe('1,25\u202fko')
    expect(fr.chooseFileAgain('doc', 'report.pdf')).toBe(
      'Choisissez à nouveau le fichier de « doc » (report.pdf).',
    )
    expect(fr.notApplied('-k --compressed')).toBe('Non appliqué : -k --compressed')
    const ar = await loadPlaygroundMessages('ar')
    expect(ar.eventsCount(ar.count(2), 2)).not.toBe(ar.eventsCount(ar.count(3), 3))
  })

  it("words a built request's notes and the cURL import's refusals in the language", async () => {
    const options = {
      url: '/pets',
      method: 'get',
      data: [{ name: 'photo', type: 'file' as const, value: '' }],
      headers: { 'Bad Name': 'x' },
    }
    expect(buildRequest(options).notes).toEqual([
      'Files are not sent with GET requests (they have no body): "photo".',
      'Custom header "Bad Name" was not sent: a header name may only contain letters, digits and !#$%&\'*+-.^_`|~ (RFC 9110).',
    ])
    for (const locale of playgroundLocales.filter((tag) => tag !== 'en')) {
      const catalog = await loadPlaygroundMessages(locale)
      const notes = buildRequest(options, catalog as Partial<typeof enRequestNotes>).notes
      expect(notes, locale).toHaveLength(2)
      expect(notes[0], locale).toContain('photo')
      expect(notes[1], locale).toContain('Bad Name')
      expect(notes, locale).not.toEqual(buildRequest(options).notes)
      expect(catalog.curlMethodRefused('TRACE'), locale).toContain('TRACE')
      expect(catalog.notCurl, locale).not.toBe(en.notCurl)
    }
  })
})
