import { crc32, deflateSync } from 'node:zlib'

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(typed))
  return Buffer.concat([length, typed, crc])
}

/** Encodes 8-bit RGB pixels (row-major, 3 bytes each) as a PNG file. */
export function encodePng(width: number, height: number, rgb: Uint8Array): Buffer {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header[8] = 8 // bit depth
  header[9] = 2 // colour type: truecolour RGB
  // Bytes 10-12 (compression, filter, interlace) stay 0: the only standard values.
  const rowLength = width * 3
  const raw = Buffer.alloc((rowLength + 1) * height)
  for (let y = 0; y < height; y++) {
    // Each scanline starts with its filter type; 0 (none) keeps the encoder trivial.
    raw[y * (rowLength + 1)] = 0
    raw.set(rgb.subarray(y * rowLength, (y + 1) * rowLength), y * (rowLength + 1) + 1)
  }
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

/** A square diagonal gradient, so a preview visibly shows the image was decoded. */
export function gradientPng(size: number): Buffer {
  const rgb = new Uint8Array(size * size * 3)
  const max = Math.max(1, size - 1)
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const offset = (y * size + x) * 3
      rgb[offset] = Math.round((x / max) * 255)
      rgb[offset + 1] = Math.round((y / max) * 255)
      rgb[offset + 2] = 255 - Math.round(((x + y) / (2 * max)) * 255)
    }
  }
  return encodePng(size, size, rgb)
}
