import type { DefaultTheme } from 'vitepress'

/** Reference pages. */
export const referencePages: DefaultTheme.SidebarItem[] = [
  { text: 'Overview', link: '/reference/' },
]
