import type { DefaultTheme } from 'vitepress'

/** Guide: the vitepress-api-docs plugin. */
export const pluginGuides: DefaultTheme.SidebarItem[] = [
  { text: 'From zero to one spec', link: '/guide/vitepress/' },
  { text: 'Several specs', link: '/guide/vitepress/several-specs' },
  { text: 'Options', link: '/guide/vitepress/options' },
  { text: 'Markdown components', link: '/guide/vitepress/components' },
  { text: 'Credentials per spec', link: '/guide/vitepress/credentials' },
  { text: 'OAuth 2.0 and OpenID Connect', link: '/guide/vitepress/oauth' },
  { text: 'Search', link: '/guide/vitepress/search' },
  { text: 'Changelog from git', link: '/guide/vitepress/changelog' },
  { text: 'Large specs', link: '/guide/vitepress/large-specs' },
]
