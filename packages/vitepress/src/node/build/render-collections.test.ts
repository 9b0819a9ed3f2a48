import { describe, expect, it } from 'vitest'
import { RenderCollections } from './render-collections'

const MB = 2 ** 20

/** A heap that grows by `perPage` bytes a rendered page and drops to `live` when collected. */
function heap(live: number, perPage: number) {
  let used = live
  const collections = new RenderCollections(
    () => used,
    () => (used = live),
  )
  return {
    collections,
    render(pages: number) {
      for (let i = 0; i < pages; i++) {
        used += perPage
        collections.pageRendered()
      }
    },
  }
}

describe('RenderCollections', () => {
  it('collects once to learn the live heap, then only when the heap has grown past it', () => {
    // 100 MB live, 20 KB of garbage a page: 128 MB of growth every 6,554 pages.
    const { collections, render } = heap(100 * MB, 20 * 1024)
    render(100)
    expect(collections.count).toBe(1)
    render(6_500)
    expect(collections.count).toBe(1)
    render(100)
    expect(collections.count).toBe(2)
    // The old rule collected every 500 pages: 13 times over these 6,700.
    render(6_700)
    expect(collections.count).toBe(3)
  })

  it('lets a large live heap grow by half of it before collecting', () => {
    const { collections, render } = heap(1000 * MB, 1 * MB)
    render(100)
    render(400)
    expect(collections.count).toBe(1)
    render(100)
    expect(collections.count).toBe(2)
  })
})
