import { describe, expect, it } from 'vitest'
import { useApiServer } from '../testing.ts'
import { generateLargeJson, LARGE_MAX_KB } from './large.ts'

const api = useApiServer()

describe('/large', () => {
  it('answers a JSON array of exactly kb KB with a matching Content-Length', async () => {
    const response = await fetch(`${api.url}/large?kb=64`)
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8')
    expect(response.headers.get('content-length')).toBe(String(64 * 1024))
    const bytes = new Uint8Array(await response.arrayBuffer())
    expect(bytes.length).toBe(64 * 1024)
    const items = JSON.parse(new TextDecoder().decode(bytes)) as Record<string, unknown>[]
    expect(items.length).toBeGreaterThan(100)
    expect(items[0]).toMatchObject({ id: 1, name: expect.any(String), email: expect.any(String) })
    expect(Object.keys(items[0] ?? {})).toEqual([
      'id',
      'name',
      'email',
      'city',
      'active',
      'score',
      'createdAt',
      'tags',
    ])
  })

  it('defaults to 100 KB and answers [] for 0', async () => {
    const response = await fetch(`${api.url}/large`)
    expect(response.headers.get('content-length')).toBe(String(100 * 1024))
    await response.arrayBuffer()
    expect(await (await fetch(`${api.url}/large?kb=0`)).json()).toEqual([])
  })

  it('is the same for the same size', () => {
    expect(generateLargeJson(3)).toBe(generateLargeJson(3))
  })

  // How fast it is belongs in bench/ (the 5 MB Chromium figures include it), not in a unit test.
  it('generates exactly 5 MB of valid JSON', () => {
    const json = generateLargeJson(5 * 1024)
    expect(Buffer.byteLength(json)).toBe(5 * 1024 * 1024)
    expect(Array.isArray(JSON.parse(json))).toBe(true)
  })

  it('refuses a size that is not an integer, and has a cap', async () => {
    expect((await fetch(`${api.url}/large?kb=big`)).status).toBe(400)
    expect(LARGE_MAX_KB).toBe(51_200)
  })
})
