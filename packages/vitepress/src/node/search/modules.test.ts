import { describe, expect, it } from 'vitest'
import type { SiteConfig } from 'vitepress'
import { ApiDocsConfigError } from '../options'
import { searchHotkey } from './modules'

const site = (themeConfig: unknown) => ({ site: { themeConfig } }) as Pick<SiteConfig, 'site'>

describe('searchHotkey', () => {
  it('is K unless the theme has its own search, which takes Cmd/Ctrl+K', () => {
    expect(searchHotkey(undefined, site({}))).toBe('k')
    expect(searchHotkey({}, site({ search: { provider: 'local' } }))).toBe('j')
    expect(searchHotkey(undefined, site({ search: { provider: 'algolia' } }))).toBe('j')
  })

  it('takes the configured key, or none', () => {
    expect(searchHotkey({ hotkey: 'K' }, site({ search: { provider: 'local' } }))).toBe('k')
    expect(searchHotkey({ hotkey: false }, site({}))).toBe(false)
  })

  it('refuses anything but one letter or digit', () => {
    expect(() => searchHotkey({ hotkey: 'ctrl+k' }, site({}))).toThrow(ApiDocsConfigError)
    expect(() => searchHotkey({ hotkey: '' }, site({}))).toThrow(/one letter or digit/)
  })
})
