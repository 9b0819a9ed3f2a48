import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startApiServer, type ApiServer } from '../../../../../server/index'
import { createRequestRunner, type RunnerState } from './runner'

let api: ApiServer
beforeAll(async () => {
  api = await startApiServer({ port: 0 })
})
afterAll(() => api.close())

describe('createRequestRunner', () => {
  it('starts idle; abort when idle is safe', () => {
    const runner = createRequestRunner()
    expect(runner.getState().status).toBe('idle')
    expect(() => runner.abort()).not.toThrow()
    expect(runner.getState().status).toBe('idle')
  })

  it("a request's own fetch is used for that request only", async () => {
    const runner = createRequestRunner()
    const mocked: string[] = []
    await runner.execute(
      { url: `${api.url}/echo/x`, init: {} },
      {},
      {
        fetch: async (input) => {
          mocked.push(String(input))
          return new Response('mock', { status: 202, headers: { 'content-type': 'text/plain' } })
        },
      },
    )
    expect(runner.getState().response).toMatchObject({ status: 202, body: 'mock' })
    await runner.execute({ url: `${api.url}/echo/x`, init: {} })
    expect(runner.getState().response?.status).toBe(200)
    expect(mocked).toEqual([`${api.url}/echo/x`])
  })

  it('notifies subscribers through loading to a response, then idle', async () => {
    const runner = createRequestRunner()
    const seen: RunnerState['status'][] = []
    const unsubscribe = runner.subscribe((s) => seen.push(s.status))
    await runner.execute({ url: `${api.url}/echo/x`, init: { method: 'GET' } })
    unsubscribe()
    expect(seen[0]).toBe('loading')
    expect(seen.at(-1)).toBe('idle')
    const state = runner.getState()
    expect(state.response?.status).toBe(200)
    expect(state.request).toMatchObject({ method: 'GET', url: `${api.url}/echo/x` })
  })

  it('a second execute aborts the first, whose late events never overwrite the new response', async () => {
    const runner = createRequestRunner()
    const errors: string[] = []
    const first = runner.execute(
      { url: `${api.url}/slow?ms=3000`, init: {} },
      { onError: (p) => errors.push(p.error.name) },
    )
    await new Promise((r) => setTimeout(r, 30))
    const second = runner.execute({ url: `${api.url}/echo/second`, init: {} })
    await Promise.all([first, second])
    expect(errors).toEqual(['AbortError'])
    const state = runner.getState()
    expect(state.error).toBeNull()
    expect(state.response?.body).toMatchObject({ path: '/echo/second' })
    expect(state.status).toBe('idle')
  })

  it('collects stream events in state while streaming', async () => {
    const runner = createRequestRunner()
    let maxWhileStreaming = 0
    runner.subscribe((s) => {
      if (s.status === 'streaming') maxWhileStreaming = Math.max(maxWhileStreaming, s.events.length)
    })
    await runner.execute({ url: `${api.url}/stream?events=3&interval=5`, init: {} })
    expect(maxWhileStreaming).toBeGreaterThanOrEqual(3)
    expect(runner.getState().response?.kind).toBe('event-stream')
  })

  it('abort during loading leaves an AbortError in state', async () => {
    const runner = createRequestRunner()
    const done = runner.execute({ url: `${api.url}/slow?ms=3000`, init: {} })
    await new Promise((r) => setTimeout(r, 30))
    runner.abort()
    await done
    expect(runner.getState().error?.error.name).toBe('AbortError')
    expect(runner.getState().status).toBe('idle')
  })

  it('shows the beginning of a slow body in state while it arrives, then the whole response', async () => {
    const runner = createRequestRunner()
    const partial: string[] = []
    runner.subscribe((state) => {
      if (state.bodyText && !state.bodyText.complete) partial.push(state.bodyText.text)
    })
    await runner.execute({ url: `${api.url}/drip?kb=32&ms=600`, init: {} })
    const state = runner.getState()
    expect(partial.length).toBeGreaterThan(0)
    expect(partial[0]!.length).toBeLessThan(state.response?.text?.length ?? 0)
    expect(state.response?.text?.startsWith(partial[0]!)).toBe(true)
    expect(state.bodyText).toBeNull()
  })

  it('drops the beginning of a body cut short by an abort', async () => {
    const runner = createRequestRunner()
    let sawPartial = false
    runner.subscribe((state) => {
      if (state.bodyText && !state.bodyText.complete && !sawPartial) {
        sawPartial = true
        runner.abort()
      }
    })
    await runner.execute({ url: `${api.url}/drip?kb=32&ms=2000`, init: {} })
    const state = runner.getState()
    expect(sawPartial).toBe(true)
    expect(state.error?.error.name).toBe('AbortError')
    expect(state.bodyText).toBeNull()
    expect(state.response).toBeNull()
  })

  it('publishes the first piece of a body at once, the later ones once per frame', async () => {
    const runner = createRequestRunner()
    // In the same call as the body hook: the runner's own listener ran before, synchronously.
    const published: boolean[] = []
    await runner.execute(
      { url: `${api.url}/drip?kb=32&ms=400`, init: {} },
      {
        onBodyText: (body) => {
          if (!body.complete) published.push(runner.getState().bodyText?.text === body.text)
        },
      },
    )
    expect(published.length).toBeGreaterThan(1)
    expect(published[0]).toBe(true)
    // Later pieces wait for the next frame (Node has none: the 100 ms fallback).
    expect(published.slice(1).every((now) => !now)).toBe(true)
  })
})
