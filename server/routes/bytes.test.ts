import { describe, expect, it } from 'vitest'
import { useApiServer } from '../testing.ts'

const api = useApiServer()

describe('/bytes', () => {
  it('answers n bytes of application/octet-stream', async () => {
    const response = await fetch(`${api.url}/bytes?n=5000`)
    expect(response.headers.get('content-type')).toBe('application/octet-stream')
    expect(response.headers.get('content-length')).toBe('5000')
    const bytes = new Uint8Array(await response.arrayBuffer())
    expect(bytes.length).toBe(5000)
    // Random bytes use most of the 256 values; a zero-filled buffer would not.
    expect(new Set(bytes).size).toBeGreaterThan(200)
  })

  it('defaults to 256 bytes and refuses a bad n', async () => {
    const response = await fetch(`${api.url}/bytes`)
    expect((await response.arrayBuffer()).byteLength).toBe(256)
    expect((await fetch(`${api.url}/bytes?n=-1`)).status).toBe(400)
  })
})
