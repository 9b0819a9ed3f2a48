import { flushPromises, mount } from '@vue/test-utils'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import CopyButton from './CopyButton.vue'

function stubClipboard(writeText: (text: string) => Promise<void>): void {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
}

describe('CopyButton', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
    Reflect.deleteProperty(navigator, 'clipboard')
    Reflect.deleteProperty(document, 'execCommand')
  })

  it('copies with the Clipboard API and shows "Copied" for 1.5 s', async () => {
    const writeText = vi.fn(() => Promise.resolve())
    stubClipboard(writeText)
    const wrapper = mount(CopyButton, {
      props: { text: 'hello' },
      attrs: { 'aria-label': 'Copy response body' },
    })
    const button = wrapper.get('button')
    expect(button.text()).toBe('Copy')
    expect(button.attributes('aria-label')).toBe('Copy response body')
    expect(button.attributes('type')).toBe('button')

    await button.trigger('click')
    await flushPromises()
    expect(writeText).toHaveBeenCalledWith('hello')
    expect(button.text()).toBe('Copied')
    expect(wrapper.get('[role="status"]').text()).toBe('Copied to clipboard')
    expect(wrapper.emitted('copied')).toEqual([['hello']])

    vi.advanceTimersByTime(1499)
    await flushPromises()
    expect(button.text()).toBe('Copied')
    vi.advanceTimersByTime(1)
    await flushPromises()
    expect(button.text()).toBe('Copy')
    expect(wrapper.get('[role="status"]').text()).toBe('')
  })

  it('calls a text function only on click', async () => {
    const writeText = vi.fn(() => Promise.resolve())
    stubClipboard(writeText)
    const text = vi.fn(() => 'computed text')
    const wrapper = mount(CopyButton, { props: { text } })
    expect(text).not.toHaveBeenCalled()
    await wrapper.get('button').trigger('click')
    await flushPromises()
    expect(writeText).toHaveBeenCalledWith('computed text')
  })

  it('falls back to a hidden textarea and execCommand when the Clipboard API fails', async () => {
    stubClipboard(() => Promise.reject(new Error('denied')))
    let copied: string | undefined
    const execCommand = vi.fn(() => {
      copied = (document.activeElement as HTMLTextAreaElement | null)?.value
      return true
    })
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true })
    const wrapper = mount(CopyButton, { props: { text: 'fallback text' }, attachTo: document.body })
    await wrapper.get('button').trigger('click')
    await flushPromises()
    expect(execCommand).toHaveBeenCalledWith('copy')
    expect(copied).toBe('fallback text')
    expect(document.querySelector('textarea')).toBeNull()
    expect(wrapper.get('button').text()).toBe('Copied')
    wrapper.unmount()
  })

  it('says so when copying is impossible', async () => {
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true })
    Object.defineProperty(document, 'execCommand', { value: () => false, configurable: true })
    const wrapper = mount(CopyButton, { props: { text: 'x', label: 'Copy cURL' } })
    expect(wrapper.get('button').text()).toBe('Copy cURL')
    await wrapper.get('button').trigger('click')
    await flushPromises()
    expect(wrapper.get('button').text()).toBe('Copy failed')
    expect(wrapper.emitted('error')?.[0]?.[0]).toBeInstanceOf(Error)
  })
})
