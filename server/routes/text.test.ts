import { describe, expect, it } from 'vitest'
import { useApiServer } from '../testing.ts'

const api = useApiServer()

describe('/text', () => {
  it('answers UTF-8 text/plain', async () => {
    const response = await fetch(`${api.url}/text`)
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8')
    const text = await response.text()
    expect(text).toContain('Hello from the demo API.')
    expect(text).toContain('東京')
    expect(response.headers.get('content-length')).toBe(String(Buffer.byteLength(text)))
  })
})
