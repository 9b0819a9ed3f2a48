import type { DefaultTheme } from 'vitepress'
import { demoPages } from './nav/demo'
import { componentGuides } from './nav/guide-components'
import { pluginGuides } from './nav/guide-vitepress'
import { referencePages } from './nav/reference'

/** The top navigation bar. */
export const nav: DefaultTheme.NavItem[] = [
  { text: 'Guide', link: '/guide/', activeMatch: '^/guide/' },
  { text: 'Reference', link: '/reference/', activeMatch: '^/reference/' },
  { text: 'Demo', link: '/demo/', activeMatch: '^/demo/' },
]

/** The author-written sidebars; each section's pages are listed in its own file under nav/. */
export const sidebar: DefaultTheme.Sidebar = {
  '/guide/': [
    { text: 'Components', items: componentGuides },
    ...(pluginGuides.length ? [{ text: 'VitePress plugin', items: pluginGuides }] : []),
  ],
  '/reference/': [{ text: 'Reference', items: referencePages }],
  '/demo/': [{ text: 'Demo', items: demoPages }],
}
