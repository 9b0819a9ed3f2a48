import { onClientGone, sendError, sendJson } from '../http.ts'
import { readIntParam } from '../params.ts'
import type { Route } from '../router.ts'

export const SLOW_MAX_MS = 60_000

export const slowRoute: Route = {
  path: '/slow',
  summary: `Answers JSON after ?ms milliseconds (default 1000, at most ${SLOW_MAX_MS})`,
  example: '/slow?ms=2000',
  handle({ res, url, log }) {
    const ms = readIntParam(url.searchParams, 'ms', { fallback: 1000, min: 0, max: SLOW_MAX_MS })
    if (!ms.ok) return sendError(res, 400, 'invalid_parameter', ms.message)
    const started = performance.now()
    const timer = setTimeout(() => {
      const elapsed = Math.round(performance.now() - started)
      sendJson(res, 200, { delayedMs: ms.value, capped: ms.capped, elapsedMs: elapsed })
    }, ms.value)
    // Writing to a socket the client already closed would throw; nobody is waiting anyway.
    onClientGone(res, () => {
      clearTimeout(timer)
      log(
        `slow: client went away after ${Math.round(performance.now() - started)}ms, timer cleared`,
      )
    })
  },
}
