// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { ChangeFacts, SchemaPlace } from '../../shared/changelog'
import { enChangelog } from '../i18n/en/changelog'
import { docsMessagesFor, loadLanguage } from '../i18n/language'
import { changeParts, changeText } from './changeText'

type Fact = ChangeFacts & { webhook?: true }

const limit = { in: 'query', name: 'limit' }
const body: SchemaPlace = { part: 'body', type: 'application/json' }
const list: SchemaPlace = { part: 'response', status: '200', type: 'application/json', field: '[]' }

// Every fact the node side reports (node/changelog/diff.ts, schema-diff.ts), with the line the
// changelog page showed for it when the node side wrote English text: English stays as it was.
const ENGLISH: [Fact, string][] = [
  [{ what: 'operation-added' }, 'operation added'],
  [{ what: 'operation-removed' }, 'operation removed'],
  [{ what: 'operation-added', webhook: true }, 'webhook added'],
  [{ what: 'operation-removed', webhook: true }, 'webhook removed'],
  [
    { what: 'parameter-added', parameter: { in: 'query', name: 'sort' } },
    'parameter query "sort" added',
  ],
  [
    { what: 'parameter-added', parameter: { in: 'header', name: 'X-Key' }, required: true },
    'parameter header "X-Key" added (required)',
  ],
  [{ what: 'parameter-removed', parameter: limit }, 'parameter query "limit" removed'],
  [{ what: 'parameter-required', parameter: limit }, 'parameter query "limit" is now required'],
  [{ what: 'parameter-optional', parameter: limit }, 'parameter query "limit" is now optional'],
  [{ what: 'body-added' }, 'request body added'],
  [{ what: 'body-added', required: true }, 'request body added (required)'],
  [{ what: 'body-removed' }, 'request body removed'],
  [{ what: 'body-required' }, 'request body is now required'],
  [{ what: 'response-added', status: '404' }, 'response 404 added'],
  [{ what: 'response-removed', status: '201' }, 'response 201 removed'],
  [
    { what: 'media-type-removed', at: { part: 'body' }, type: 'application/json' },
    'request body: media type application/json removed',
  ],
  [
    { what: 'media-type-added', at: { part: 'response', status: '200' }, type: 'text/csv' },
    'response 200: media type text/csv added',
  ],
  [
    {
      what: 'type-changed',
      at: { part: 'parameter', ...limit },
      from: ['integer'],
      to: ['number'],
    },
    'parameter query "limit": type changed from integer to number',
  ],
  [
    { what: 'type-changed', at: body, from: ['string', 'null'], to: ['integer'] },
    'request body (application/json): type changed from string | null to integer',
  ],
  [
    { what: 'enum-restricted', at: { ...body, field: '.tag' } },
    'request body (application/json).tag: allowed values restricted to an enum',
  ],
  [
    { what: 'enum-removed', at: { ...list, field: '[].status' }, values: ['"sold"'] },
    'response 200 (application/json)[].status: enum value "sold" removed',
  ],
  [
    { what: 'enum-added', at: { ...list, field: '[].tags{}' }, values: ['"x"', '2'] },
    'response 200 (application/json)[].tags{}: enum values "x", 2 added',
  ],
  [
    { what: 'property-removed', at: list, name: 'status' },
    'response 200 (application/json)[]: property "status" removed',
  ],
  [
    { what: 'property-added', at: { ...list, field: '[].owner' }, name: 'email' },
    'response 200 (application/json)[].owner: property "email" added',
  ],
  [
    { what: 'property-added', at: body, name: 'age', required: true },
    'request body (application/json): property "age" added (required)',
  ],
  [
    { what: 'property-required', at: body, name: 'tag' },
    'request body (application/json): property "tag" is now required',
  ],
  [
    { what: 'property-sometimes-absent', at: list, name: 'name' },
    'response 200 (application/json)[]: property "name" is no longer always present',
  ],
]

const LANGS = ['fr', 'de', 'es', 'pt-BR', 'ja', 'zh-CN', 'ko', 'ar']

describe('a change line', () => {
  it('is in English as the node side wrote it before, for every kind of change', () => {
    for (const [fact, line] of ENGLISH) expect(changeText(enChangelog, fact)).toBe(line)
  })

  it('is in French on a French page, agreeing with its noun', async () => {
    await loadLanguage('fr')
    const fr = docsMessagesFor('fr', enChangelog)
    const say = (fact: Fact) => changeText(fr, fact)
    expect(say({ what: 'operation-added' })).toBe('opération ajoutée')
    expect(say({ what: 'operation-removed', webhook: true })).toBe('webhook supprimé')
    expect(say({ what: 'parameter-required', parameter: limit })).toBe(
      'paramètre de requête « limit » désormais obligatoire',
    )
    expect(say({ what: 'response-added', status: '404' })).toBe('réponse 404 ajoutée')
    expect(say({ what: 'property-removed', at: list, name: 'status' })).toBe(
      'réponse 200 (application/json)[] : propriété « status » supprimée',
    )
    expect(say({ what: 'enum-added', at: list, values: ['"x"', '2'] })).toBe(
      'réponse 200 (application/json)[] : valeurs d’énumération "x", 2 ajoutées',
    )
  })

  it('is in Arabic on an Arabic page, its values counted in the dual', async () => {
    await loadLanguage('ar')
    const ar = docsMessagesFor('ar', enChangelog)
    const say = (fact: Fact) => changeText(ar, fact)
    expect(say({ what: 'parameter-required', parameter: limit })).toBe(
      'أصبح معامل الاستعلام «limit» مطلوبًا',
    )
    expect(say({ what: 'enum-removed', at: body, values: ['"a"', '"b"'] })).toBe(
      'متن الطلب (application/json): أُزيلت قيمتا التعداد "a"، "b"',
    )
  })

  it("is in each shipped language's own words, keeping the description's names", async () => {
    for (const lang of LANGS) {
      await loadLanguage(lang)
      const t = docsMessagesFor(lang, enChangelog)
      for (const [fact, english] of ENGLISH) {
        const line = changeText(t, fact)
        expect(line, `${lang}: ${english}`).not.toBe(english)
        expect(line, lang).not.toMatch(/undefined|\[object/)
        for (const kept of ['limit', 'X-Key', 'application/json', '"sold"', '404', '[].owner'])
          if (english.includes(kept)) expect(line, `${lang}: ${english}`).toContain(kept)
      }
    }
  })

  it("is in pieces with the same text, each of the description's values a piece of its own", async () => {
    for (const lang of ['en', ...LANGS]) {
      await loadLanguage(lang)
      const t = docsMessagesFor(lang, enChangelog)
      for (const [fact, english] of ENGLISH) {
        const parts = changeParts(t, fact)
        expect(parts.map((part) => part.text).join(''), lang).toBe(changeText(t, fact))
        const values = parts.filter((part) => part.value).map((part) => part.text)
        for (const kept of ['limit', 'X-Key', 'application/json', '"sold"', '404', '[].owner'])
          if (english.includes(kept)) expect(values, `${lang}: ${english}`).toContain(kept)
        // No value left in the words: each went in as a piece of its own.
        for (const part of parts.filter((part) => !part.value))
          expect(part.text, `${lang}: ${english}`).not.toMatch(/limit|X-Key|application\/json|sold/)
      }
    }
  })
})
