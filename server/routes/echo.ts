import { parseBody } from '../body.ts'
import { BodyTooLargeError, pairsToObject, readBody, sendError, sendJson } from '../http.ts'
import type { Route } from '../router.ts'

/** Bodies past this are refused with 413: the echo holds the whole body in memory twice. */
export const ECHO_BODY_LIMIT = 10 * 1024 * 1024

export const echoRoute: Route = {
  path: '/echo/*',
  summary: 'Reflects method, path, query, headers and body (JSON, form and multipart parsed)',
  example: '/echo?hello=world',
  async handle({ req, res, url }) {
    let body: Buffer
    try {
      body = await readBody(req, ECHO_BODY_LIMIT)
    } catch (error) {
      if (!(error instanceof BodyTooLargeError)) throw error
      const message = `The echo accepts bodies up to ${ECHO_BODY_LIMIT} bytes.`
      return sendError(res, 413, 'payload_too_large', message, {}, { Connection: 'close' })
    }
    const headers: Record<string, string> = {}
    for (const [name, values] of Object.entries(req.headersDistinct)) {
      // Repeated headers are kept, joined the way HTTP would fold them (cookies use `; `).
      if (values) headers[name] = values.join(name === 'cookie' ? '; ' : ', ')
    }
    const { json, form, parts, error } = await parseBody(req.headers['content-type'], body)
    sendJson(res, 200, {
      method: req.method,
      path: url.pathname,
      query: pairsToObject(url.searchParams),
      headers,
      body: body.toString('utf8'),
      json,
      form,
      parts,
      ...(error ? { error } : {}),
    })
  },
}
