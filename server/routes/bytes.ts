import { randomBytes } from 'node:crypto'
import { sendBody, sendError } from '../http.ts'
import { readIntParam } from '../params.ts'
import type { Route } from '../router.ts'

export const BYTES_MAX = 10 * 1024 * 1024

export const bytesRoute: Route = {
  path: '/bytes',
  methods: ['GET'],
  summary: `?n random bytes as application/octet-stream (default 256, at most ${BYTES_MAX})`,
  example: '/bytes?n=1024',
  handle({ res, url }) {
    const n = readIntParam(url.searchParams, 'n', { fallback: 256, min: 0, max: BYTES_MAX })
    if (!n.ok) return sendError(res, 400, 'invalid_parameter', n.message)
    sendBody(res, 200, 'application/octet-stream', randomBytes(n.value))
  },
}
