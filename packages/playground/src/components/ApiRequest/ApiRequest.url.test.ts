import { flushPromises, mount } from '@vue/test-utils'
import { beforeAll, describe, expect, it } from 'vitest'
import type { PlaygroundDataItem, RequestEnvelope } from '../../core/types'
import ApiRequest from './ApiRequest.vue'
import { loadRequestBuilder } from './builder/loadBuilder'

// The request builder loads on the form's first interaction (or, with showUrl, when idle); here it
// is loaded first (builder/loadBuilder.test.ts tests the URL shown before it has loaded).
beforeAll(() => loadRequestBuilder())

const make = (data: PlaygroundDataItem[], url = '/items/{color}', servers = ['https://api.test']) =>
  mount(ApiRequest, { props: { url, method: 'get', showUrl: true, data, servers } })

const shown = (wrapper: ReturnType<typeof make>) => wrapper.get('.vap-request__url').text()

async function sent(wrapper: ReturnType<typeof make>): Promise<string> {
  await wrapper.get('.vap-send').trigger('click')
  const calls = wrapper.emitted('execute') as [RequestEnvelope][]
  return calls.at(-1)![0].url
}

const color = (item: Partial<PlaygroundDataItem>): PlaygroundDataItem => ({
  name: 'color',
  value: '',
  type: 'path',
  ...item,
})

describe('the URL shown above the form', () => {
  // OpenAPI 3.2 section 4.8.12.6 "Style Examples", the path rows.
  it.each([
    [color({ value: 'blue' }), 'https://api.test/items/blue'],
    [color({ value: 'blue', style: 'label' }), 'https://api.test/items/.blue'],
    [color({ value: 'blue', style: 'matrix' }), 'https://api.test/items/;color=blue'],
    [
      color({ value: '["blue","black","brown"]', shape: 'array', style: 'label', explode: true }),
      'https://api.test/items/.blue.black.brown',
    ],
    [
      color({ value: '["blue","black","brown"]', shape: 'array', style: 'matrix' }),
      'https://api.test/items/;color=blue,black,brown',
    ],
    [
      color({
        value: '{"R":100,"G":200,"B":150}',
        shape: 'object',
        style: 'matrix',
        explode: true,
      }),
      'https://api.test/items/;R=100;G=200;B=150',
    ],
    [
      color({ value: '{"R":100,"G":200,"B":150}', shape: 'object', explode: true }),
      'https://api.test/items/R=100,G=200,B=150',
    ],
  ])('is the URL as sent, the path parameter serialized by its style (%#)', async (item, url) => {
    const wrapper = make([item])
    expect(shown(wrapper)).toBe(url)
    expect(await sent(wrapper)).toBe(url)
  })

  it('follows what is typed; a blank value shows its placeholder, as what is still to fill', async () => {
    const wrapper = make([color({ value: 'blue', style: 'label' })])
    const input = wrapper.get('tbody input')
    await input.setValue('dark red')
    expect(shown(wrapper)).toBe('https://api.test/items/.dark%20red')
    await input.setValue('')
    expect(shown(wrapper)).toBe('https://api.test/items/{color}')
  })

  it('shows the placeholder of an empty list, and the list once an item is typed', async () => {
    const wrapper = make([color({ value: '[]', shape: 'array', style: 'label' })])
    expect(shown(wrapper)).toBe('https://api.test/items/{color}')
    // The list editor loads on demand.
    for (let i = 0; i < 200 && !wrapper.find('.vap-structured').exists(); i++) {
      await new Promise((resolve) => setTimeout(resolve, 5))
      await flushPromises()
    }
    await wrapper.get('.vap-structured button.vap-button--ghost').trigger('click')
    await wrapper.get('.vap-structured input').setValue('blue')
    expect(shown(wrapper)).toBe('https://api.test/items/.blue')
  })

  it('shows no query: only the server and the path', async () => {
    const wrapper = make([color({ value: 'blue' }), { name: 'q', value: 'x', type: 'query' }])
    expect(shown(wrapper)).toBe('https://api.test/items/blue')
    expect(await sent(wrapper)).toBe('https://api.test/items/blue?q=x')
  })

  it('follows the server picked', async () => {
    const wrapper = make([color({ value: 'blue' })], '/items/{color}', [
      'https://a.test',
      'https://b.test/v2',
    ])
    await wrapper.get('.vap-server select').setValue('https://b.test/v2')
    expect(shown(wrapper)).toBe('https://b.test/v2/items/blue')
  })
})

describe('previewValues', () => {
  it('shows the values given in place of the fields, and sends the fields as typed', async () => {
    const wrapper = mount(ApiRequest, {
      props: {
        url: '/items/{color}',
        method: 'get',
        showUrl: true,
        data: [color({ value: '{{favourite}}' })],
        servers: ['https://api.test'],
        previewValues: { color: 'teal' },
      },
    })
    expect(wrapper.get('.vap-request__url').text()).toBe('https://api.test/items/teal')
    await wrapper.get('.vap-send').trigger('click')
    const calls = wrapper.emitted('execute') as [RequestEnvelope][]
    expect(calls.at(-1)![0].url).toBe('https://api.test/items/%7B%7Bfavourite%7D%7D')
    // A field the preview does not name shows its own value.
    await wrapper.setProps({ previewValues: {} })
    expect(wrapper.get('.vap-request__url').text()).toBe(
      'https://api.test/items/%7B%7Bfavourite%7D%7D',
    )
  })
})
