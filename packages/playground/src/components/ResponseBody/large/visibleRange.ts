// Virtual scrolling maths for fixed-height lines: which lines to render for a scroll position.

/**
 * Browsers cap element heights (Firefox near 17.9 million px, Chrome near 33 million), so very
 * long documents scroll through a shorter spacer and the scroll position is mapped by ratio.
 */
export const MAX_SCROLL_HEIGHT = 8_000_000

export interface VisibleRangeInput {
  /** `scrollTop` of the scroll container, px. */
  scrollTop: number
  /** Height of the visible area, px. */
  viewportHeight: number
  /** Height of one line, px (all lines have this height). */
  lineHeight: number
  /** Number of lines. */
  total: number
  /** Extra lines rendered above and below the visible ones. */
  overscan: number
  /** Largest spacer height before scrolling is mapped by ratio. @default MAX_SCROLL_HEIGHT */
  maxScrollHeight?: number
}

export interface VisibleRange {
  /** First line to render (inclusive). */
  start: number
  /** Line after the last one to render (exclusive). */
  end: number
  /** Distance from the spacer's top to the first rendered line, px. */
  offset: number
  /** Height of the spacer that gives the scrollbar its size, px. */
  height: number
}

const clamp = (value: number, min: number, max: number): number =>
  Math.min(max, Math.max(min, value))

/** The lines to render so the viewport is covered, plus `overscan` lines on each side. */
export function visibleRange(input: VisibleRangeInput): VisibleRange {
  const total = Math.max(0, Math.floor(input.total))
  const lineHeight = input.lineHeight > 0 ? input.lineHeight : 1
  const viewport = Math.max(0, input.viewportHeight)
  const overscan = Math.max(0, Math.floor(input.overscan))
  const fullHeight = total * lineHeight
  const maxHeight = Math.max(viewport + lineHeight, input.maxScrollHeight ?? MAX_SCROLL_HEIGHT)
  if (total === 0) return { start: 0, end: 0, offset: 0, height: 0 }

  if (fullHeight <= maxHeight) {
    const scrollTop = clamp(input.scrollTop, 0, Math.max(0, fullHeight - viewport))
    const first = Math.floor(scrollTop / lineHeight)
    const last = Math.ceil((scrollTop + viewport) / lineHeight)
    const start = clamp(first - overscan, 0, total)
    const end = clamp(last + overscan, start, total)
    return { start, end, offset: start * lineHeight, height: fullHeight }
  }

  // Scaled: the spacer is `maxHeight` tall; the scroll fraction picks the first visible line.
  const scrollable = maxHeight - viewport
  const scrollTop = clamp(input.scrollTop, 0, scrollable)
  const linesInView = viewport / lineHeight
  const firstExact = (scrollTop / scrollable) * Math.max(0, total - linesInView)
  const first = Math.floor(firstExact)
  const start = clamp(first - overscan, 0, total)
  const end = clamp(Math.ceil(firstExact + linesInView) + overscan, start, total)
  // Place line `firstExact` exactly at the top of the viewport.
  const offset = scrollTop - (firstExact - start) * lineHeight
  return { start, end, offset, height: maxHeight }
}
