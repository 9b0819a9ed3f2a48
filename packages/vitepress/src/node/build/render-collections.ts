import { getHeapStatistics } from 'node:v8'
import { collectGarbage } from './collect-garbage'

// Rendering thousands of pages piles up garbage that V8 collects whole only once the heap has
// grown to a few times its live data. A full collection every 500 pages kept the build's memory
// near its live data while the spec models were most of it. With them let go before the render,
// the live heap is small (100-150 MB on GitHub's API) and a full collection still costs 0.2-0.3 s
// (at a load average of 9 on two cores), some 85 times over Microsoft Graph's 42,561 pages,
// whether V8's own collections had left anything to do or not. So the heap is looked at every 100
// pages, and collected whole only once it has grown well past what the last full collection left.

/** Pages rendered between two looks at the heap. */
const PAGES_BETWEEN_LOOKS = 100

/** How far the heap may grow past the live data of the last full collection: half of it, ... */
const GROWTH = 1.5
/** ... and never less than this (a small heap is not worth a collection). */
const SLACK = 128 * 2 ** 20

/** Collects garbage while a build renders, when the heap has grown enough to be worth it. */
export class RenderCollections {
  private pages = 0
  private live: number | undefined
  /** Full collections run so far. */
  count = 0

  constructor(
    private readonly used: () => number = () => getHeapStatistics().used_heap_size,
    private readonly collect: () => void = collectGarbage,
  ) {}

  /** Counts a rendered page; collects when the heap has grown past its allowance. */
  pageRendered(): void {
    if (++this.pages % PAGES_BETWEEN_LOOKS !== 0) return
    const used = this.used()
    if (this.live !== undefined && used < Math.max(this.live * GROWTH, this.live + SLACK)) return
    this.collect()
    this.count++
    this.live = this.used()
  }
}
