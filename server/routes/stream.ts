import { onClientGone, sendError } from '../http.ts'
import { readIntParam } from '../params.ts'
import type { Route } from '../router.ts'

export const STREAM_MAX_EVENTS = 1000
/** With `?burst=1` events are written as fast as the client reads them, so more are allowed. */
export const STREAM_MAX_BURST_EVENTS = 100_000
export const STREAM_MAX_INTERVAL_MS = 10_000
const RETRY_MS = 3000

/** The text of event `n`; every third one (2, 5, ...) is an unnamed multi-line message. */
export function formatEvent(n: number, total: number): string {
  if (n % 3 === 2) {
    const lines = [1, 2, 3].map((line) => `data: line ${line} of event ${n}`)
    return `id: ${n}\n${lines.join('\n')}\n\n`
  }
  const data = JSON.stringify({ n, of: total, time: new Date().toISOString() })
  return `id: ${n}\nevent: tick\ndata: ${data}\n\n`
}

export const streamRoute: Route = {
  path: '/stream',
  summary: `Event stream: ?events (default 5, at most ${STREAM_MAX_EVENTS}) every ?interval ms (default 200), then "done"; ?burst=1 sends them as fast as the client reads (at most ${STREAM_MAX_BURST_EVENTS})`,
  example: '/stream?events=5&interval=200',
  handle({ req, res, url, log }) {
    const query = url.searchParams
    const burst = query.get('burst') === '1'
    const events = readIntParam(query, 'events', {
      fallback: 5,
      min: 0,
      max: burst ? STREAM_MAX_BURST_EVENTS : STREAM_MAX_EVENTS,
    })
    if (!events.ok) return sendError(res, 400, 'invalid_parameter', events.message)
    const interval = readIntParam(query, 'interval', {
      fallback: 200,
      min: 0,
      max: STREAM_MAX_INTERVAL_MS,
    })
    if (!interval.ok) return sendError(res, 400, 'invalid_parameter', interval.message)
    const total = events.value

    // An EventSource reconnects when a stream ends; 204 is how a server tells it to stop.
    const lastId = Number(req.headers['last-event-id'] ?? 0)
    let next = Number.isInteger(lastId) && lastId > 0 ? lastId + 1 : 1
    if (next > total && req.headers['last-event-id'] !== undefined) {
      res.writeHead(204)
      res.end()
      return
    }

    res.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache',
      Connection: 'keep-alive',
      // Reverse proxies (nginx) otherwise hold events back until a buffer fills.
      'X-Accel-Buffering': 'no',
    })
    res.socket?.setNoDelay(true)
    res.write(
      `retry: ${RETRY_MS}\n: demo event stream, ${total} events every ${interval.value}ms\n\n`,
    )

    let timer: NodeJS.Timeout | undefined
    if (burst) {
      // Writes until the socket's buffer is full, then waits for it to drain: as fast as the
      // client reads, without holding the whole stream in memory.
      const pump = (): void => {
        while (next <= total && !res.destroyed) {
          if (!res.write(formatEvent(next++, total))) return void res.once('drain', pump)
        }
        if (!res.destroyed) res.end(`event: done\ndata: ${JSON.stringify({ events: total })}\n\n`)
      }
      pump()
      onClientGone(res, () => log(`stream: client went away after ${next - 1} of ${total} events`))
      return
    }
    const tick = (): void => {
      if (res.destroyed) return
      if (next <= total) {
        res.write(formatEvent(next++, total))
        timer = setTimeout(tick, interval.value)
        return
      }
      timer = undefined
      res.end(`event: done\ndata: ${JSON.stringify({ events: total })}\n\n`)
    }
    timer = setTimeout(tick, interval.value)
    onClientGone(res, () => {
      clearTimeout(timer)
      log(`stream: client went away after ${next - 1} of ${total} events, timer cleared`)
    })
  },
}
