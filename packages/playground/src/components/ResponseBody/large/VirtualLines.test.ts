import { mount } from '@vue/test-utils'
import { describe, expect, it } from 'vitest'
import { h } from 'vue'
import VirtualLines from './VirtualLines.vue'

const lines = Array.from({ length: 10_000 }, (_, i) => `line ${i}`)

describe('VirtualLines', () => {
  it('renders the lines of the visible window and moves with the scroll position', async () => {
    const wrapper = mount(VirtualLines, { props: { lines, overscan: 5 } })
    // jsdom has no layout: the viewport is taken as maxHeight (480 px = 24 lines).
    expect(wrapper.findAll('.vap-line').map((l) => l.text())).toEqual(lines.slice(0, 29))
    const scroller = wrapper.get('.vap-virtual')
    expect(scroller.attributes('tabindex')).toBe('0')
    expect(scroller.attributes('aria-label')).toBe('Response body')

    scroller.element.scrollTop = 20_000
    await scroller.trigger('scroll')
    const rendered = wrapper.findAll('.vap-line').map((l) => l.text())
    expect(rendered[0]).toBe('line 995')
    expect(rendered).toHaveLength(34)
    const window = wrapper.get('.vap-virtual__window').element as HTMLElement
    expect(window.style.transform).toBe('translateY(19900px)')
  })

  it('renders lines through the line slot', () => {
    const wrapper = mount(VirtualLines, {
      props: { lines: ['a', 'b'] },
      slots: {
        line: ({ text, index }: { text: string; index: number }) => h('b', `${index}:${text}`),
      },
    })
    expect(wrapper.findAll('b').map((b) => b.text())).toEqual(['0:a', '1:b'])
  })

  it('shows only `count` lines of an array that grows in place', async () => {
    const growing = ['a', 'b', 'c']
    const wrapper = mount(VirtualLines, { props: { lines: growing, count: 1 } })
    expect(wrapper.findAll('.vap-line').map((l) => l.text())).toEqual(['a'])
    await wrapper.setProps({ count: 3 })
    expect(wrapper.findAll('.vap-line').map((l) => l.text())).toEqual(['a', 'b', 'c'])
  })

  it('goes back to the top for a new document', async () => {
    const wrapper = mount(VirtualLines, { props: { lines } })
    const scroller = wrapper.get('.vap-virtual')
    scroller.element.scrollTop = 20_000
    await scroller.trigger('scroll')
    await wrapper.setProps({ lines: ['only'] })
    expect(wrapper.findAll('.vap-line').map((l) => l.text())).toEqual(['only'])
  })
})
