import { describe, expect, it } from 'vitest'
import { langOfPath, type SiteLanguages } from './langOfPath'
import { expandSidebar } from '../sidebar'
import { sidebarNamesFor } from './sidebar-language'

const site = {
  base: '/',
  lang: 'en-US',
  locales: { root: { lang: 'en-US' }, fr: { lang: 'fr' }, ja: { lang: 'ja', label: '日本語' } },
} as SiteLanguages

const sidebarNames = (on: SiteLanguages, prefix: string) =>
  sidebarNamesFor(langOfPath(on, `${prefix.replace(/\/$/, '')}/`))

describe("the sidebar's group names", () => {
  it("follow the language of the spec's prefix, English where none is shipped", () => {
    expect(sidebarNames(site, '/pets')).toEqual({
      webhooks: 'Webhooks',
      schemas: 'Schemas',
      changelog: 'Changelog',
    })
    expect(sidebarNames(site, '/fr/pets').changelog).toBe('Historique des changements')
    expect(sidebarNames(site, '/ja/pets/').schemas).not.toBe('Schemas')
    expect(sidebarNames({ ...site, lang: 'ar' }, '/pets').changelog).toBe('سجل التغييرات')
    expect(sidebarNames({ ...site, lang: 'sv' }, '/pets').changelog).toBe('Changelog')
  })

  it('name the groups of the expanded sidebar', () => {
    const groups = expandSidebar(
      {
        spec: 'pets',
        label: 'Pets',
        prefix: '/fr/pets',
        tags: [['pets', [['get', 'list', 'List']]]],
        schemas: [['Pet', 'pet']],
        changelog: '/fr/pets/changelog',
      } as unknown as Parameters<typeof expandSidebar>[0],
      true,
      sidebarNames(site, '/fr/pets'),
    )
    expect(groups.at(-1)).toEqual({
      text: 'Historique des changements',
      link: '/fr/pets/changelog',
    })
    expect(groups.at(-2)!.text).toContain('>Schémas<')
  })
})
