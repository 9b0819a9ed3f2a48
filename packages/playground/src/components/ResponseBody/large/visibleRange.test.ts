import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { visibleRange } from './visibleRange'

const base = { viewportHeight: 480, lineHeight: 20, overscan: 10 }

describe('visibleRange', () => {
  it('renders the first screen plus overscan at the top', () => {
    expect(visibleRange({ ...base, scrollTop: 0, total: 10_000 })).toEqual({
      start: 0,
      end: 34,
      offset: 0,
      height: 200_000,
    })
  })

  it('follows the scroll position with overscan on both sides', () => {
    const range = visibleRange({ ...base, scrollTop: 2_000, total: 10_000 })
    expect(range).toEqual({ start: 90, end: 134, offset: 1_800, height: 200_000 })
  })

  it('stops at the last line and clamps a scroll position past the end', () => {
    const range = visibleRange({ ...base, scrollTop: 1e9, total: 100 })
    expect(range.end).toBe(100)
    expect(range.start).toBe(66)
  })

  it('handles empty and short documents', () => {
    expect(visibleRange({ ...base, scrollTop: 0, total: 0 })).toEqual({
      start: 0,
      end: 0,
      offset: 0,
      height: 0,
    })
    expect(visibleRange({ ...base, scrollTop: 50, total: 3 })).toMatchObject({ start: 0, end: 3 })
  })

  it('maps the scroll position by ratio when the document is taller than the cap', () => {
    const input = { ...base, total: 1_000_000, maxScrollHeight: 1_000_000 }
    const top = visibleRange({ ...input, scrollTop: 0 })
    expect(top).toMatchObject({ start: 0, offset: 0, height: 1_000_000 })
    const bottom = visibleRange({ ...input, scrollTop: 1_000_000 - 480 })
    expect(bottom.end).toBe(1_000_000)
    // The last line ends exactly at the bottom of the spacer.
    expect(bottom.offset + (bottom.end - bottom.start) * 20).toBeCloseTo(1_000_000, 6)
  })

  it('always covers the viewport and stays within bounds', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2_000_000 }),
        fc.integer({ min: 0, max: 50_000_000 }),
        fc.integer({ min: 1, max: 1000 }),
        fc.integer({ min: 0, max: 50 }),
        (total, scrollTop, viewportHeight, overscan) => {
          const lineHeight = 20
          const r = visibleRange({ scrollTop, viewportHeight, lineHeight, total, overscan })
          expect(r.start).toBeGreaterThanOrEqual(0)
          expect(r.end).toBeLessThanOrEqual(total)
          expect(r.start).toBeLessThanOrEqual(r.end)
          expect(r.end - r.start).toBeLessThanOrEqual(
            Math.ceil(viewportHeight / 20) + 2 * overscan + 2,
          )
          if (total === 0) return
          // The rendered window covers the visible part of the spacer.
          const visibleTop = Math.min(scrollTop, Math.max(0, r.height - viewportHeight))
          const visibleBottom = Math.min(r.height, visibleTop + viewportHeight)
          expect(r.offset).toBeLessThanOrEqual(visibleTop + 1e-6)
          expect(r.offset + (r.end - r.start) * lineHeight).toBeGreaterThanOrEqual(
            visibleBottom - 1e-6,
          )
        },
      ),
    )
  })
})
