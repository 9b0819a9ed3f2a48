import type { DefaultTheme } from 'vitepress'

/** Reference pages; their tables are generated from the packages' sources (.vitepress/reference/). */
export const referencePages: DefaultTheme.SidebarItem[] = [
  { text: 'Overview', link: '/reference/' },
  {
    text: 'vue-api-playground',
    items: [
      { text: 'VueApiPlayground', link: '/reference/vue-api-playground' },
      { text: 'ApiRequest', link: '/reference/api-request' },
      { text: 'ApiResponse', link: '/reference/api-response' },
      { text: 'MethodBadge', link: '/reference/method-badge' },
      { text: 'Composable and utilities', link: '/reference/utilities' },
      { text: 'Core', link: '/reference/core' },
      { text: 'Types', link: '/reference/types' },
      { text: 'CSS variables', link: '/reference/css-variables' },
    ],
  },
  {
    text: 'vitepress-api-docs',
    items: [
      { text: 'Plugin configuration', link: '/reference/plugin-options' },
      { text: 'Plugin client', link: '/reference/plugin-client' },
    ],
  },
]
