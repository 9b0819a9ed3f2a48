import { describe, expect, it } from 'vitest'
import { enRequestNotes } from './notes'
import {
  deleteHeader,
  findHeader,
  isValidHeaderName,
  isValidHeaderValue,
  setHeader,
  trySetHeader,
} from './header'

describe('header helpers', () => {
  it('validates names as RFC 9110 tokens', () => {
    for (const name of ['Content-Type', 'x_api.key', "a!#$%&'*+-.^_`|~9"]) {
      expect(isValidHeaderName(name)).toBe(true)
    }
    for (const name of ['', 'a b', 'a:b', 'é', 'a\n', '(x)']) {
      expect(isValidHeaderName(name)).toBe(false)
    }
  })

  it('validates values as fetch() does', () => {
    for (const value of ['', 'a b', 'café', '\t x']) expect(isValidHeaderValue(value)).toBe(true)
    for (const value of ['a\nb', 'a\rb', 'a\0b', '日本', '👋']) {
      expect(isValidHeaderValue(value)).toBe(false)
    }
    // The Headers class agrees on both sides of the line.
    expect(() => new Headers({ x: 'café' })).not.toThrow()
    expect(() => new Headers({ x: '日本' })).toThrow(TypeError)
  })

  it('finds, sets and deletes case-insensitively', () => {
    const headers: Record<string, string> = { 'content-type': 'a', 'CONTENT-TYPE': 'b', X: '1' }
    expect(findHeader(headers, 'Content-Type')).toBe('content-type')
    setHeader(headers, 'Content-Type', 'c')
    expect(headers).toEqual({ X: '1', 'Content-Type': 'c' })
    expect(deleteHeader(headers, 'content-TYPE')).toBe('c')
    expect(deleteHeader(headers, 'missing')).toBeUndefined()
    expect(headers).toEqual({ X: '1' })
  })

  it('keeps a header named __proto__ as a real key', () => {
    const headers: Record<string, string> = {}
    setHeader(headers, '__proto__', 'v')
    expect(Object.keys(headers)).toEqual(['__proto__'])
    expect(Object.getPrototypeOf(headers)).toBe(Object.prototype)
  })

  it('trySetHeader returns a note instead of setting an invalid header', () => {
    const headers: Record<string, string> = {}
    expect(trySetHeader(headers, 'X-Ok', 'v', 'item', enRequestNotes)).toBeUndefined()
    expect(trySetHeader(headers, 'bad name', 'v', 'item', enRequestNotes)).toMatch(
      /^Header item "bad name" was not sent/,
    )
    expect(trySetHeader(headers, 'X-Bad', 'a\r\nb', 'item', enRequestNotes)).toMatch(/line break/)
    expect(headers).toEqual({ 'X-Ok': 'v' })
  })
})
