import type { DefaultTheme } from 'vitepress'

/** The top navigation bar. */
export const nav: DefaultTheme.NavItem[] = [
  { text: 'Guide', link: '/guide/', activeMatch: '^/guide/' },
  { text: 'Reference', link: '/reference/', activeMatch: '^/reference/' },
  { text: 'Demo', link: '/demo/', activeMatch: '^/demo/' },
]

/**
 * The author-written sidebars. The plugin adds one sidebar per spec under its own prefix
 * (`/demo/store/`, ...), so `/demo/` here is only the demo's landing page.
 */
export const sidebar: DefaultTheme.Sidebar = {
  '/guide/': [
    {
      text: 'Introduction',
      items: [{ text: 'What it is', link: '/guide/' }],
    },
  ],
  '/reference/': [
    {
      text: 'Reference',
      items: [{ text: 'Overview', link: '/reference/' }],
    },
  ],
  '/demo/': [
    {
      text: 'Demo',
      items: [{ text: 'Three APIs side by side', link: '/demo/' }],
    },
  ],
}
