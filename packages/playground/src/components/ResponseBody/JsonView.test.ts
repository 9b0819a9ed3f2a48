import { mount } from '@vue/test-utils'
import { describe, expect, it } from 'vitest'
import JsonView from './JsonView.vue'
import { createJsonFormatter } from './jsonFormatter'
import { bigJson } from './testUtils'
import { MAX_SCROLL_HEIGHT } from './visibleRange'

const pretty = (value: unknown): string[] => JSON.stringify(value, null, 2).split('\n')

describe('JsonView', () => {
  it('highlights keys, strings, numbers, booleans and null with token spans', () => {
    const lines = pretty({ name: 'x', n: 1, ok: true, none: null })
    const wrapper = mount(JsonView, { props: { lines } })
    expect(wrapper.get('.vap-tok-key').text()).toBe('"name"')
    expect(wrapper.findAll('.vap-tok-key')).toHaveLength(4)
    expect(wrapper.get('.vap-tok-string').text()).toBe('"x"')
    expect(wrapper.get('.vap-tok-number').text()).toBe('1')
    expect(wrapper.get('.vap-tok-boolean').text()).toBe('true')
    expect(wrapper.get('.vap-tok-null').text()).toBe('null')
    expect(wrapper.get('pre').element.textContent).toBe(lines.join('\n'))
    expect(wrapper.find('.vap-json__progress').exists()).toBe(false)
  })

  it('never turns body text into HTML', () => {
    const wrapper = mount(JsonView, {
      props: { lines: pretty({ html: '<img src=x onerror=alert(1)>' }) },
    })
    expect(wrapper.find('img').exists()).toBe(false)
    expect(wrapper.text()).toContain('<img src=x onerror=alert(1)>')
  })

  it('renders only a window of lines of a 5 MB document, quickly', () => {
    const formatter = createJsonFormatter(bigJson(5))
    formatter.step()
    const lines = formatter.lines
    expect(lines.length).toBeGreaterThan(100_000)
    const started = performance.now()
    const wrapper = mount(JsonView, { props: { lines } })
    const elapsed = performance.now() - started
    const rendered = wrapper.findAll('.vap-line')
    expect(rendered.length).toBeGreaterThan(10)
    expect(rendered.length).toBeLessThan(200)
    expect(rendered[0]?.text()).toBe('[')
    expect(wrapper.findAll('.vap-tok-key').length).toBeGreaterThan(0)
    expect(elapsed).toBeLessThan(1_000)
    // The spacer gives the scrollbar the full height (capped: browsers limit element heights).
    const spacer = wrapper.get('.vap-virtual__spacer').element as HTMLElement
    expect(spacer.style.height).toBe(`${Math.min(lines.length * 20, MAX_SCROLL_HEIGHT)}px`)
  })

  it('shows the lines available and the progress while formatting', async () => {
    const lines = pretty(Array.from({ length: 50 }, (_, i) => i))
    const wrapper = mount(JsonView, { props: { lines, count: 10, progress: 0.2 } })
    expect(wrapper.get('.vap-json__progress').text()).toBe('Formatting… 20%')
    expect(wrapper.findAll('.vap-line')).toHaveLength(10)
    await wrapper.setProps({ count: lines.length, progress: null })
    expect(wrapper.find('.vap-json__progress').exists()).toBe(false)
    expect(wrapper.get('pre').element.textContent).toBe(lines.join('\n'))
  })
})
