import { describe, expect, it } from 'vitest'
import { formatCount, formatDuration, formatSize } from './format'

describe('formatSize', () => {
  it.each([
    [0, '0 B'],
    [1, '1 B'],
    [512, '512 B'],
    [1023, '1023 B'],
    [1023.6, '1 KB'],
    [1024, '1 KB'],
    [1280, '1.25 KB'],
    [1536, '1.5 KB'],
    [1024 * 1.234, '1.23 KB'],
    [1025, '1 KB'],
    [1024 * 1023.999, '1 MB'],
    [1024 * 1024, '1 MB'],
    [5.5 * 1024 * 1024, '5.5 MB'],
    [1024 ** 3, '1 GB'],
    [2.75 * 1024 ** 3, '2.75 GB'],
    [1024 ** 4, '1 TB'],
    [5000 * 1024 ** 4, '5000 TB'],
  ])('%d bytes -> %s', (bytes, expected) => {
    expect(formatSize(bytes)).toBe(expected)
  })

  it('rounds fractional bytes and treats invalid input as zero', () => {
    expect(formatSize(10.6)).toBe('11 B')
    expect(formatSize(-5)).toBe('0 B')
    expect(formatSize(Number.NaN)).toBe('0 B')
    expect(formatSize(Number.POSITIVE_INFINITY)).toBe('0 B')
  })
})

describe('formatDuration', () => {
  it.each([
    [0, '0 ms'],
    [0.4, '0 ms'],
    [35, '35 ms'],
    [35.4, '35 ms'],
    [999.4, '999 ms'],
    [999.6, '1 s'],
    [1000, '1 s'],
    [1240, '1.24 s'],
    [1500, '1.5 s'],
    [59_994, '59.99 s'],
    [59_996, '1 min'],
    [60_000, '1 min'],
    [125_000, '2 min 5 s'],
  ])('%d ms -> %s', (ms, expected) => {
    expect(formatDuration(ms)).toBe(expected)
  })

  it('treats invalid input as zero', () => {
    expect(formatDuration(-1)).toBe('0 ms')
    expect(formatDuration(Number.NaN)).toBe('0 ms')
  })
})

describe('formatCount', () => {
  it('groups digits by three with commas, as en-US does', () => {
    for (const n of [0, 7, 999, 1000, 12_345, 999_999, 1_000_000, 20_001, -1234, 123_456_789]) {
      expect(formatCount(n)).toBe(n.toLocaleString('en-US'))
    }
  })
})
