import { describe, expect, it } from 'vitest'
import { localeSidebars } from './locale-sidebars'

describe('localeSidebars', () => {
  it('takes the sidebars of the locales with copies out of their themeConfig, keyed under their prefix', () => {
    const guide = [{ text: 'Guide', link: '/fr/guide/' }]
    const arabic = { '/ar/guide/': [{ text: 'دليل', link: '/ar/guide/' }] }
    const site = {
      locales: {
        root: { label: 'English', themeConfig: { sidebar: [{ text: 'Root' }] } },
        fr: { label: 'Français', themeConfig: { sidebar: guide, nav: [] } },
        '/ar/': { label: 'العربية', themeConfig: { sidebar: arabic } },
        de: { label: 'Deutsch', themeConfig: { sidebar: [{ text: 'Deutsch' }] } },
      },
    }
    expect(localeSidebars(site, ['pets', 'pets~fr', 'pets~ar'])).toEqual({
      '/fr/': guide,
      '/ar/': [],
      ...arabic,
    })
    expect(site.locales.fr.themeConfig).toEqual({ nav: [] })
    expect(site.locales['/ar/'].themeConfig).toEqual({})
    // The root's and a locale without copies keep theirs.
    expect(site.locales.root.themeConfig.sidebar).toEqual([{ text: 'Root' }])
    expect(site.locales.de.themeConfig.sidebar).toEqual([{ text: 'Deutsch' }])
    // Asked again (a dev edit), there is nothing left to take.
    expect(localeSidebars(site, ['pets', 'pets~fr'])).toEqual({})
  })
})
