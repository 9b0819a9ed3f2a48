import { describe, expect, it, vi } from 'vitest'
import { useApiServer } from '../testing.ts'

const api = useApiServer()

interface SseEvent {
  event: string
  data: string
  id?: string
}

/** A minimal event-stream parser, enough to check what the server wrote. */
function parseEvents(text: string): SseEvent[] {
  const events: SseEvent[] = []
  for (const block of text.split('\n\n')) {
    const event: SseEvent = { event: 'message', data: '' }
    const data: string[] = []
    for (const line of block.split('\n')) {
      const [field = '', ...rest] = line.split(': ')
      const value = rest.join(': ')
      if (field === 'data') data.push(value)
      else if (field === 'event') event.event = value
      else if (field === 'id') event.id = value
    }
    if (data.length > 0) events.push({ ...event, data: data.join('\n') })
  }
  return events
}

describe('/stream', () => {
  it('streams named, numbered, multi-line events, a retry and a comment, then done', async () => {
    const response = await fetch(`${api.url}/stream?events=5&interval=10`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8')
    expect(response.headers.get('cache-control')).toBe('no-cache')
    const text = await response.text()
    const lines = text.split('\n')
    expect(lines[0]).toBe('retry: 3000')
    expect(lines.filter((line) => line.startsWith('retry:'))).toHaveLength(1)
    expect(lines.some((line) => line.startsWith(': '))).toBe(true)

    const events = parseEvents(text)
    expect(events.map((event) => [event.event, event.id])).toEqual([
      ['tick', '1'],
      ['message', '2'],
      ['tick', '3'],
      ['tick', '4'],
      ['message', '5'],
      ['done', undefined],
    ])
    expect(JSON.parse(events[0]?.data ?? '')).toMatchObject({ n: 1, of: 5 })
    expect(events[1]?.data).toBe('line 1 of event 2\nline 2 of event 2\nline 3 of event 2')
    expect(JSON.parse(events[5]?.data ?? '')).toEqual({ events: 5 })
  })

  it('flushes each event as it is written', async () => {
    // Events are 150 ms apart, so a flushed first event reaches the client long before "done"
    // is written; a buffered stream would deliver them together at the end.
    const response = await fetch(`${api.url}/stream?events=3&interval=150`)
    const reader = (response.body ?? new ReadableStream()).pipeThrough(new TextDecoderStream())
    const chunks = reader.getReader()
    let text = ''
    let textAtFirstEvent = ''
    for (let read = await chunks.read(); !read.done; read = await chunks.read()) {
      text += read.value
      if (!textAtFirstEvent && text.includes('id: 1')) textAtFirstEvent = text
    }
    expect(textAtFirstEvent).toContain('id: 1')
    expect(textAtFirstEvent).not.toContain('event: done')
    expect(text).toContain('event: done')
  })

  it('stops and clears its timer when the client aborts mid-stream', async () => {
    // An interval no other code uses, to pick the stream's timers out of everything else.
    const interval = 37
    const setSpy = vi.spyOn(globalThis, 'setTimeout')
    const clearSpy = vi.spyOn(globalThis, 'clearTimeout')
    try {
      const controller = new AbortController()
      const response = await fetch(`${api.url}/stream?events=50&interval=${interval}`, {
        signal: controller.signal,
      })
      const reader = (response.body ?? new ReadableStream()).getReader()
      const decoder = new TextDecoder()
      let text = ''
      while (!text.includes('id: 2\n')) {
        const { value } = await reader.read()
        text += decoder.decode(value, { stream: true })
      }
      controller.abort()
      await expect(reader.read()).rejects.toThrow()
      await vi.waitFor(() =>
        expect(api.logs).toContainEqual(
          expect.stringMatching(/^stream: client went away after \d+ of 50 events, timer cleared$/),
        ),
      )
      const streamTimers = setSpy.mock.results.filter(
        (_, i) => setSpy.mock.calls[i]?.[1] === interval,
      )
      expect(clearSpy).toHaveBeenCalledWith(streamTimers.at(-1)?.value)
      const scheduled = streamTimers.length
      await new Promise((resolve) => setTimeout(resolve, interval * 3))
      expect(setSpy.mock.calls.filter(([, ms]) => ms === interval)).toHaveLength(scheduled)
    } finally {
      setSpy.mockRestore()
      clearSpy.mockRestore()
    }
  })

  it('resumes after Last-Event-ID and tells a finished EventSource to stop with 204', async () => {
    const resumed = await fetch(`${api.url}/stream?events=5&interval=0`, {
      headers: { 'Last-Event-ID': '3' },
    })
    const ids = parseEvents(await resumed.text()).map((event) => event.id)
    expect(ids).toEqual(['4', '5', undefined])
    const finished = await fetch(`${api.url}/stream?events=5`, {
      headers: { 'Last-Event-ID': '5' },
    })
    expect(finished.status).toBe(204)
  })

  it('with burst=1 sends every event at once, beyond the timed limit, then done', async () => {
    const response = await fetch(`${api.url}/stream?events=5000&burst=1&interval=10000`)
    const events = parseEvents(await response.text())
    expect(events).toHaveLength(5001)
    expect(events.at(-2)?.id).toBe('5000')
    expect(new Set(events.map((event) => event.id)).size).toBe(5001)
    expect(JSON.parse(events.at(-1)?.data ?? '')).toEqual({ events: 5000 })
  })

  it('refuses bad parameters with 400', async () => {
    expect((await fetch(`${api.url}/stream?events=lots`)).status).toBe(400)
    expect((await fetch(`${api.url}/stream?interval=-1`)).status).toBe(400)
  })
})
