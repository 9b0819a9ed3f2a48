import { describe, expect, it } from 'vitest'
import { readIntParam } from './params.ts'

const rule = { fallback: 5, min: 0, max: 100 }
const read = (query: string) => readIntParam(new URLSearchParams(query), 'n', rule)

describe('readIntParam', () => {
  it('falls back when absent or blank', () => {
    expect(read('')).toEqual({ ok: true, value: 5, capped: false })
    expect(read('n=')).toEqual({ ok: true, value: 5, capped: false })
  })

  it('reads integers and caps large ones', () => {
    expect(read('n=42')).toEqual({ ok: true, value: 42, capped: false })
    expect(read('n=1000')).toEqual({ ok: true, value: 100, capped: true })
  })

  it('refuses non-integers and values below the minimum with a message naming the parameter', () => {
    for (const query of ['n=abc', 'n=1.5', 'n=1e3', 'n=-1']) {
      const result = read(query)
      expect(result.ok).toBe(false)
      if (!result.ok) expect(result.message).toContain('"n"')
    }
  })
})
