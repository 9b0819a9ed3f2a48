import { describe, expect, it } from 'vitest'
import { DEMO_CREDENTIALS } from '../credentials.ts'
import { useApiServer } from '../testing.ts'
import type { EndpointInfo } from './home.ts'

const api = useApiServer()

describe('/', () => {
  it('lists every endpoint with an example, and the demo credentials', async () => {
    const response = await fetch(`${api.url}/`)
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8')
    const index = (await response.json()) as { endpoints: EndpointInfo[]; credentials: unknown }
    expect(index.endpoints.map((endpoint) => endpoint.path)).toEqual([
      '/',
      '/echo/*',
      '/status/:code',
      '/slow',
      '/stream',
      '/large',
      '/drip',
      '/image.png',
      '/bytes',
      '/text',
      '/xml',
      '/auth/bearer',
      '/auth/basic',
      '/auth/api-key-header',
      '/auth/api-key-query',
      '/store/books',
      '/store/books/:bookId/cover',
      '/store/books/:bookId',
      '/store/orders',
      '/admin/:region/health',
      '/admin/:region/users',
      '/admin/:region/users/:userId',
      '/admin/:region/keys',
      '/admin/:region/keys/:keyId',
      '/admin/:region/audit-log',
      '/events/stream',
      '/events/export',
      '/events/deliveries/:code',
      '/oauth/*',
      '/notes/items',
      '/notes/me',
    ])
    expect(index.credentials).toEqual(DEMO_CREDENTIALS)
  })

  it('has examples that all answer without a 404', async () => {
    const response = await fetch(`${api.url}/`)
    const { endpoints } = (await response.json()) as { endpoints: EndpointInfo[] }
    for (const endpoint of endpoints) {
      if (endpoint.path === '/slow' || endpoint.path === '/stream') continue
      const example = await fetch(`${api.url}${endpoint.example}`)
      await example.arrayBuffer()
      expect(example.status, endpoint.example).not.toBe(404)
    }
  })
})
