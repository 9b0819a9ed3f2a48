import type { OutgoingHttpHeaders, ServerResponse } from 'node:http'
import { sendBody } from '../http.ts'

/** Where a rejected input was found, and what is wrong with it. */
export interface InputProblem {
  in: 'path' | 'query' | 'header' | 'body'
  /** The parameter, header or body field (`author.name` for a nested one). */
  name: string
  detail: string
}

/** An RFC 9457 problem details body; the demo APIs answer every failure with one. */
export interface Problem {
  title: string
  status: number
  detail: string
  /** Set on 400s: every input that was rejected, so one try fixes them all. */
  errors?: InputProblem[]
}

/** Sends `application/problem+json` (https://www.rfc-editor.org/rfc/rfc9457). */
export function sendProblem(
  res: ServerResponse,
  problem: Problem,
  headers: OutgoingHttpHeaders = {},
): void {
  const body = `${JSON.stringify(problem, null, 2)}\n`
  sendBody(res, problem.status, 'application/problem+json; charset=utf-8', body, headers)
}

/** A 400 listing every rejected input. */
export function sendInvalid(res: ServerResponse, errors: InputProblem[]): void {
  const [first] = errors
  const where = first ? `${first.in} ${first.name}: ${first.detail}` : 'the request'
  const more = errors.length > 1 ? ` (and ${errors.length - 1} more)` : ''
  sendProblem(res, { title: 'Invalid request', status: 400, detail: `${where}${more}`, errors })
}

/** A 404 for an id that names nothing. */
export function sendNotFound(res: ServerResponse, what: string): void {
  sendProblem(res, { title: 'Not found', status: 404, detail: `${what} does not exist.` })
}
