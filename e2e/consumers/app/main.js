// A plain-JS app as a user writes it: the package from its tarball, no SFC, no loader.
import { createApp, h } from 'vue'
import { VueApiPlayground } from 'vue-api-playground'

const api = new URLSearchParams(location.search).get('api')

// One playground per kind of body the package renders, each loaded as users meet it.
const cases = [
  // Past the whole-rendering limit (400 lines): the on-demand large-body viewer.
  { id: 'large', url: `${api}/large?kb=64` },
  { id: 'stream', url: `${api}/stream?events=3&interval=20` },
  { id: 'image', url: `${api}/image.png` },
  { id: 'small', url: `${api}/echo?consumer=plain-js` },
]

createApp({
  render: () =>
    cases.map(({ id, url }) => h('section', { id }, [h(VueApiPlayground, { url, method: 'get' })])),
}).mount('#app')
