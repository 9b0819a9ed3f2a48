import { afterEach, describe, expect, it, vi } from 'vitest'
import { afterPaint, createYielder, onNextFrame } from './frame'

afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

describe('onNextFrame', () => {
  it('runs once at the next animation frame', () => {
    vi.useFakeTimers()
    const frames: FrameRequestCallback[] = []
    vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => frames.push(cb))
    const callback = vi.fn()
    onNextFrame(callback)
    expect(callback).not.toHaveBeenCalled()
    frames[0]?.(0)
    expect(callback).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(1000)
    expect(callback).toHaveBeenCalledTimes(1)
  })

  it('runs after a timeout when no frame comes (hidden tab, no DOM)', () => {
    vi.useFakeTimers()
    vi.stubGlobal('requestAnimationFrame', () => 0)
    const callback = vi.fn()
    onNextFrame(callback)
    vi.advanceTimersByTime(99)
    expect(callback).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(callback).toHaveBeenCalledTimes(1)
  })

  it('does not run once cancelled', () => {
    vi.useFakeTimers()
    const frames: FrameRequestCallback[] = []
    vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => frames.push(cb))
    const callback = vi.fn()
    onNextFrame(callback)()
    frames[0]?.(0)
    vi.advanceTimersByTime(1000)
    expect(callback).not.toHaveBeenCalled()
  })
})

describe('afterPaint', () => {
  it('resolves in a task after the frame', async () => {
    const frames: FrameRequestCallback[] = []
    vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => frames.push(cb))
    let resolved = false
    const done = afterPaint().then(() => (resolved = true))
    await Promise.resolve()
    expect(resolved).toBe(false)
    frames[0]?.(0)
    await Promise.resolve()
    expect(resolved).toBe(false)
    await done
    expect(resolved).toBe(true)
  })
})

describe('createYielder', () => {
  it('yields to the event loop only once the slice of work is used up', async () => {
    let now = 0
    vi.spyOn(performance, 'now').mockImplementation(() => now)
    const pause = createYielder(10)
    expect(pause()).toBeUndefined()
    now = 9
    expect(pause()).toBeUndefined()
    now = 10
    let timerRan = false
    setTimeout(() => (timerRan = true), 0)
    const yielded = pause()
    expect(yielded).toBeInstanceOf(Promise)
    await yielded
    // A task queued before the yield ran before the loop continued.
    expect(timerRan).toBe(true)
    // The next slice starts at the yield.
    now = 15
    expect(pause()).toBeUndefined()
    vi.restoreAllMocks()
  })
})
