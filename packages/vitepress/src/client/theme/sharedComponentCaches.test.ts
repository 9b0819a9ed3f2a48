import { createSSRApp, defineComponent, h } from 'vue'
import { renderToString } from 'vue/server-renderer'
import { describe, expect, it } from 'vitest'
import { shareComponentCaches } from './sharedComponentCaches'

// A component whose props Vue reads (`props` getter) when it normalizes them.
let reads = 0
const Shown = defineComponent({
  get props() {
    reads++
    return { label: String }
  },
  setup: (props: { label?: string }) => () => h('b', props.label),
})
const page = (label: string) => {
  const app = createSSRApp({ render: () => h(Shown, { label }) })
  return app
}

describe('shareComponentCaches', () => {
  it("has every app work out a component's props once, and renders each page as its own", async () => {
    reads = 0
    const first = page('one')
    shareComponentCaches(first)
    expect(await renderToString(first)).toBe('<b>one</b>')
    const afterFirst = reads
    const second = page('two')
    shareComponentCaches(second)
    expect(await renderToString(second)).toBe('<b>two</b>')
    expect(reads).toBe(afterFirst)
  })

  it('is needed: without it each app works the props out again', async () => {
    reads = 0
    await renderToString(page('one'))
    const afterFirst = reads
    await renderToString(page('two'))
    expect(reads).toBeGreaterThan(afterFirst)
  })

  it('leaves an app with global mixins alone', () => {
    const app = page('one').mixin({ created() {} })
    const own = app._context as unknown as { propsCache: WeakMap<object, unknown> }
    const before = own.propsCache
    shareComponentCaches(app)
    expect(own.propsCache).toBe(before)
  })
})
