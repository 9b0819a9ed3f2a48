import { request } from 'node:http'
import type { IncomingMessage } from 'node:http'
import { describe, expect, it } from 'vitest'
import { DEMO_CREDENTIALS, startApiServer } from './index.ts'
import { useApiServer } from './testing.ts'

const api = useApiServer()

describe('startApiServer', () => {
  it('listens on a free 127.0.0.1 port and reports its URL', async () => {
    expect(api.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    expect(api.server?.port).toBeGreaterThan(0)
    expect(api.url).toBe(`http://127.0.0.1:${api.server?.port}`)
  })

  it('answers unknown paths with a JSON 404', async () => {
    const response = await fetch(`${api.url}/nope`)
    expect(response.status).toBe(404)
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8')
    expect(await response.json()).toMatchObject({ error: 'not_found' })
  })

  it('refuses a method a route does not take, saying which it does', async () => {
    const response = await fetch(`${api.url}/large`, { method: 'POST' })
    expect(response.status).toBe(405)
    expect(response.headers.get('allow')).toBe('GET, HEAD, OPTIONS')
    expect((await response.json()).message).toContain('GET')
  })

  it('serves HEAD for GET routes with headers and no body', async () => {
    const response = await fetch(`${api.url}/large?kb=2`, { method: 'HEAD' })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-length')).toBe('2048')
    expect(await response.text()).toBe('')
  })

  it('numbers responses with X-Request-Id', async () => {
    const first = Number((await fetch(`${api.url}/text`)).headers.get('x-request-id'))
    const second = Number((await fetch(`${api.url}/text`)).headers.get('x-request-id'))
    expect(second).toBeGreaterThan(first)
  })

  it('logs one line per request', async () => {
    await fetch(`${api.url}/status/201`)
    expect(api.logs).toContainEqual(expect.stringMatching(/^GET \/status\/201 201 \d+ms$/))
  })

  it('exports readable demo credentials', () => {
    expect(DEMO_CREDENTIALS).toEqual({
      bearerToken: 'demo-token',
      basicUser: 'demo',
      basicPassword: 'secret',
      apiKeyHeader: 'X-API-Key',
      apiKeyQuery: 'api_key',
      apiKey: 'demo-key',
      oauthAppClient: 'demo-app',
      oauthServiceClient: 'demo-service',
      oauthServiceSecret: 'demo-service-secret',
      oauthDeviceClient: 'demo-device',
      oauthUser: 'demo',
      oauthPassword: 'secret',
    })
  })
})

describe('CORS', () => {
  it('allows any origin on simple requests and exposes custom headers explicitly', async () => {
    const anonymous = await fetch(`${api.url}/text`)
    expect(anonymous.headers.get('access-control-allow-origin')).toBe('*')
    const exposed = anonymous.headers.get('access-control-expose-headers') ?? ''
    expect(exposed.split(', ')).toEqual(
      expect.arrayContaining(['*', 'X-Request-Id', 'WWW-Authenticate']),
    )

    const withOrigin = await fetch(`${api.url}/text`, { headers: { Origin: 'http://docs.test' } })
    expect(withOrigin.headers.get('access-control-allow-origin')).toBe('http://docs.test')
    expect(withOrigin.headers.get('access-control-allow-credentials')).toBe('true')
    expect(withOrigin.headers.get('vary')).toBe('Origin')
  })

  it('answers preflights with 204, every method and the requested headers', async () => {
    const response = await fetch(`${api.url}/echo`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://docs.test',
        'Access-Control-Request-Method': 'PATCH',
        'Access-Control-Request-Headers': 'authorization, x-api-key, content-type',
      },
    })
    expect(response.status).toBe(204)
    expect(response.headers.get('access-control-allow-origin')).toBe('http://docs.test')
    expect(response.headers.get('access-control-allow-methods')).toContain('PATCH')
    expect(response.headers.get('access-control-allow-headers')).toBe(
      'authorization, x-api-key, content-type',
    )
    expect(Number(response.headers.get('access-control-max-age'))).toBeGreaterThan(0)
  })

  it('allows in a preflight the method asked for, QUERY and PURGE included', async () => {
    for (const method of ['QUERY', 'PURGE']) {
      const response = await fetch(`${api.url}/echo/x`, {
        method: 'OPTIONS',
        headers: { Origin: 'http://docs.test', 'Access-Control-Request-Method': method },
      })
      expect(response.status).toBe(204)
      expect(response.headers.get('access-control-allow-methods')?.split(', ')).toContain(method)
    }
  })

  it('answers preflights even for GET-only routes and for private network access', async () => {
    const response = await fetch(`${api.url}/large`, {
      method: 'OPTIONS',
      headers: {
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Private-Network': 'true',
      },
    })
    expect(response.status).toBe(204)
    expect(response.headers.get('access-control-allow-headers')).toBe('*')
    expect(response.headers.get('access-control-allow-private-network')).toBe('true')
  })

  it('answers a plain OPTIONS on a GET-only route with Allow', async () => {
    const response = await fetch(`${api.url}/xml`, { method: 'OPTIONS' })
    expect(response.status).toBe(204)
    expect(response.headers.get('allow')).toContain('GET')
  })
})

/** Opens a request and resolves with its response once the headers arrived, body left open. */
function openResponse(url: string): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const outgoing = request(url, (response) => {
      response.on('error', () => {})
      resolve(response)
    })
    outgoing.on('error', reject)
    outgoing.end()
  })
}

describe('close', () => {
  it('resolves promptly with streaming, slow and idle keep-alive connections open', async () => {
    const server = await startApiServer({ port: 0 })
    await fetch(`${server.url}/text`) // leaves an idle keep-alive socket in undici's pool
    const stream = await openResponse(`${server.url}/stream?events=1000&interval=1000`)
    const streamClosed = new Promise((resolve) => stream.once('close', resolve))
    const slow = fetch(`${server.url}/slow?ms=60000`).catch((error: unknown) => error)
    await new Promise((resolve) => setTimeout(resolve, 50))

    // What this guards against is close() waiting for its connections to finish: 60 s for the
    // slow answer, 1000 s for the stream. So the bound is far above any CPU's time to close, and
    // the connections must have been cut, not finished.
    const started = performance.now()
    await server.close()
    expect(performance.now() - started).toBeLessThan(10_000)
    expect(await slow).toBeInstanceOf(Error)
    await streamClosed
    expect(stream.complete).toBe(false)
    await expect(fetch(`${server.url}/text`)).rejects.toThrow()
  })

  it('can be called twice', async () => {
    const server = await startApiServer({ port: 0 })
    await Promise.all([server.close(), server.close()])
    await expect(server.close()).resolves.toBeUndefined()
  })

  it('rejects when the port is taken', async () => {
    await expect(startApiServer({ port: api.server?.port ?? 0 })).rejects.toMatchObject({
      code: 'EADDRINUSE',
    })
  })
})
