import { flushPromises, mount } from '@vue/test-utils'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type * as Runner from '../../core/response/runner'
import type * as LazyView from '../ApiResponse/lazyView'
import type * as Viewers from '../ResponseBody/viewers'
import VueApiPlayground from './VueApiPlayground.vue'

// When the response display and the body viewers start loading, seen through their loaders.
const loads = vi.hoisted(() => ({ view: 0, viewers: 0, runner: 0 }))
// The request runner (sending, reading bodies), made once its module has loaded.
vi.mock('../../core/response/runner', async (original) => {
  const actual = await original<typeof Runner>()
  return {
    ...actual,
    createRequestRunner: (...args: Parameters<typeof Runner.createRequestRunner>) => {
      loads.runner++
      return actual.createRequestRunner(...args)
    },
  }
})
vi.mock('../ApiResponse/lazyView', async (original) => ({
  ...(await original<typeof LazyView>()),
  loadApiResponseView: () => {
    loads.view++
    return Promise.resolve()
  },
}))
vi.mock('../ResponseBody/viewers', async (original) => ({
  ...(await original<typeof Viewers>()),
  preloadViewers: () => void loads.viewers++,
}))

/** Past the idle moment after mounting (jsdom has no requestIdleCallback: a timer stands in). */
const idle = async () => {
  await new Promise((resolve) => setTimeout(resolve, 20))
  await flushPromises()
  // The runner's module, if its import started, has arrived.
  await vi.dynamicImportSettled()
  await flushPromises()
}

const make = (preload?: 'idle' | 'interaction') =>
  mount(VueApiPlayground, {
    props: { url: 'http://127.0.0.1:9/items', method: 'get', ...(preload ? { preload } : {}) },
    attachTo: document.body,
  })

describe('VueApiPlayground preload', () => {
  beforeEach(() => {
    loads.view = 0
    loads.viewers = 0
    loads.runner = 0
  })

  it('loads the response display and viewers when idle after mounting, by default', async () => {
    const wrapper = make()
    await idle()
    expect(loads).toEqual({ view: 1, viewers: 1, runner: 1 })
    wrapper.unmount()
  })

  it('with preload="interaction", loads them and the runner only once the pointer enters, and once', async () => {
    const wrapper = make('interaction')
    await idle()
    expect(loads).toEqual({ view: 0, viewers: 0, runner: 0 })
    await wrapper.trigger('pointerenter')
    await wrapper.trigger('focusin')
    await wrapper.trigger('pointerenter')
    await idle()
    // The request runner too (sending, reading bodies).
    expect(loads).toEqual({ view: 1, viewers: 1, runner: 1 })
    // The prop is the playground's own: it does not reach the request form as an attribute.
    expect(wrapper.find('[preload]').exists()).toBe(false)
    wrapper.unmount()
  })

  it('with preload="interaction", loads them when the focus enters (the keyboard)', async () => {
    const wrapper = make('interaction')
    await idle()
    await wrapper.find('input, button').trigger('focusin')
    await idle()
    expect(loads).toEqual({ view: 1, viewers: 1, runner: 1 })
    wrapper.unmount()
  })
})
