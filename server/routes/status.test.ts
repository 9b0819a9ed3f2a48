import { describe, expect, it } from 'vitest'
import { useApiServer } from '../testing.ts'

const api = useApiServer()

describe('/status/:code', () => {
  it.each([
    [200, 'OK'],
    [201, 'Created'],
    [302, 'Found'],
    [404, 'Not Found'],
    [418, "I'm a Teapot"],
    [500, 'Internal Server Error'],
  ])('answers %i with a small JSON body', async (status, message) => {
    const response = await fetch(`${api.url}/status/${status}`, { redirect: 'manual' })
    expect(response.status).toBe(status)
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8')
    expect(await response.json()).toEqual({ status, message })
  })

  it('works for any method', async () => {
    const response = await fetch(`${api.url}/status/422`, { method: 'POST', body: '{}' })
    expect(response.status).toBe(422)
  })

  it('adds Retry-After to 429 and 503', async () => {
    const response = await fetch(`${api.url}/status/429`)
    expect(response.headers.get('retry-after')).toBe('1')
  })

  it.each([204, 205, 304])('answers %i without a body', async (status) => {
    const response = await fetch(`${api.url}/status/${status}`)
    expect(response.status).toBe(status)
    expect(response.headers.get('content-type')).toBeNull()
    expect(await response.text()).toBe('')
  })

  it.each(['abc', '99', '100', '199', '600', '2000', '20x'])(
    'refuses %s with a 400 that explains the range',
    async (code) => {
      const response = await fetch(`${api.url}/status/${code}`)
      expect(response.status).toBe(400)
      const body = (await response.json()) as { message: string }
      expect(body.message).toContain('200 to 599')
      expect(body.message).toContain(code)
    },
  )
})
