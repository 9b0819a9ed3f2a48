import { flushPromises, mount } from '@vue/test-utils'
import { describe, expect, it, vi } from 'vitest'
import ApiResponse from './ApiResponse.vue'

describe('ApiResponse (the public component, its display loaded on demand)', () => {
  it('renders nothing without a body, an error or a stream', () => {
    const wrapper = mount(ApiResponse, { props: { status: 200, time: 5, headers: {}, body: null } })
    expect(wrapper.html()).toBe('<!--v-if-->')
  })

  it('loads the display and passes every prop on', { timeout: 30_000 }, async () => {
    const wrapper = mount(ApiResponse, {
      props: {
        status: 404,
        time: 12,
        headers: { 'content-type': 'application/json' },
        body: { error: '<b>gone</b>' },
        request: { url: 'https://api.example.com/x', method: 'GET' },
        headingTag: 'h3',
      },
    })
    // The first import of the display's module compiles it here: allow for a slow machine.
    await vi.waitFor(
      async () => {
        await flushPromises()
        expect(wrapper.html()).toContain('vap-response')
      },
      { timeout: 15_000 },
    )
    expect(wrapper.get('.vap-status').text()).toBe('404 Not Found')
    expect(wrapper.find('h3.vap-response__title').exists()).toBe(true)
    expect(wrapper.find('.vap-response__curl-toggle').exists()).toBe(true)
    expect(wrapper.text()).toContain('<b>gone</b>')
    expect(wrapper.find('b').exists()).toBe(false)
  })
})
