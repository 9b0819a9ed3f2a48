import { crc32, inflateSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { gradientPng } from './png.ts'

interface Chunk {
  type: string
  data: Buffer
}

/** Splits a PNG into chunks, checking every CRC on the way. */
function readChunks(png: Buffer): Chunk[] {
  const chunks: Chunk[] = []
  let offset = 8
  while (offset < png.length) {
    const length = png.readUInt32BE(offset)
    const typed = png.subarray(offset + 4, offset + 8 + length)
    expect(png.readUInt32BE(offset + 8 + length)).toBe(crc32(typed))
    chunks.push({ type: typed.subarray(0, 4).toString('ascii'), data: typed.subarray(4) })
    offset += 12 + length
  }
  return chunks
}

describe('gradientPng', () => {
  it('produces a well-formed RGB PNG of the requested size', () => {
    const png = gradientPng(64)
    expect(png.subarray(0, 8)).toEqual(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]))
    const chunks = readChunks(png)
    expect(chunks.map((chunk) => chunk.type)).toEqual(['IHDR', 'IDAT', 'IEND'])
    const header = chunks[0]?.data ?? Buffer.alloc(0)
    expect([header.readUInt32BE(0), header.readUInt32BE(4), header[8], header[9]]).toEqual([
      64, 64, 8, 2,
    ])
    const pixels = inflateSync(chunks[1]?.data ?? Buffer.alloc(0))
    expect(pixels.length).toBe(64 * (64 * 3 + 1))
    // Top-left is blue-ish, bottom-right red-and-green: the gradient really varies.
    expect([...pixels.subarray(1, 4)]).toEqual([0, 0, 255])
    const last = pixels.length - 3
    expect([...pixels.subarray(last)]).toEqual([255, 255, 0])
  })
})
