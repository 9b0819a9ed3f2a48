import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { describe, expect, it } from 'vitest'
import { createRequestHandler, matchRoute } from './router.ts'
import type { Route } from './router.ts'

const route = (path: string): Route => ({ path, summary: path, handle: () => {} })
const routes = [route('/'), route('/echo/*'), route('/status/:code'), route('/auth/bearer')]

describe('matchRoute', () => {
  it('matches the root only for /', () => {
    expect(matchRoute(routes, '/')?.route.path).toBe('/')
    expect(matchRoute(routes, '/nope')).toBeUndefined()
  })

  it('lets a trailing * match nothing or any depth', () => {
    expect(matchRoute(routes, '/echo')?.params).toEqual({ '*': '' })
    expect(matchRoute(routes, '/echo/a/b%20c')?.params).toEqual({ '*': 'a/b c' })
  })

  it('captures and decodes named segments', () => {
    expect(matchRoute(routes, '/status/404')?.params).toEqual({ code: '404' })
    expect(matchRoute(routes, '/status/%34%30%34/')?.params).toEqual({ code: '404' })
    expect(matchRoute(routes, '/status/%E0%A4%A')?.params).toEqual({ code: '%E0%A4%A' })
  })

  it('requires the exact number of segments without *', () => {
    expect(matchRoute(routes, '/status')).toBeUndefined()
    expect(matchRoute(routes, '/status/1/2')).toBeUndefined()
    expect(matchRoute(routes, '/auth/bearer/x')).toBeUndefined()
    expect(matchRoute(routes, '/auth/basic')).toBeUndefined()
  })
})

describe('createRequestHandler', () => {
  it('turns a failing handler, sync or async, into a JSON 500 and a log line', async () => {
    const logs: string[] = []
    const failing: Route[] = [
      {
        path: '/sync',
        summary: '',
        handle: () => {
          throw new Error('sync boom')
        },
      },
      { path: '/async', summary: '', handle: async () => Promise.reject(new Error('async boom')) },
    ]
    const server = createServer(createRequestHandler(failing, (line) => logs.push(line)))
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as AddressInfo
    try {
      for (const name of ['sync', 'async']) {
        const response = await fetch(`http://127.0.0.1:${port}/${name}`)
        expect(response.status).toBe(500)
        expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8')
        expect(await response.json()).toEqual({ error: 'internal_error', message: `${name} boom` })
        expect(logs).toContain(`error in GET /${name}: ${name} boom`)
      }
    } finally {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    }
  })
})
