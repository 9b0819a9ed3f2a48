/**
 * The `size` best of the items offered, kept in a heap whose root is the worst of them: a common
 * word ("get", "graph") matches most of Microsoft Graph's 43,000 entries, and sorting them all
 * for the fifty a dialog shows took most of such a query's time.
 */
export class TopK {
  private readonly heap: number[] = []
  constructor(
    private readonly size: number,
    /** Negative when `a` ranks below `b`. */
    private readonly worse: (a: number, b: number) => number,
  ) {}

  /** Keeps `item` if it ranks among the best so far. */
  offer(item: number): void {
    const heap = this.heap
    if (heap.length < this.size) {
      heap.push(item)
      this.up(heap.length - 1)
    } else if (this.size > 0 && this.worse(heap[0]!, item) < 0) {
      heap[0] = item
      this.down(0)
    }
  }

  /** The items kept, best first. */
  sorted(): number[] {
    return [...this.heap].sort((a, b) => this.worse(b, a))
  }

  private up(at: number): void {
    const heap = this.heap
    while (at > 0) {
      const parent = (at - 1) >> 1
      if (this.worse(heap[at]!, heap[parent]!) >= 0) return
      ;[heap[at], heap[parent]] = [heap[parent]!, heap[at]!]
      at = parent
    }
  }

  private down(at: number): void {
    const heap = this.heap
    for (;;) {
      let least = at
      for (const child of [2 * at + 1, 2 * at + 2])
        if (child < heap.length && this.worse(heap[child]!, heap[least]!) < 0) least = child
      if (least === at) return
      ;[heap[at], heap[least]] = [heap[least]!, heap[at]!]
      at = least
    }
  }
}
