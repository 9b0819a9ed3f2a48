// @vitest-environment node
// VitePress renders pages on the server: the response display must render there too.
import { describe, expect, it } from 'vitest'
import { createSSRApp, h } from 'vue'
import { renderToString } from 'vue/server-renderer'
import MethodBadge from '../MethodBadge/MethodBadge.vue'
import ApiResponse from './ApiResponse.vue'

const render = (props: Record<string, unknown>): Promise<string> =>
  renderToString(createSSRApp({ render: () => h(ApiResponse, props as never) }))

describe('ApiResponse on the server', () => {
  it('renders a JSON response with highlighting and no object URLs', async () => {
    const html = await render({
      status: 201,
      time: 35,
      headers: { 'content-type': 'application/json' },
      body: { name: '<b>Rex</b>' },
      request: { url: 'https://api.example.com/pets', method: 'POST', body: '{}' },
    })
    expect(html).toContain('201 Created')
    expect(html).toContain('vap-tok-key')
    expect(html).toContain('&lt;b&gt;Rex&lt;/b&gt;')
    expect(html).not.toContain('<b>')
    expect(html).toContain('cURL')
  })

  it('renders images without creating object URLs, and nothing for a null body', async () => {
    const image = await render({
      status: 200,
      time: 1,
      headers: { 'content-type': 'image/png' },
      body: new Blob([new Uint8Array(4)], { type: 'image/png' }),
    })
    expect(image).toContain('image/png · 4 B')
    expect(image).not.toContain('<img')
    expect(await render({ status: 200, time: 1, headers: null, body: null })).toBe('<!---->')
  })

  it('renders the method badge', async () => {
    const html = await renderToString(
      createSSRApp({ render: () => h(MethodBadge, { method: 'patch' }) }),
    )
    expect(html).toContain('vap-method-badge--warning')
    expect(html).toContain('PATCH')
  })
})
