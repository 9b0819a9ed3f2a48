import type { DefaultTheme } from 'vitepress'

/**
 * The demo's own pages. The plugin adds one sidebar per spec under its prefix (`/demo/store/`,
 * ...), so this sidebar covers only what sits directly under `/demo/`.
 */
export const demoPages: DefaultTheme.SidebarItem[] = [
  { text: 'Four APIs side by side', link: '/demo/' },
  { text: 'Store API', link: '/demo/store/' },
  { text: 'Admin API', link: '/demo/admin/' },
  { text: 'Events API', link: '/demo/events/' },
  { text: 'Notes API (OAuth 2.0)', link: '/demo/notes/' },
]
