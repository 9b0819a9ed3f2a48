import { JSON_CONTENT_TYPE, onClientGone, sendError } from '../http.ts'
import { readIntParam } from '../params.ts'
import type { Route } from '../router.ts'
import { generateLargeJson } from './large.ts'

const DRIP_CHUNKS = 20

/**
 * The /large JSON, sent in 20 chunks spread over ?ms milliseconds with its Content-Length up
 * front: a body that is slow to arrive, so a client's download progress can be seen.
 */
export const dripRoute: Route = {
  path: '/drip',
  methods: ['GET'],
  summary: 'The /large JSON of ?kb KB (default 256), sent in 20 chunks over ?ms ms (default 2000)',
  example: '/drip?kb=512&ms=3000',
  handle({ res, url }) {
    const kb = readIntParam(url.searchParams, 'kb', { fallback: 256, min: 1, max: 10_240 })
    const ms = readIntParam(url.searchParams, 'ms', { fallback: 2000, min: 0, max: 60_000 })
    if (!kb.ok) return sendError(res, 400, 'invalid_parameter', kb.message)
    if (!ms.ok) return sendError(res, 400, 'invalid_parameter', ms.message)
    const body = Buffer.from(generateLargeJson(kb.value))
    res.writeHead(200, { 'Content-Type': JSON_CONTENT_TYPE, 'Content-Length': body.byteLength })
    const step = Math.ceil(body.byteLength / DRIP_CHUNKS)
    let sent = 0
    const timer = setInterval(() => {
      res.write(body.subarray(sent, sent + step))
      sent += step
      if (sent >= body.byteLength) {
        clearInterval(timer)
        res.end()
      }
    }, ms.value / DRIP_CHUNKS)
    onClientGone(res, () => clearInterval(timer))
  },
}
