import { fileURLToPath } from 'node:url'
import { beforeAll, describe, expect, it } from 'vitest'
import type { SiteConfig } from 'vitepress'
import type { SearchIndexData } from '../../shared/search/format'
import { loadSpec } from '../description/load'
import type { SpecOutline } from '../model/outline'
import { buildSpecModel } from '../model/spec'
import { ApiDocsConfigError, resolveOptions } from '../options'
import { searchConfigModule, searchHotkey, searchIndexModule } from './modules'

const site = (themeConfig: unknown) => ({ site: { themeConfig } }) as Pick<SiteConfig, 'site'>
const hotkeyOf = (hotkey: unknown) =>
  resolveOptions({
    specs: [{ name: 'pets', spec: 'pets.yaml', prefix: '/pets' }],
    search: { hotkey: hotkey as string },
  }).hotkey

describe('searchHotkey', () => {
  it('is K unless the theme has its own search, which takes Cmd/Ctrl+K', () => {
    expect(searchHotkey(undefined, site({}))).toBe('k')
    expect(searchHotkey(undefined, site({ search: { provider: 'local' } }))).toBe('j')
    expect(searchHotkey(undefined, site({ search: { provider: 'algolia' } }))).toBe('j')
  })

  it('takes the configured key, or none', () => {
    expect(searchHotkey(hotkeyOf('K'), site({ search: { provider: 'local' } }))).toBe('k')
    expect(searchHotkey(hotkeyOf(false), site({}))).toBe(false)
  })

  it('refuses anything but one letter or digit when the options are resolved', () => {
    expect(() => hotkeyOf('ctrl+k')).toThrow(ApiDocsConfigError)
    expect(() => hotkeyOf('')).toThrow(/one letter or digit/)
  })

  it('writes the dialog settings and a loader of the index', () => {
    const code = searchConfigModule({ hotkey: undefined }, site({}))
    expect(code).toContain('"hotkey":"k"')
    expect(code).toContain(
      'load: (locale) => import("virtual:vitepress-api-docs/search-index-root")',
    )
  })

  it("loads each locale's index, the root's for any other", () => {
    const withLocales = {
      site: {
        themeConfig: {},
        locales: {
          root: { label: 'English' },
          fr: { label: 'Français' },
          ar: { label: 'العربية' },
        },
      },
    } as unknown as Pick<SiteConfig, 'site'>
    const code = searchConfigModule({ hotkey: undefined }, withLocales)
    const load = code.slice(code.indexOf('load: ') + 6, code.lastIndexOf('}'))
    const imported: string[] = []
    const run = new Function(
      'locale',
      'imported',
      `return (${load.replaceAll('import(', 'imported.push(')})(locale)`,
    )
    for (const locale of ['fr', 'ar', 'root', 'de']) run(locale, imported)
    expect(imported.map((id) => id.replace('virtual:vitepress-api-docs/', ''))).toEqual([
      'search-index-fr',
      'search-index-ar',
      'search-index-root',
      'search-index-root',
    ])
  })
})

describe('searchIndexModule', () => {
  const fixture = fileURLToPath(new URL('../../../../../e2e/api-docs-site/', import.meta.url))
  const model = async (name: string) =>
    buildSpecModel(await loadSpec({ name, spec: 'specs/pets.yaml', prefix: `/${name}` }, fixture))
  let models: SpecOutline[] = []
  beforeAll(async () => {
    models = await Promise.all(['pets', 'pets~fr', 'store'].map(model))
  })
  const specsIn = (locale: string) => {
    const code = searchIndexModule(models, locale)
    const data = JSON.parse(
      JSON.parse(code.slice('export default JSON.parse('.length, -1)) as string,
    ) as SearchIndexData
    return data.s.map(([name]) => name)
  }

  it("holds what a reader of the locale searches: a spec's copy in the locale, else the spec", () => {
    expect(specsIn('fr')).toEqual(['pets~fr', 'store'])
    expect(specsIn('root')).toEqual(['pets', 'store'])
    expect(specsIn('ja')).toEqual(['pets', 'store'])
  })
})
