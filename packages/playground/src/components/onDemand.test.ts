import { flushPromises, mount } from '@vue/test-utils'
import { h, type Component } from 'vue'
import { describe, expect, it } from 'vitest'
import { onDemand } from './onDemand'

const Shown: Component = () => h('p', 'shown')
// An async component renders inside a parent, as in the library.
const inParent = (child: Component) => mount({ render: () => h(child) })

describe('onDemand', () => {
  it('renders the default export of a plain object, as esbuild without splitting resolves import()', async () => {
    const Lazy = onDemand(() => Promise.resolve({ default: Shown })).component
    const wrapper = inParent(Lazy)
    await flushPromises()
    expect(wrapper.text()).toBe('shown')
  })

  it('renders the default export of a module namespace, as other bundlers resolve it', async () => {
    const namespace = Object.freeze({ default: Shown, [Symbol.toStringTag]: 'Module' })
    const wrapper = inParent(onDemand(() => Promise.resolve(namespace)).component)
    await flushPromises()
    expect(wrapper.text()).toBe('shown')
  })

  it('passes its options on: the loading placeholder shows until the module arrives', async () => {
    let arrive: (module: { default: Component }) => void = () => {}
    const Lazy = onDemand<Component>(() => new Promise((resolve) => (arrive = resolve)), {
      loadingComponent: () => h('p', 'loading'),
      delay: 0,
    }).component
    const wrapper = inParent(Lazy)
    await flushPromises()
    expect(wrapper.text()).toBe('loading')
    arrive({ default: Shown })
    await flushPromises()
    expect(wrapper.text()).toBe('shown')
  })

  it('renders a preloaded component in its first render, without waiting for a task', async () => {
    let loads = 0
    const lazy = onDemand(() => {
      loads++
      return Promise.resolve({ default: Shown })
    })
    await lazy.preload()
    const wrapper = inParent(lazy.component)
    // A few microtasks (Vue's promise chain and its render queue), no task: a timer set now
    // has not fired when the component shows.
    let taskRan = false
    setTimeout(() => (taskRan = true), 0)
    for (let turn = 0; turn < 10; turn++) await Promise.resolve()
    expect(taskRan).toBe(false)
    expect(wrapper.text()).toBe('shown')
    expect(loads).toBe(1)
  })

  it('tries again after a failed load (a chunk that did not arrive may arrive later)', async () => {
    let fail = true
    const lazy = onDemand(() =>
      fail ? Promise.reject(new Error('offline')) : Promise.resolve({ default: Shown }),
    )
    await expect(lazy.preload()).rejects.toThrow('offline')
    fail = false
    await expect(lazy.preload()).resolves.toBe(Shown)
  })
})
