// A plain-JS app as a user writes it: the package from its tarball, no SFC, no loader.
import { createApp, h } from 'vue'
import { VueApiPlayground, parseCurl } from 'vue-api-playground'

const api = new URLSearchParams(location.search).get('api')
// An app may read cURL itself: the main entry's parseCurl, a module apart from the copy the Paste
// cURL panel loads on demand, which the test also uses.
const small = parseCurl(`curl '${api}/echo?consumer=plain-js'`)

// One playground per kind of body the package renders, each loaded as users meet it.
const cases = [
  // Past the whole-rendering limit (400 lines): the on-demand large-body viewer.
  { id: 'large', url: `${api}/large?kb=64` },
  { id: 'stream', url: `${api}/stream?events=3&interval=20` },
  { id: 'image', url: `${api}/image.png` },
  { id: 'small', url: small.url },
]

createApp({
  render: () =>
    cases.map(({ id, url }) => h('section', { id }, [h(VueApiPlayground, { url, method: 'get' })])),
}).mount('#app')
