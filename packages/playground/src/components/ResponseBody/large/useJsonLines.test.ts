import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { effectScope, nextTick, ref } from 'vue'
import { bigJson } from '../testUtils'
import type { LineList } from '../lines'
import { FIRST_SLICE_CHARS, useJsonLines } from './useJsonLines'

const toArray = (lines: LineList) => Array.from({ length: lines.length }, (_, i) => lines.at(i))

describe('useJsonLines', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('splits pretty-printed text at once', () => {
    const scope = effectScope()
    const lines = scope.run(() =>
      useJsonLines(
        () => '{\n  "a": 1\n}',
        () => true,
      ),
    )!
    expect(toArray(lines.lines.value)).toEqual(['{', '  "a": 1', '}'])
    expect(lines.count.value).toBe(3)
    expect(lines.progress.value).toBeNull()
    expect(lines.fullText()).toBe('{\n  "a": 1\n}')
    scope.stop()
  })

  it('formats a large body in slices between which the page runs', () => {
    const text = bigJson(2)
    expect(text.length).toBeGreaterThan(FIRST_SLICE_CHARS * 4)
    const scope = effectScope()
    const lines = scope.run(() =>
      useJsonLines(
        () => text,
        () => false,
      ),
    )!
    const first = lines.count.value
    expect(first).toBeGreaterThan(100)
    expect(lines.progress.value).toBeGreaterThan(0)
    expect(lines.progress.value).toBeLessThan(0.3)
    vi.advanceTimersToNextTimer()
    expect(lines.count.value).toBeGreaterThan(first)
    vi.runAllTimers()
    expect(lines.progress.value).toBeNull()
    expect(lines.fullText()).toBe(JSON.stringify(JSON.parse(text), null, 2))
    scope.stop()
  })

  it('gives the full text at once when it is needed early', () => {
    const text = bigJson(2)
    const scope = effectScope()
    const lines = scope.run(() =>
      useJsonLines(
        () => text,
        () => false,
      ),
    )!
    expect(lines.fullText()).toBe(JSON.stringify(JSON.parse(text), null, 2))
    // Indexing for display goes on in its slices.
    expect(lines.progress.value).not.toBeNull()
    vi.runAllTimers()
    expect(toArray(lines.lines.value).join('\n')).toBe(lines.fullText())
    scope.stop()
  })

  it('starts over for a new body and stops when the scope ends', async () => {
    const source = ref<string | null>(bigJson(2))
    const scope = effectScope()
    const lines = scope.run(() =>
      useJsonLines(
        () => source.value,
        () => false,
      ),
    )!
    source.value = '[1,2]'
    await nextTick()
    expect(toArray(lines.lines.value)).toEqual(['[', '  1,', '  2', ']'])
    expect(vi.getTimerCount()).toBe(0)
    source.value = bigJson(2)
    await nextTick()
    expect(vi.getTimerCount()).toBe(1)
    scope.stop()
    expect(vi.getTimerCount()).toBe(0)
    source.value = null
    await nextTick()
    expect(lines.count.value).toBeGreaterThan(0)
  })

  it('goes on from where it was while the body arrives, showing only whole lines', async () => {
    const whole = bigJson(1)
    const source = ref(whole.slice(0, 1000))
    const arriving = ref(true)
    const scope = effectScope()
    const lines = scope.run(() =>
      useJsonLines(
        () => source.value,
        () => false,
        () => arriving.value,
      ),
    )!
    const list = lines.lines.value
    const first = lines.count.value
    expect(first).toBeGreaterThan(5)
    // Whole lines only: the last one shown is a line of the finished document.
    const expected = JSON.stringify(JSON.parse(whole), null, 2).split('\n')
    expect(toArray(list).slice(0, first)).toEqual(expected.slice(0, first))
    expect(lines.progress.value).toBeNull()
    // Indexed as far as the text goes: no slice waits for more.
    vi.runAllTimers()
    expect(vi.getTimerCount()).toBe(0)

    source.value = whole.slice(0, 200_000)
    await nextTick()
    vi.runAllTimers()
    expect(lines.lines.value).toBe(list)
    expect(lines.count.value).toBeGreaterThan(first)

    source.value = whole
    arriving.value = false
    await nextTick()
    vi.runAllTimers()
    expect(lines.lines.value).toBe(list)
    expect(lines.progress.value).toBeNull()
    expect(toArray(list)).toEqual(expected)
    scope.stop()
  })
})
