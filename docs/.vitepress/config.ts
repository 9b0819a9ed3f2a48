import { readFileSync } from 'node:fs'
import { defineConfig } from 'vitepress'
import { apiDocs } from 'vitepress-api-docs/node'
import { DEMO_SPECS } from './demo-specs'
import { API_SEARCH_HOTKEY, fillHomeFrontmatter, homeFacts } from './home-facts'
import { nav, sidebar } from './navigation'

// `npm start` builds the site with the URL of the API server it started; every live example and
// every try-it panel sends there. 4010 is the demo server's default port.
const api = (process.env.DOCS_API_URL ?? 'http://127.0.0.1:4010').replace(/\/$/, '')

export default defineConfig({
  title: 'API Playground',
  description:
    'Vue 3 components that send real HTTP requests, and a VitePress plugin for several OpenAPI descriptions side by side.',
  cleanUrls: true,
  // GitHub's high-contrast themes: the default ones colour comments and some tokens under
  // 4.5:1 on VitePress's code background, and every page must pass a WCAG AA audit.
  markdown: { theme: { light: 'github-light-high-contrast', dark: 'github-dark-high-contrast' } },
  lastUpdated: false,
  head: [['link', { rel: 'icon', href: 'data:,' }]],
  extends: await apiDocs({
    specs: DEMO_SPECS.map((spec) => ({ ...spec, server: `${api}${spec.path}` })),
    search: { hotkey: API_SEARCH_HOTKEY },
  }),
  // The home page's figures and keys come from where they are kept (see home-facts.ts).
  transformPageData(pageData) {
    if (pageData.relativePath !== 'index.md') return
    const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8')
    // Returned, not assigned: VitePress merges what this returns, and a wrapper may pass a copy.
    return { frontmatter: fillHomeFrontmatter(pageData.frontmatter, homeFacts(readme)) }
  },
  vite: {
    // The live examples read the API server's URL from here (see theme/demo-api.ts).
    define: { __DEMO_API_URL__: JSON.stringify(api) },
    // The guides import the playground themselves: pre-bundled from the start, not found on the
    // first page that imports it (which makes Vite bundle its dependencies again).
    optimizeDeps: {
      include: ['vue-api-playground', 'vue-api-playground/curl', 'vue-api-playground/snippets'],
    },
  },
  themeConfig: {
    nav,
    sidebar,
    outline: [2, 3],
    // Named after what it searches, beside the plugin's Search API (docs/guide/vitepress/search.md).
    search: {
      provider: 'local',
      options: {
        translations: { button: { buttonText: 'Search docs', buttonAriaLabel: 'Search docs' } },
      },
    },
    socialLinks: [],
  },
})
