import { STATUS_CODES } from 'node:http'
import { sendError, sendJson } from '../http.ts'
import type { Route } from '../router.ts'

// These statuses forbid a body; sending one would corrupt the connection for the next response.
const BODYLESS = new Set([204, 205, 304])

export const statusRoute: Route = {
  path: '/status/:code',
  summary: 'Answers with the given status code (200-599) and a small JSON body',
  example: '/status/418',
  handle({ res, params }) {
    const raw = params.code ?? ''
    const status = /^\d{3}$/.test(raw) ? Number(raw) : NaN
    if (!(status >= 200 && status <= 599)) {
      // 1xx are interim responses in HTTP, never a final answer, so they cannot be demoed here.
      const message = `Status must be a number from 200 to 599, got "${raw}".`
      return sendError(res, 400, 'invalid_status', message)
    }
    // Without Location, fetch hands a 3xx back as is instead of following it.
    const headers = status === 429 || status === 503 ? { 'Retry-After': '1' } : {}
    if (BODYLESS.has(status)) {
      res.writeHead(status, headers)
      res.end()
      return
    }
    sendJson(res, status, { status, message: STATUS_CODES[status] ?? 'Unknown Status' }, headers)
  },
}
