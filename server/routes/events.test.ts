import { describe, expect, it } from 'vitest'
import { DEMO_CREDENTIALS } from '../credentials.ts'
import { useApiServer } from '../testing.ts'

const api = useApiServer()
const { basicUser, basicPassword } = DEMO_CREDENTIALS
const basic = { Authorization: `Basic ${btoa(`${basicUser}:${basicPassword}`)}` }

describe('Events API', () => {
  it.each(['/events/stream', '/events/export', '/events/deliveries/200'])(
    '%s wants the demo Basic login',
    async (path) => {
      const response = await fetch(`${api.url}${path}`)
      expect(response.status).toBe(401)
      expect(response.headers.get('www-authenticate')).toBe('Basic realm="events", charset="UTF-8"')
      expect(await response.json()).toMatchObject({
        detail: 'No Authorization header. Expected Basic demo / secret.',
      })
      const wrong = await fetch(`${api.url}${path}`, {
        headers: { Authorization: `Basic ${btoa('demo:wrong')}` },
      })
      expect(await wrong.json()).toMatchObject({ detail: /^Wrong user name or password\./ })
    },
  )

  it('streams the /stream events', async () => {
    const response = await fetch(`${api.url}/events/stream?events=2&interval=1`, { headers: basic })
    expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8')
    const text = await response.text()
    expect(text).toContain('id: 1\nevent: tick\n')
    expect(text).toContain('event: done\ndata: {"events":2}')
  })

  it('sends the slow export with its length up front', async () => {
    const response = await fetch(`${api.url}/events/export?kb=4&ms=40`, { headers: basic })
    expect(response.headers.get('content-length')).toBe('4096')
    expect((await response.arrayBuffer()).byteLength).toBe(4096)
  })

  it('answers a delivery with the status asked for', async () => {
    const response = await fetch(`${api.url}/events/deliveries/503`, { headers: basic })
    expect(response.status).toBe(503)
    expect(await response.json()).toEqual({ status: 503, message: 'Service Unavailable' })
  })

  it('takes only GET on the stream', async () => {
    const response = await fetch(`${api.url}/events/stream`, { method: 'POST', headers: basic })
    expect(response.status).toBe(405)
  })
})
