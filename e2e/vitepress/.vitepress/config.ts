import { defineConfig } from 'vitepress'

// A minimal VitePress site that uses the built package as a docs site would: the browser tests
// check that the components render on the server, hydrate, and take VitePress's colours.
export default defineConfig({
  title: 'vue-api-playground in VitePress',
  description: 'Fixture site for the browser tests',
  // An inline icon: Chromium asks for /favicon.ico otherwise, a 404 racing the error checks.
  head: [['link', { rel: 'icon', href: 'data:,' }]],
  themeConfig: { nav: [{ text: 'Home', link: '/' }] },
})
