import { flushPromises, mount } from '@vue/test-utils'
import { describe, expect, it, vi } from 'vitest'
import LargeBody from './LargeBody.vue'
import { bigJson } from '../testUtils'
import { MAX_SCROLL_HEIGHT } from './visibleRange'

describe('LargeBody: JSON', () => {
  // How fast is bench/'s to say (large-body.ts in Chromium, core-limits.ts for the tokenizer).
  it('renders only a window of highlighted lines of a 5 MB document', () => {
    const text = JSON.stringify(JSON.parse(bigJson(5)), null, 2)
    const lines = text.split('\n').length
    expect(lines).toBeGreaterThan(100_000)
    const wrapper = mount(LargeBody, { props: { text, json: true, formatted: true } })
    const rendered = wrapper.findAll('.vap-line')
    expect(rendered.length).toBeGreaterThan(10)
    expect(rendered.length).toBeLessThan(200)
    expect(rendered[0]?.text()).toBe('[')
    expect(wrapper.findAll('.vap-tok-key').length).toBeGreaterThan(0)
    expect(wrapper.get('.vap-tok-number').text()).toBe('0')
    // The spacer gives the scrollbar the full height (capped: browsers limit element heights).
    const spacer = wrapper.get('.vap-virtual__spacer').element as HTMLElement
    expect(spacer.style.height).toBe(`${Math.min(lines * 20, MAX_SCROLL_HEIGHT)}px`)
    expect((wrapper.vm as unknown as { fullText(): string }).fullText()).toBe(text)
  })

  it('re-indents JSON text in slices, showing progress, and copies all of it', async () => {
    vi.useFakeTimers()
    try {
      const text = bigJson(2)
      const wrapper = mount(LargeBody, { props: { text, json: true } })
      expect(wrapper.get('.vap-json__progress').text()).toMatch(/^Formatting… \d+%$/)
      expect(wrapper.findAll('.vap-line').length).toBeLessThan(200)
      vi.runAllTimers()
      await flushPromises()
      expect(wrapper.find('.vap-json__progress').exists()).toBe(false)
      expect(wrapper.get('.vap-line').text()).toBe('[')
      expect((wrapper.vm as unknown as { fullText(): string }).fullText()).toBe(
        JSON.stringify(JSON.parse(text), null, 2),
      )
    } finally {
      vi.useRealTimers()
    }
  })

  it('shows the lines of a body still arriving, and keeps the scrolling as it grows', async () => {
    vi.useFakeTimers()
    try {
      const whole = bigJson(1)
      const wrapper = mount(LargeBody, {
        props: { text: whole.slice(0, 50_000), json: true, partial: true },
      })
      expect(wrapper.find('.vap-json__progress').exists()).toBe(false)
      expect(wrapper.get('.vap-line').text()).toBe('[')
      const scroller = wrapper.get('.vap-virtual').element as HTMLElement
      scroller.scrollTop = 400
      await wrapper.setProps({ text: whole.slice(0, 400_000) })
      expect(scroller.scrollTop).toBe(400)
      await wrapper.setProps({ text: whole, partial: false })
      vi.runAllTimers()
      await flushPromises()
      expect(scroller.scrollTop).toBe(400)
      expect((wrapper.vm as unknown as { fullText(): string }).fullText()).toBe(
        JSON.stringify(JSON.parse(whole), null, 2),
      )
      // Another document starts at the top.
      await wrapper.setProps({ text: '[1]' })
      expect(scroller.scrollTop).toBe(0)
    } finally {
      vi.useRealTimers()
    }
  })

  it('never turns body text into HTML', () => {
    const text = JSON.stringify(
      Array.from({ length: 500 }, () => ({ html: '<img src=x onerror=alert(1)>' })),
    )
    const wrapper = mount(LargeBody, { props: { text, json: true } })
    expect(wrapper.find('img').exists()).toBe(false)
    expect(wrapper.text()).toContain('<img src=x onerror=alert(1)>')
  })
})

describe('LargeBody: text', () => {
  it('virtualizes large texts', () => {
    const text = Array.from({ length: 50_000 }, (_, i) => `log line ${i}`).join('\n')
    const wrapper = mount(LargeBody, { props: { text } })
    const lines = wrapper.findAll('.vap-line')
    expect(lines.length).toBeLessThan(200)
    expect(lines[0]?.text()).toBe('log line 0')
    expect(wrapper.find('.vap-tok-key').exists()).toBe(false)
    expect((wrapper.vm as unknown as { fullText(): string }).fullText()).toBe(text)
  })

  it('cuts a huge single line for display', () => {
    const text = 'x'.repeat(500_000)
    const wrapper = mount(LargeBody, { props: { text } })
    const line = wrapper.get('.vap-line')
    expect(line.text().length).toBeLessThan(11_000)
    expect(line.get('.vap-line__clipped').text()).toContain('490,000 more characters')
  })
})
