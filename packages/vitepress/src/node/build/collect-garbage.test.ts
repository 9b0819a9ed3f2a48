import { describe, expect, it } from 'vitest'
import { collectGarbage } from './collect-garbage'

// About 80 MB of objects, unreachable once the function returns (a block inside the test would
// leave them on its stack frame).
const makeGarbage = (): number =>
  Array.from({ length: 1_000_000 }, (_, i) => ({ i, text: `item ${i}` })).length

describe('collectGarbage', () => {
  it('frees what is no longer reachable, at once', () => {
    collectGarbage()
    const before = process.memoryUsage().heapUsed
    expect(makeGarbage()).toBe(1_000_000)
    const grown = process.memoryUsage().heapUsed
    collectGarbage()
    const after = process.memoryUsage().heapUsed
    expect(grown - before).toBeGreaterThan(40 * 2 ** 20)
    expect(after - before).toBeLessThan(10 * 2 ** 20)
  })
})
