import { defineConfig } from 'vitepress'
import { apiDocs } from 'vitepress-api-docs/node'

// The browser tests build this site with the local API server's URL; every try-it panel sends
// there (its /echo endpoint answers any path with what it received).
const api = process.env.API_DOCS_API_URL ?? 'http://127.0.0.1:4010'

export default defineConfig({
  title: 'API docs fixture',
  head: [['link', { rel: 'icon', href: 'data:,' }]],
  extends: await apiDocs({
    specs: [
      {
        name: 'pets',
        spec: 'specs/pets.yaml',
        label: 'Pets API',
        prefix: '/pets',
        server: `${api}/echo`,
      },
      {
        name: 'admin',
        spec: 'specs/admin.json',
        label: 'Admin API',
        prefix: '/admin',
        server: `${api}/echo`,
      },
      { name: 'stream', spec: 'specs/stream.yaml', prefix: '/stream', server: `${api}/echo` },
      {
        name: 'variants',
        spec: 'specs/variants.yaml',
        prefix: '/variants',
        server: `${api}/echo`,
      },
      // OpenAPI 3.2.0: QUERY, additionalOperations, nested and badge tags, querystring, items.
      { name: 'catalog', spec: 'specs/catalog.yaml', prefix: '/catalog', server: `${api}/echo` },
      { name: 'keywords', spec: 'specs/keywords.yaml', prefix: '/keywords', server: `${api}/echo` },
    ],
  }),
  themeConfig: {
    nav: [
      { text: 'Pets', link: '/pets/listPets' },
      { text: 'Admin', link: '/admin/listUsers' },
      { text: 'Embeds', link: '/guide/embeds' },
    ],
    sidebar: { '/guide/': [{ text: 'Guide', items: [{ text: 'Embeds', link: '/guide/embeds' }] }] },
  },
})
