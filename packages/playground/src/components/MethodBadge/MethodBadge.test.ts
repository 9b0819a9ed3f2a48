import { mount } from '@vue/test-utils'
import { describe, expect, it } from 'vitest'
import MethodBadge from './MethodBadge.vue'

describe('MethodBadge', () => {
  it.each([
    ['get', 'GET', 'vap-method-badge--get', 'vap-method-badge--info'],
    ['POST', 'POST', 'vap-method-badge--post', 'vap-method-badge--success'],
    ['put', 'PUT', 'vap-method-badge--put', 'vap-method-badge--warning'],
    ['Patch', 'PATCH', 'vap-method-badge--patch', 'vap-method-badge--warning'],
    ['delete', 'DELETE', 'vap-method-badge--delete', 'vap-method-badge--danger'],
    ['head', 'HEAD', 'vap-method-badge--head', 'vap-method-badge--neutral'],
    ['options', 'OPTIONS', 'vap-method-badge--options', 'vap-method-badge--neutral'],
  ])('shows %s as %s with its colour class', (method, label, methodClass, toneClass) => {
    const wrapper = mount(MethodBadge, { props: { method } })
    expect(wrapper.text()).toBe(label)
    expect(wrapper.classes()).toEqual(
      expect.arrayContaining(['vap-root', 'vap-method-badge', methodClass, toneClass]),
    )
  })

  it('keeps odd method names out of class names', () => {
    const wrapper = mount(MethodBadge, { props: { method: 'x y"<' } })
    expect(wrapper.text()).toBe('x y"<')
    expect(wrapper.classes()).toContain('vap-method-badge--other')
    expect(wrapper.classes()).toContain('vap-method-badge--neutral')
  })

  it('updates when the method changes', async () => {
    const wrapper = mount(MethodBadge, { props: { method: 'get' } })
    await wrapper.setProps({ method: 'delete' })
    expect(wrapper.text()).toBe('DELETE')
    expect(wrapper.classes()).toContain('vap-method-badge--danger')
    expect(wrapper.classes()).not.toContain('vap-method-badge--info')
  })
})
