import { describe, expect, it } from 'vitest'
import type { SiteConfig } from 'vitepress'
import { ApiDocsConfigError, resolveOptions } from '../options'
import { searchConfigModule, searchHotkey } from './modules'

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
    expect(code).toContain('import("virtual:vitepress-api-docs/search-index")')
  })
})
