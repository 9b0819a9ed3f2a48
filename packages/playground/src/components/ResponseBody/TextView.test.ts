import { mount } from '@vue/test-utils'
import { describe, expect, it } from 'vitest'
import TextView from './TextView.vue'

describe('TextView', () => {
  it('shows text as text in a <pre>', () => {
    const text = 'line 1\n<b>not bold</b>\n<img src=x onerror=alert(1)>'
    const wrapper = mount(TextView, { props: { text } })
    expect(wrapper.get('pre').element.textContent).toBe(text)
    expect(wrapper.find('b').exists()).toBe(false)
    expect(wrapper.find('img').exists()).toBe(false)
  })

  it('virtualizes large texts', () => {
    const text = Array.from({ length: 50_000 }, (_, i) => `log line ${i}`).join('\n')
    const wrapper = mount(TextView, { props: { text } })
    const lines = wrapper.findAll('.vap-line')
    expect(lines.length).toBeLessThan(200)
    expect(lines[0]?.text()).toBe('log line 0')
  })

  it('cuts a huge single line for display', () => {
    const text = 'x'.repeat(500_000)
    const wrapper = mount(TextView, { props: { text } })
    const line = wrapper.get('.vap-line')
    expect(line.text().length).toBeLessThan(11_000)
    expect(line.get('.vap-line__clipped').text()).toContain('490,000 more characters')
  })
})
