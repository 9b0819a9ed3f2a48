import { createServer } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startApiServer, type ApiServer } from '../../../../../server/index'
import { generateLargeJson } from '../../../../../server/routes/large'
import type { BodyText } from './read-body'
import { BODY_TEXT_FIRST_BYTES, sendRequest, type SendHooks } from './send'
import type { RequestStatus, ServerSentEvent } from '../types'

let api: ApiServer
beforeAll(async () => {
  api = await startApiServer({ port: 0 })
})
afterAll(() => api.close())

/** Records every hook call in order. */
function recorder() {
  const statuses: RequestStatus[] = []
  const events: ServerSentEvent[] = []
  const calls: string[] = []
  const hooks: SendHooks = {
    onStatus: (s) => statuses.push(s),
    onStart: () => calls.push('start'),
    onHead: () => calls.push('head'),
    onEvent: (e) => events.push(e),
    onSuccess: () => calls.push('success'),
    onError: () => calls.push('error'),
  }
  return { statuses, events, calls, hooks }
}

/** A port with nothing listening: bind, note the port, close. */
async function closedPort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  await new Promise<void>((resolve) => server.close(() => resolve()))
  if (!address || typeof address === 'string') throw new Error('no port')
  return address.port
}

describe('sendRequest against the local server', () => {
  it('GET: reports start, head, success with parsed JSON, size and time', async () => {
    const { hooks, calls, statuses } = recorder()
    const result = await sendRequest(
      { url: `${api.url}/echo/users/42?q=a%20b`, init: { method: 'GET' } },
      hooks,
    ).done
    expect(result.ok).toBe(true)
    if (!result.ok) return
    const { payload } = result
    expect(payload.status).toBe(200)
    expect(payload.kind).toBe('json')
    expect(payload.body).toMatchObject({
      method: 'GET',
      path: '/echo/users/42',
      query: { q: 'a b' },
    })
    expect(payload.size).toBe(new TextEncoder().encode(payload.text).byteLength)
    expect(payload.headers['content-type']).toMatch(/application\/json/)
    expect(payload.durationMs).toBeGreaterThan(0)
    expect(calls).toEqual(['start', 'head', 'success'])
    expect(statuses).toEqual(['loading', 'receiving', 'idle'])
  })

  it('loading ends when fetch() resolves; a slow body is then received with progress', async () => {
    const seen: string[] = []
    let status = ''
    const result = await sendRequest(
      { url: `${api.url}/drip?kb=64&ms=300`, init: {} },
      {
        onStatus: (s) => (status = s),
        onProgress: (received, total) => seen.push(`${status} ${received}/${total}`),
      },
    ).done
    expect(result.ok && result.payload.size).toBe(64 * 1024)
    expect(seen.length).toBeGreaterThan(5)
    expect(seen.every((line) => line.startsWith('receiving '))).toBe(true)
    expect(seen.at(-1)).toBe(`receiving ${64 * 1024}/${64 * 1024}`)
  })

  it('POST JSON: the server receives the body and the content type', async () => {
    const body = JSON.stringify({ title: 'Héllo', count: 3 })
    const result = await sendRequest({
      url: `${api.url}/echo/items`,
      init: { method: 'POST', headers: { 'Content-Type': 'application/json' }, body },
    }).done
    expect(result.ok && result.payload.body).toMatchObject({
      method: 'POST',
      json: { title: 'Héllo', count: 3 },
      headers: { 'content-type': 'application/json' },
    })
  })

  it('multipart with a file: the server sees the field and the file part', async () => {
    const form = new FormData()
    form.append('note', 'hello')
    form.append('file', new File(['x'.repeat(1000)], 'data.txt', { type: 'text/plain' }))
    const result = await sendRequest({
      url: `${api.url}/echo/upload`,
      init: { method: 'POST', body: form },
    }).done
    expect(result.ok).toBe(true)
    const echoed = result.ok ? (result.payload.body as { parts: unknown[] }) : { parts: [] }
    expect(echoed.parts).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'note', value: 'hello' }),
        expect.objectContaining({ name: 'file', filename: 'data.txt', size: 1000 }),
      ]),
    )
  })

  it('a non-2xx status is a response, not an error', async () => {
    const { hooks, calls } = recorder()
    const result = await sendRequest({ url: `${api.url}/status/503`, init: {} }, hooks).done
    expect(result.ok && result.payload.status).toBe(503)
    expect(calls).toEqual(['start', 'head', 'success'])
  })

  it('an image arrives as a Blob with its byte size', async () => {
    const result = await sendRequest({ url: `${api.url}/image.png`, init: {} }).done
    expect(result.ok && result.payload.kind).toBe('image')
    const blob = result.ok ? (result.payload.body as Blob) : new Blob()
    expect(blob.type).toBe('image/png')
    expect(result.ok && result.payload.size).toBe(blob.size)
  })

  it('binary without a text type is binary', async () => {
    const result = await sendRequest({ url: `${api.url}/bytes?n=2048`, init: {} }).done
    expect(result.ok && result.payload.kind).toBe('binary')
    expect(result.ok && result.payload.size).toBe(2048)
  })

  it('an event stream is read event by event to the end', async () => {
    const { hooks, events, statuses } = recorder()
    const result = await sendRequest(
      { url: `${api.url}/stream?events=4&interval=10`, init: {} },
      hooks,
    ).done
    expect(result.ok && result.payload.kind).toBe('event-stream')
    expect(statuses).toEqual(['loading', 'streaming', 'idle'])
    expect(events.length).toBeGreaterThanOrEqual(4)
    expect(events.at(-1)?.event).toBe('done')
    expect(result.ok && result.payload.body).toEqual(events)
    expect(events.some((e) => e.data.includes('\n'))).toBe(true)
  })

  it('abort while loading gives an AbortError with durationMs', async () => {
    const { hooks, calls } = recorder()
    const sent = sendRequest({ url: `${api.url}/slow?ms=5000`, init: {} }, hooks)
    setTimeout(() => sent.abort(), 50)
    const result = await sent.done
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.payload.error.name).toBe('AbortError')
    expect(result.payload.durationMs).toBeGreaterThanOrEqual(40)
    expect(result.payload.durationMs).toBeLessThan(4000)
    expect(calls).toEqual(['start', 'error'])
  })

  it('abort while streaming stops the reader and reports an AbortError', async () => {
    const { hooks, events, statuses } = recorder()
    const onEvent = hooks.onEvent!
    hooks.onEvent = (event) => {
      onEvent(event)
      if (events.length === 2) sent.abort()
    }
    const sent = sendRequest({ url: `${api.url}/stream?events=50&interval=20`, init: {} }, hooks)
    const result = await sent.done
    expect(result.ok).toBe(false)
    expect(!result.ok && result.payload.error.name).toBe('AbortError')
    expect(events.length).toBe(2)
    expect(statuses).toEqual(['loading', 'streaming', 'idle'])
  })

  it('a refused connection is an error with durationMs, not a throw', async () => {
    const port = await closedPort()
    const { hooks, calls } = recorder()
    const result = await sendRequest({ url: `http://127.0.0.1:${port}/`, init: {} }, hooks).done
    expect(result.ok).toBe(false)
    expect(!result.ok && result.payload.error).toBeInstanceOf(TypeError)
    expect(!result.ok && result.payload.durationMs).toBeGreaterThanOrEqual(0)
    expect(calls).toEqual(['start', 'error'])
  })

  it('abort after the request settled, or twice, has no effect', async () => {
    const sent = sendRequest({ url: `${api.url}/text`, init: {} })
    const result = await sent.done
    expect(() => {
      sent.abort()
      sent.abort()
    }).not.toThrow()
    expect(result.ok).toBe(true)
  })

  it("a caller's own signal aborts too", async () => {
    const controller = new AbortController()
    const sent = sendRequest({
      url: `${api.url}/slow?ms=5000`,
      init: { signal: controller.signal },
    })
    controller.abort()
    const result = await sent.done
    expect(!result.ok && result.payload.error.name).toBe('AbortError')
  })

  it('shows the text of a slow body from its first chunk, before the body is whole', async () => {
    const texts: BodyText[] = []
    let success = -1
    const result = await sendRequest(
      // 20 chunks 50 ms apart.
      { url: `${api.url}/drip?kb=64&ms=1000`, init: {} },
      {
        onBodyText: (text) => texts.push(text),
        onSuccess: () => (success = texts.length),
      },
    ).done
    expect(result.ok).toBe(true)
    if (!result.ok) return
    const whole = generateLargeJson(64)
    // Reports of the beginning, all before the response is whole; none once it is (64 KB is small).
    expect(texts.length).toBeGreaterThan(2)
    expect(success).toBe(texts.length)
    expect(texts.every((text) => !text.complete && text.kind === 'json')).toBe(true)
    expect(texts[0]!.text.length).toBeLessThan(whole.length / 4)
    for (const text of texts) expect(whole.startsWith(text.text)).toBe(true)
    expect(result.payload.text).toBe(whole)
    expect(result.payload.body).toEqual(JSON.parse(whole))
  })

  it('a large JSON body is shown whole as text, then parsed in slices to the same value', async () => {
    const texts: BodyText[] = []
    const result = await sendRequest(
      { url: `${api.url}/large?kb=1024`, init: {} },
      { onBodyText: (text) => texts.push(text) },
    ).done
    expect(result.ok).toBe(true)
    if (!result.ok) return
    const whole = generateLargeJson(1024)
    expect(whole.length).toBeGreaterThan(BODY_TEXT_FIRST_BYTES)
    expect(texts.at(-1)).toEqual({ kind: 'json', text: whole, size: 1024 * 1024, complete: true })
    expect(result.payload).toMatchObject({ kind: 'json', size: 1024 * 1024, text: whole })
    expect(result.payload.body).toEqual(JSON.parse(whole))
  })

  it('a large body declared JSON that does not parse is text', async () => {
    const result = await sendRequest(
      { url: `${api.url}/large?kb=512`, init: {} },
      {},
      {
        // The same body with its closing bracket cut off.
        fetch: async (url) => {
          const text = await (await fetch(url)).text()
          return new Response(text.slice(0, -1), {
            headers: { 'content-type': 'application/json' },
          })
        },
      },
    ).done
    expect(result.ok && result.payload.kind).toBe('text')
    expect(result.ok && typeof result.payload.body).toBe('string')
  })
})

describe('sendRequest with JSON Lines', () => {
  it.each(['application/jsonl', 'application/x-ndjson'])(
    'a %s body is read item by item, each as soon as its line ends',
    async (type) => {
      const encoder = new TextEncoder()
      let pull = 0
      const chunks = ['{"id":1}\n{"id"', ':2}\n', '{"id":3}']
      const seen: number[] = []
      const { hooks, events, statuses } = recorder()
      hooks.onEvent = (event) => {
        events.push(event)
        // How many chunks had been read when this item was reported.
        seen.push(pull)
      }
      const result = await sendRequest({ url: 'https://api.example.com/items', init: {} }, hooks, {
        fetch: async () =>
          new Response(
            new ReadableStream<Uint8Array>({
              pull(controller) {
                const chunk = chunks[pull++]
                if (chunk === undefined) controller.close()
                else controller.enqueue(encoder.encode(chunk))
              },
            }),
            { headers: { 'content-type': type } },
          ),
      }).done
      expect(statuses).toEqual(['loading', 'streaming', 'idle'])
      expect(result.ok && result.payload.kind).toBe('event-stream')
      expect(events).toEqual([
        { event: 'item', data: '{"id":1}' },
        { event: 'item', data: '{"id":2}' },
        { event: 'item', data: '{"id":3}' },
      ])
      // The first item before the second chunk was read; the last (no LF) at the end.
      expect(seen[0]).toBeLessThanOrEqual(2)
      expect(result.ok && result.payload.size).toBe(chunks.join('').length)
    },
  )
})

describe('sendRequest with multipart/mixed', () => {
  it('a body with a boundary is read part by part into the event list; without one it is text', async () => {
    const body =
      '--p\r\nContent-Type: application/json\r\n\r\n{"id":1}\r\n--p\r\n\r\ntwo\r\n--p--\r\n'
    const { hooks, events, statuses } = recorder()
    hooks.onEvent = (event) => events.push(event)
    const send = (type: string) =>
      sendRequest({ url: 'https://api.example.com/parts', init: {} }, hooks, {
        fetch: async () => new Response(body, { headers: { 'content-type': type } }),
      }).done
    const result = await send('multipart/mixed; boundary=p')
    expect(statuses).toEqual(['loading', 'streaming', 'idle'])
    expect(result.ok && result.payload.kind).toBe('event-stream')
    expect(events).toEqual([
      { event: 'application/json', data: '{"id":1}' },
      { event: 'part', data: 'two' },
    ])
    const plain = await send('multipart/mixed')
    expect(plain.ok && plain.payload.kind).not.toBe('event-stream')
  })
})
