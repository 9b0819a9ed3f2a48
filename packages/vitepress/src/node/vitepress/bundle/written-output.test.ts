import { describe, expect, it } from 'vitest'
import { emptyWritten, type WrittenFile } from './written-output'

describe('emptyWritten', () => {
  it("empties a chunk's code and an asset's source, in place", () => {
    const chunk: WrittenFile = { type: 'chunk', code: 'export {}' }
    const asset: WrittenFile = { type: 'asset', source: new Uint8Array(8) }
    emptyWritten([chunk, asset])
    expect(chunk).toEqual({ type: 'chunk', code: '' })
    expect(asset).toEqual({ type: 'asset', source: '' })
  })
})
