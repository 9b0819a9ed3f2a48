import type { IncomingMessage, ServerResponse } from 'node:http'
import { parseBody, type ParsedBody } from '../body.ts'
import { BodyTooLargeError, readBody } from '../http.ts'
import { sendInvalid, sendProblem } from './problem.ts'

/** Bodies of the demo APIs stop here: a book cover needs no more. */
export const DEMO_BODY_LIMIT = 2 * 1024 * 1024

/**
 * Reads and parses a body that must be of `mediaType`; answers 415, 413 or 400 itself and
 * resolves undefined when the body cannot be used.
 */
export async function readTypedBody(
  req: IncomingMessage,
  res: ServerResponse,
  mediaType: 'application/json' | 'application/x-www-form-urlencoded' | 'multipart/form-data',
): Promise<ParsedBody | undefined> {
  const contentType = req.headers['content-type'] ?? ''
  if (contentType.split(';')[0]?.trim().toLowerCase() !== mediaType) {
    req.resume()
    const given = contentType ? `"${contentType}"` : 'none'
    sendProblem(res, {
      title: 'Unsupported media type',
      status: 415,
      detail: `This operation takes ${mediaType}; Content-Type was ${given}.`,
      errors: [{ in: 'header', name: 'Content-Type', detail: `must be ${mediaType}` }],
    })
    return undefined
  }
  let body: Buffer
  try {
    body = await readBody(req, DEMO_BODY_LIMIT)
  } catch (error) {
    if (!(error instanceof BodyTooLargeError)) throw error
    const detail = `The body is larger than ${DEMO_BODY_LIMIT} bytes.`
    sendProblem(res, { title: 'Payload too large', status: 413, detail }, { Connection: 'close' })
    return undefined
  }
  const parsed = await parseBody(contentType, body)
  if (parsed.error) {
    sendInvalid(res, [{ in: 'body', name: '(body)', detail: parsed.error }])
    return undefined
  }
  return parsed
}
