import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http'

export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8'

/** Sends a complete response with a known length, so clients can show progress and size. */
export function sendBody(
  res: ServerResponse,
  status: number,
  contentType: string,
  body: string | Buffer,
  headers: OutgoingHttpHeaders = {},
): void {
  const bytes = typeof body === 'string' ? Buffer.from(body, 'utf8') : body
  res.writeHead(status, {
    ...headers,
    'Content-Type': contentType,
    'Content-Length': bytes.length,
  })
  res.end(bytes)
}

/** Sends a value as pretty JSON; two-space indent keeps curl output readable. */
export function sendJson(
  res: ServerResponse,
  status: number,
  value: unknown,
  headers: OutgoingHttpHeaders = {},
): void {
  sendBody(res, status, JSON_CONTENT_TYPE, `${JSON.stringify(value, null, 2)}\n`, headers)
}

/** Sends the `{ error, message }` shape every failure of this server uses. */
export function sendError(
  res: ServerResponse,
  status: number,
  error: string,
  message: string,
  extra: Record<string, unknown> = {},
  headers: OutgoingHttpHeaders = {},
): void {
  sendJson(res, status, { error, message, ...extra }, headers)
}

export class BodyTooLargeError extends Error {
  constructor(readonly limit: number) {
    super(`Request body is larger than ${limit} bytes`)
    this.name = 'BodyTooLargeError'
  }
}

/**
 * Reads the whole request body, refusing early (by Content-Length) or midway past `limit`.
 * On refusal the rest of the upload is drained, not cut, so the client gets to read the 413.
 */
export function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers['content-length'])
    if (Number.isFinite(declared) && declared > limit) {
      req.resume()
      return reject(new BodyTooLargeError(limit))
    }
    const chunks: Buffer[] = []
    let size = 0
    const onData = (chunk: Buffer): void => {
      size += chunk.length
      if (size <= limit) return void chunks.push(chunk)
      req.off('data', onData)
      req.off('end', onEnd)
      req.resume()
      reject(new BodyTooLargeError(limit))
    }
    const onEnd = (): void => resolve(Buffer.concat(chunks, size))
    req.on('data', onData)
    req.on('end', onEnd)
    req.on('error', reject)
  })
}

/** Turns query-like pairs into an object; a key seen more than once becomes an array. */
export function pairsToObject(
  pairs: Iterable<[string, string]>,
): Record<string, string | string[]> {
  const result: Record<string, string | string[]> = {}
  for (const [key, value] of pairs) {
    const existing = result[key]
    if (existing === undefined) result[key] = value
    else if (Array.isArray(existing)) existing.push(value)
    else result[key] = [existing, value]
  }
  return result
}

/** Runs `onGone` if the client disconnects before the response is complete. */
export function onClientGone(res: ServerResponse, onGone: () => void): void {
  res.on('close', () => {
    if (!res.writableFinished) onGone()
  })
}
