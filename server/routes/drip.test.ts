import { describe, expect, it } from 'vitest'
import { useApiServer } from '../testing.ts'
import { generateLargeJson } from './large.ts'

const server = useApiServer()

describe('/drip', () => {
  it('sends the /large JSON with a Content-Length, in chunks spread over time', async () => {
    const started = performance.now()
    const response = await fetch(`${server.url}/drip?kb=64&ms=400`)
    expect(response.headers.get('content-length')).toBe(String(64 * 1024))
    const reader = response.body!.getReader()
    let chunks = 0
    let text = ''
    const decoder = new TextDecoder()
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      chunks++
      text += decoder.decode(value, { stream: true })
    }
    expect(text).toBe(generateLargeJson(64))
    expect(chunks).toBeGreaterThan(5)
    expect(performance.now() - started).toBeGreaterThan(300)
  })

  it('stops when the client goes away', async () => {
    const controller = new AbortController()
    const response = await fetch(`${server.url}/drip?kb=64&ms=2000`, { signal: controller.signal })
    controller.abort()
    await expect(response.text()).rejects.toThrow()
    await new Promise((r) => setTimeout(r, 100))
    expect(
      server.logs.some((line) => line.includes('/drip') && line.includes('closed by client')),
    ).toBe(true)
  })
})
