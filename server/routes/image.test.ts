import { describe, expect, it } from 'vitest'
import { useApiServer } from '../testing.ts'
import { IMAGE_SIZE } from './image.ts'

const api = useApiServer()

describe('/image.png', () => {
  it('answers a PNG of the advertised size', async () => {
    const response = await fetch(`${api.url}/image.png`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/png')
    const bytes = Buffer.from(await response.arrayBuffer())
    expect(response.headers.get('content-length')).toBe(String(bytes.length))
    expect(bytes.subarray(1, 4).toString('ascii')).toBe('PNG')
    expect(bytes.subarray(12, 16).toString('ascii')).toBe('IHDR')
    expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([IMAGE_SIZE, IMAGE_SIZE])
  })
})
