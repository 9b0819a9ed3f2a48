import { mount } from '@vue/test-utils'
import { beforeAll, describe, expect, it } from 'vitest'
import type { PlaygroundDataItem, RequestEnvelope } from '../../core/types'
import ApiRequest from './ApiRequest.vue'
import { loadRequestBuilder } from './builder/loadBuilder'

// The request builder loads on the form's first interaction; here it is loaded first, so that
// Send emits at once (builder/loadBuilder.test.ts tests Send before it has loaded).
beforeAll(() => loadRequestBuilder())

// Required fields and enum choices (PlaygroundDataItem.required and .options).
const make = (data: PlaygroundDataItem[], dense = false) =>
  mount(ApiRequest, {
    props: { url: 'https://api.test/items/{id}', method: 'get', data, dense },
    attachTo: document.body,
  })

const sent = (wrapper: ReturnType<typeof make>) =>
  ((wrapper.emitted('execute') ?? []) as [RequestEnvelope][]).map(([envelope]) => envelope.url)

describe('required fields', () => {
  for (const dense of [false, true]) {
    it(`Send with a blank required field sends nothing and says so next to it (dense: ${dense})`, async () => {
      const wrapper = make(
        [
          { name: 'id', value: '', type: 'path', required: true },
          { name: 'q', value: '', type: 'query', omitEmpty: true },
        ],
        dense,
      )
      const id = wrapper.find('input[aria-required="true"]')
      expect(wrapper.find('.vap-params__required').text()).toBe('required')
      await wrapper.find('.vap-send').trigger('click')
      expect(sent(wrapper)).toEqual([])
      const message = wrapper.find('.vap-params__error')
      expect(message.text()).toBe('Required: enter a value.')
      // The message belongs to the field: announced with it, and next to it in the same cell.
      expect(id.attributes('aria-invalid')).toBe('true')
      expect(id.attributes('aria-describedby')?.split(' ')).toContain(message.attributes('id'))
      expect(id.element.parentElement).toBe(message.element.parentElement)
      expect(document.activeElement).toBe(id.element)
      expect(wrapper.find('[role="alert"]').text()).toBe(
        'Not sent: the required field "id" is empty.',
      )
      // Typing a value clears the message; the next Send goes out with it.
      await id.setValue('7')
      expect(wrapper.find('.vap-params__error').exists()).toBe(false)
      expect(id.attributes('aria-invalid')).toBeUndefined()
      expect(wrapper.find('[role="alert"]').exists()).toBe(false)
      await wrapper.find('.vap-send').trigger('click')
      expect(sent(wrapper)).toEqual(['https://api.test/items/7'])
      wrapper.unmount()
    })
  }

  it('names every blank required field, a file among them, and keeps what was typed', async () => {
    const wrapper = mount(ApiRequest, {
      props: {
        url: 'https://api.test/items/{id}',
        method: 'post',
        contentType: 'multipart/form-data',
        data: [
          { name: 'id', value: '', type: 'path', required: true },
          { name: 'photo', value: '', type: 'file', required: true },
          { name: 'caption', value: '', required: true },
        ],
      },
    })
    await wrapper.findAll('input')[2]!.setValue('At the beach')
    await wrapper.find('.vap-send').trigger('click')
    expect(wrapper.emitted('execute')).toBeUndefined()
    expect(wrapper.findAll('.vap-params__error').map((e) => e.text())).toEqual([
      'Required: enter a value.',
      'Required: choose a file.',
    ])
    expect(wrapper.find('[role="alert"]').text()).toBe(
      'Not sent: the required fields "id", "photo" are empty.',
    )
    expect((wrapper.findAll('input')[2]!.element as HTMLInputElement).value).toBe('At the beach')
  })
})

describe('fields with options', () => {
  it('an optional enum is a select starting blank, and blank is not sent with omitEmpty', async () => {
    const wrapper = make([
      { name: 'id', value: '1', type: 'path', required: true },
      { name: 'export', value: '', type: 'query', omitEmpty: true, options: ['csv', 'json'] },
    ])
    const select = wrapper.find('select')
    expect(select.findAll('option').map((o) => o.text())).toEqual(['(none)', 'csv', 'json'])
    expect((select.element as HTMLSelectElement).value).toBe('')
    await wrapper.find('.vap-send').trigger('click')
    await select.setValue('json')
    await wrapper.find('.vap-send').trigger('click')
    expect(sent(wrapper)).toEqual([
      'https://api.test/items/1',
      'https://api.test/items/1?export=json',
    ])
  })

  it('a required enum offers only its values; a value outside them is kept as a choice', async () => {
    const wrapper = make([
      { name: 'id', value: 'c', type: 'path', required: true, options: ['a', 'b'] },
    ])
    const select = wrapper.find('select')
    expect(select.findAll('option').map((o) => o.text())).toEqual(['a', 'b', 'c'])
    expect((select.element as HTMLSelectElement).value).toBe('c')
    expect(select.attributes('aria-required')).toBe('true')
    await select.setValue('b')
    await wrapper.find('.vap-send').trigger('click')
    expect(sent(wrapper)).toEqual(['https://api.test/items/b'])
  })
})
