import { flushPromises, mount } from '@vue/test-utils'
import { beforeAll, describe, expect, it } from 'vitest'
import type { PlaygroundDataItem, RequestEnvelope } from '../../../core/types'
import ApiRequest from '../ApiRequest.vue'
import { loadRequestBuilder } from '../builder/loadBuilder'

// The request builder loads on the form's first interaction; here it is loaded first, so that
// Send emits at once (builder/loadBuilder.test.ts tests Send before it has loaded).
beforeAll(() => loadRequestBuilder())

const tags: PlaygroundDataItem = {
  name: 'tag',
  value: '["blue","black"]',
  type: 'query',
  shape: 'array',
}
const color: PlaygroundDataItem = {
  name: 'color',
  value: '{"R":100}',
  type: 'query',
  shape: 'object',
  style: 'deepObject',
  explode: true,
}

/** Mounts the form and waits for the list and field editor, which loads on demand. */
async function make(data: PlaygroundDataItem[]) {
  const wrapper = mount(ApiRequest, {
    props: { url: 'https://api.test/items', method: 'get', data },
  })
  for (let i = 0; i < 200 && !wrapper.find('.vap-structured').exists(); i++) {
    await new Promise((r) => setTimeout(r, 5))
    await flushPromises()
  }
  expect(wrapper.find('.vap-structured').exists()).toBe(true)
  return wrapper
}

async function send(wrapper: Awaited<ReturnType<typeof make>>): Promise<string> {
  await wrapper.find('.vap-send').trigger('click')
  const calls = wrapper.emitted('execute') as [RequestEnvelope][]
  return calls.at(-1)![0].url
}

describe('array and object parameters in the form', () => {
  it('an array is a list: edit, add, reorder and remove items', async () => {
    const wrapper = await make([tags])
    const inputs = () => wrapper.findAll('.vap-structured input')
    expect(inputs().map((input) => (input.element as HTMLInputElement).value)).toEqual([
      'blue',
      'black',
    ])
    expect(await send(wrapper)).toBe('https://api.test/items?tag=blue&tag=black')

    await inputs()[1]!.setValue('black & white')
    await wrapper
      .findAll('button')
      .find((b) => b.text().includes('Add item'))!
      .trigger('click')
    await inputs()[2]!.setValue('brown')
    expect(await send(wrapper)).toBe(
      'https://api.test/items?tag=blue&tag=black%20%26%20white&tag=brown',
    )

    await wrapper.find('[aria-label="Move tag item 3 up"]').trigger('click')
    await wrapper.find('[aria-label="Remove tag item 1"]').trigger('click')
    expect(await send(wrapper)).toBe('https://api.test/items?tag=brown&tag=black%20%26%20white')
  })

  it('an object is its fields: the deepObject pairs follow what is typed', async () => {
    const wrapper = await make([color])
    expect(await send(wrapper)).toBe('https://api.test/items?color%5BR%5D=100')
    await wrapper
      .findAll('button')
      .find((b) => b.text().includes('Add field'))!
      .trigger('click')
    const inputs = wrapper.findAll('.vap-structured input')
    await inputs[2]!.setValue('G')
    await inputs[3]!.setValue('200')
    expect(await send(wrapper)).toBe('https://api.test/items?color%5BR%5D=100&color%5BG%5D=200')
  })

  it('the label points at the first item, or at Add when the list is empty', async () => {
    const wrapper = await make([{ ...tags, value: '' }])
    const id = wrapper.find('label').attributes('for')
    expect(wrapper.find(`#${id}`).text()).toContain('Add item')
  })

  it('a required list left empty stops Send', async () => {
    const wrapper = await make([{ ...tags, value: '[]', required: true }])
    await wrapper.find('.vap-send').trigger('click')
    expect(wrapper.emitted('execute')).toBeUndefined()
  })
})

// What the reader typed into a list or into fields is the form's, not the props': a docs page
// changing the example of another field, the server or the credentials keeps it (issue 28).
describe('typed lists and fields survive a change of example, server or credentials', () => {
  const other: PlaygroundDataItem = { name: 'q', value: 'first', type: 'query' }

  /** Mounts the form with a list, an object and another field, and types into the first two. */
  async function typed() {
    const wrapper = await make([tags, color, other])
    const inputs = () => wrapper.findAll('.vap-structured input')
    await inputs()[1]!.setValue('white')
    await wrapper
      .findAll('button')
      .find((b) => b.text().includes('Add item'))!
      .trigger('click')
    await inputs()[2]!.setValue('grey')
    await wrapper
      .findAll('button')
      .find((b) => b.text().includes('Add field'))!
      .trigger('click')
    const fields = inputs().slice(3)
    await fields[2]!.setValue('G')
    await fields[3]!.setValue('200')
    return wrapper
  }

  const values = (wrapper: Awaited<ReturnType<typeof make>>) =>
    wrapper
      .findAll('.vap-structured input')
      .map((input) => (input.element as HTMLInputElement).value)
  const TYPED = ['blue', 'white', 'grey', 'R', '100', 'G', '200']
  const TYPED_QUERY = 'tag=blue&tag=white&tag=grey&color%5BR%5D=100&color%5BG%5D=200'

  it('another field’s example changes: the list and the fields keep what was typed', async () => {
    const wrapper = await typed()
    await wrapper.setProps({ data: [tags, color, { ...other, value: 'second' }] })
    expect(values(wrapper)).toEqual(TYPED)
    expect(await send(wrapper)).toBe(`https://api.test/items?${TYPED_QUERY}&q=second`)
  })

  it('an example of the same values, rebuilt by the page, keeps what was typed', async () => {
    const wrapper = await typed()
    await wrapper.setProps({ data: [{ ...tags }, { ...color }, { ...other }] })
    expect(values(wrapper)).toEqual(TYPED)
    expect(await send(wrapper)).toBe(`https://api.test/items?${TYPED_QUERY}&q=first`)
  })

  it('the server changes: the list and the fields keep what was typed', async () => {
    const wrapper = await typed()
    await wrapper.setProps({ url: '/items', servers: ['https://a.test', 'https://b.test/v2'] })
    await wrapper.find('.vap-server select').setValue('https://b.test/v2')
    expect(values(wrapper)).toEqual(TYPED)
    expect(await send(wrapper)).toBe(`https://b.test/v2/items?${TYPED_QUERY}&q=first`)
  })

  it('the credentials change: the list and the fields keep what was typed', async () => {
    const wrapper = await typed()
    await wrapper.setProps({ auth: { type: 'apiKey', name: 'key', value: 's3cret', in: 'query' } })
    expect(values(wrapper)).toEqual(TYPED)
    expect(await send(wrapper)).toBe(`https://api.test/items?${TYPED_QUERY}&q=first&key=s3cret`)
  })

  it('the list’s own example changes: the page’s new example replaces it', async () => {
    const wrapper = await typed()
    await wrapper.setProps({ data: [{ ...tags, value: '["red"]' }, color, other] })
    expect(values(wrapper)).toEqual(['red', 'R', '100', 'G', '200'])
  })
})
