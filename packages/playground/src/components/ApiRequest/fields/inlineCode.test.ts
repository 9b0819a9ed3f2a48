import { describe, expect, it } from 'vitest'
import { inlineCodeParts } from './inlineCode'

describe('inlineCodeParts', () => {
  it('marks text between backticks as code', () => {
    expect(inlineCodeParts('`true`: only active users')).toEqual([
      { text: 'true', code: true },
      { text: ': only active users', code: false },
    ])
    expect(inlineCodeParts('Sort by `name` or `created_at`.')).toEqual([
      { text: 'Sort by ', code: false },
      { text: 'name', code: true },
      { text: ' or ', code: false },
      { text: 'created_at', code: true },
      { text: '.', code: false },
    ])
  })

  it('reads a longer run of backticks around a backtick, stripping the padding spaces', () => {
    expect(inlineCodeParts('quote with `` ` `` here')).toEqual([
      { text: 'quote with ', code: false },
      { text: '`', code: true },
      { text: ' here', code: false },
    ])
  })

  it('leaves a backtick without its pair, and plain text, as text', () => {
    expect(inlineCodeParts("it's 5` tall")).toEqual([{ text: "it's 5` tall", code: false }])
    expect(inlineCodeParts('no code')).toEqual([{ text: 'no code', code: false }])
    expect(inlineCodeParts('')).toEqual([])
  })

  it('keeps markup as text: nothing here becomes HTML', () => {
    expect(inlineCodeParts('`<img src=x>` <b>')).toEqual([
      { text: '<img src=x>', code: true },
      { text: ' <b>', code: false },
    ])
  })
})
