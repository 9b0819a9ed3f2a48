import { describe, expect, it } from 'vitest'
import { rerenderOnly } from './pages'

// plugin-vue's update code for a page module, as it serves one in dev (`genHmrCode` in its
// source): it mounts the component afresh unless the module exports `_rerender_only`.
const HOT = `import.meta.hot.accept(mod => {
  if (!mod) return
  const { default: updated, _rerender_only } = mod
  if (_rerender_only) {
    __VUE_HMR_RUNTIME__.rerender(updated.__hmrId, updated.render)
  } else {
    __VUE_HMR_RUNTIME__.reload(updated.__hmrId, updated)
  }
})`

describe('rerenderOnly', () => {
  it('tells plugin-vue that a hot-updated page only re-renders', () => {
    expect(rerenderOnly(`const _sfc_main = {}\n${HOT}`)).toBe(
      '\nexport const _rerender_only = true\n',
    )
  })

  it('adds nothing where plugin-vue said so already, or where nothing is hot-updated', () => {
    expect(rerenderOnly(`${HOT}\nexport const _rerender_only = true`)).toBe('')
    expect(rerenderOnly('const _sfc_main = {}')).toBe('')
  })
})
