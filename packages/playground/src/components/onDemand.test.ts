import { flushPromises, mount } from '@vue/test-utils'
import { h, type Component } from 'vue'
import { describe, expect, it } from 'vitest'
import { onDemand } from './onDemand'

const Shown: Component = () => h('p', 'shown')
// An async component renders inside a parent, as in the library.
const inParent = (child: Component) => mount({ render: () => h(child) })

describe('onDemand', () => {
  it('renders the default export of a plain object, as esbuild without splitting resolves import()', async () => {
    const Lazy = onDemand(() => Promise.resolve({ default: Shown }))
    const wrapper = inParent(Lazy)
    await flushPromises()
    expect(wrapper.text()).toBe('shown')
  })

  it('renders the default export of a module namespace, as other bundlers resolve it', async () => {
    const namespace = Object.freeze({ default: Shown, [Symbol.toStringTag]: 'Module' })
    const wrapper = inParent(onDemand(() => Promise.resolve(namespace)))
    await flushPromises()
    expect(wrapper.text()).toBe('shown')
  })

  it('passes its options on: the loading placeholder shows until the module arrives', async () => {
    let arrive: (module: { default: Component }) => void = () => {}
    const Lazy = onDemand<Component>(() => new Promise((resolve) => (arrive = resolve)), {
      loadingComponent: () => h('p', 'loading'),
      delay: 0,
    })
    const wrapper = inParent(Lazy)
    await flushPromises()
    expect(wrapper.text()).toBe('loading')
    arrive({ default: Shown })
    await flushPromises()
    expect(wrapper.text()).toBe('shown')
  })
})
