import type { DefaultTheme } from 'vitepress'

/** Guide: the vue-api-playground components. */
export const componentGuides: DefaultTheme.SidebarItem[] = [
  { text: 'What it is', link: '/guide/' },
  { text: 'Getting started', link: '/guide/getting-started' },
  { text: 'Parameters and servers', link: '/guide/parameters' },
  { text: 'Bodies', link: '/guide/bodies' },
  { text: 'Authentication', link: '/guide/auth' },
  { text: 'cURL import and export', link: '/guide/curl' },
  { text: 'Streaming', link: '/guide/streaming' },
  { text: 'Events', link: '/guide/events' },
  { text: 'Your own send button', link: '/guide/send-button' },
  { text: 'Custom layouts', link: '/guide/custom-layouts' },
  { text: 'Theming', link: '/guide/theming' },
  { text: 'Code snippets', link: '/guide/snippets' },
  { text: 'Responses', link: '/guide/responses' },
]
