import { flushPromises, mount } from '@vue/test-utils'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { RequestEnvelope } from '../../../core/types'

// Each import of the builder's module is counted here, and the next one can be made to fail.
const imports = { count: 0, fail: false }

// A fresh module graph per test: the builder is loaded once per page, so once per test here.
async function fresh() {
  vi.resetModules()
  imports.count = 0
  imports.fail = false
  vi.doMock('./requestBuilder', async (importOriginal) => {
    imports.count++
    if (imports.fail) throw new Error('network down')
    return importOriginal()
  })
  const { default: ApiRequest } = await import('../ApiRequest.vue')
  const { requestBuilder } = await import('./loadBuilder')
  const make = (props: Record<string, unknown> = {}) =>
    mount(ApiRequest, {
      props: { url: 'https://api.test/items/{id}', method: 'get', ...props },
      attachTo: document.body,
    })
  return { make, requestBuilder }
}

/** An idle moment after mounting (jsdom has no requestIdleCallback: a timer). */
async function idle() {
  await new Promise((resolve) => setTimeout(resolve, 0))
  await flushPromises()
}

// The first import compiles the module here: allow for a slow machine.
const waitFor = (check: () => void) =>
  vi.waitFor(
    async () => {
      await flushPromises()
      check()
    },
    { timeout: 15_000, interval: 10 },
  )

const data = [
  { name: 'id', value: '42', type: 'path' as const },
  { name: 'q', value: 'one', type: 'query' as const },
]

describe('the request builder, loaded on the first interaction', () => {
  beforeEach(() => {
    document.body.innerHTML = ''
  })

  it('is not loaded on mount, and is once the focus enters the form', async () => {
    const { make, requestBuilder } = await fresh()
    const wrapper = make({ data })
    await idle()
    expect(imports.count).toBe(0)
    await wrapper.get('tbody input').trigger('focusin')
    await waitFor(() => expect(requestBuilder.value).toBeDefined())
    expect(imports.count).toBe(1)
    wrapper.unmount()
  })

  it('is loaded when the pointer enters the form', async () => {
    const { make, requestBuilder } = await fresh()
    const wrapper = make({ data })
    await idle()
    expect(imports.count).toBe(0)
    await wrapper.get('section').trigger('pointerenter')
    await waitFor(() => expect(requestBuilder.value).toBeDefined())
    wrapper.unmount()
  })

  it('Send before it has loaded sends once it has, once, what the form held at Send', async () => {
    const { make } = await fresh()
    const wrapper = make({ data })
    await wrapper.get('.vap-send').trigger('click')
    await wrapper.get('.vap-send').trigger('click')
    // Typed while the builder loads: not what was sent.
    await wrapper.findAll('tbody input')[1]!.setValue('two')
    await waitFor(() => expect(wrapper.emitted('execute')).toBeDefined())
    await idle()
    const calls = wrapper.emitted('execute') as [RequestEnvelope][]
    expect(calls).toHaveLength(1)
    expect(calls[0]![0].url).toBe('https://api.test/items/42?q=one')
    expect(imports.count).toBe(1)
    wrapper.unmount()
  })

  it('a form showing its URL loads it in an idle moment, then shows the parameters in place', async () => {
    const { make } = await fresh()
    const wrapper = make({ data, showUrl: true })
    // Before it has loaded: the URL as written.
    expect(wrapper.get('.vap-request__url').text()).toBe('https://api.test/items/{id}')
    await waitFor(() =>
      expect(wrapper.get('.vap-request__url').text()).toBe('https://api.test/items/42'),
    )
    wrapper.unmount()
  })

  it('a form showing its URL with nothing to put in it does not load it until used', async () => {
    const { make } = await fresh()
    const blank = [{ name: 'id', value: '', type: 'path' as const }, data[1]!]
    const wrapper = make({ data: blank, showUrl: true })
    await idle()
    await idle()
    expect(imports.count).toBe(0)
    expect(wrapper.get('.vap-request__url').text()).toBe('https://api.test/items/{id}')
    // Typed into: loaded, and the value is in place.
    await wrapper.get('section').trigger('focusin')
    await wrapper.findAll('tbody input')[0]!.setValue('7')
    await waitFor(() =>
      expect(wrapper.get('.vap-request__url').text()).toBe('https://api.test/items/7'),
    )
    expect(imports.count).toBe(1)
    wrapper.unmount()
  })

  it('a failed load says so at Send, loses nothing typed, and the next Send loads it again', async () => {
    const { make } = await fresh()
    imports.fail = true
    const wrapper = make({ data })
    await wrapper.findAll('tbody input')[1]!.setValue('typed')
    await wrapper.get('.vap-send').trigger('click')
    await waitFor(() =>
      expect(wrapper.get('.vap-message--error').text()).toContain(
        'Not sent: the request builder did not load',
      ),
    )
    expect(wrapper.emitted('execute')).toBeUndefined()
    expect((wrapper.findAll('tbody input')[1]!.element as HTMLInputElement).value).toBe('typed')
    imports.fail = false
    await wrapper.get('.vap-send').trigger('click')
    await waitFor(() => expect(wrapper.emitted('execute')).toHaveLength(1))
    const [envelope] = (wrapper.emitted('execute') as [RequestEnvelope][])[0]!
    expect(envelope.url).toBe('https://api.test/items/42?q=typed')
    wrapper.unmount()
  })
})
