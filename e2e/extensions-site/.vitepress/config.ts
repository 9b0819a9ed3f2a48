import { defineConfig } from 'vitepress'
import { apiDocs } from 'vitepress-api-docs/node'

// A site for the extensions real descriptions carry (webhooks, callbacks, x-tagGroups,
// x-codeSamples, x-internal, externalDocs): e2e/api-docs-extensions.test.ts builds it.
// `API_DOCS_INCLUDE_INTERNAL=1` builds the internal site, which keeps what x-internal hides.
export default defineConfig({
  title: 'Extensions fixture',
  head: [['link', { rel: 'icon', href: 'data:,' }]],
  extends: await apiDocs({
    specs: [
      {
        name: 'shop',
        spec: 'specs/shop.yaml',
        prefix: '/shop',
        includeInternal: process.env.API_DOCS_INCLUDE_INTERNAL === '1',
      },
    ],
  }),
})
