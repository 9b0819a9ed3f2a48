import type { IncomingMessage, ServerResponse } from 'node:http'
import { basicCredentials, splitAuthorization } from '../authorization.ts'
import { DEMO_CREDENTIALS } from '../credentials.ts'
import { sendProblem } from './problem.ts'

// The demo APIs check the same credentials as /auth/*, but answer with problem details and
// name what was expected, so a reader of the docs sees at once what to type.

function deny(res: ServerResponse, challenge: string, detail: string): false {
  sendProblem(
    res,
    { title: 'Unauthorized', status: 401, detail },
    { 'WWW-Authenticate': challenge },
  )
  return false
}

/** True when the request carries the demo bearer token; otherwise answers 401 and returns false. */
export function requireBearer(req: IncomingMessage, res: ServerResponse): boolean {
  const { bearerToken } = DEMO_CREDENTIALS
  const given = splitAuthorization(req.headers.authorization)
  if (given?.scheme === 'bearer' && given.value === bearerToken) return true
  const expected = `Expected "Authorization: Bearer ${bearerToken}".`
  if (!given) return deny(res, 'Bearer realm="store"', `No Authorization header. ${expected}`)
  if (given.scheme !== 'bearer')
    return deny(res, 'Bearer realm="store"', `Authorization is not a Bearer token. ${expected}`)
  return deny(res, 'Bearer realm="store", error="invalid_token"', `Wrong token. ${expected}`)
}

/** True when the request carries the demo API key header; otherwise answers 401. */
export function requireApiKey(req: IncomingMessage, res: ServerResponse): boolean {
  const { apiKeyHeader, apiKey } = DEMO_CREDENTIALS
  const given = req.headers[apiKeyHeader.toLowerCase()]
  if (given === apiKey) return true
  const problem = given === undefined ? `No ${apiKeyHeader} header.` : `Wrong ${apiKeyHeader}.`
  const challenge = `ApiKey realm="admin", in="header", name="${apiKeyHeader}"`
  return deny(res, challenge, `${problem} Expected "${apiKeyHeader}: ${apiKey}".`)
}

/** True when the request carries the demo Basic credentials; otherwise answers 401. */
export function requireBasic(req: IncomingMessage, res: ServerResponse): boolean {
  const { basicUser, basicPassword } = DEMO_CREDENTIALS
  const given = splitAuthorization(req.headers.authorization)
  const credentials = basicCredentials(given)
  if (credentials?.user === basicUser && credentials.password === basicPassword) return true
  let problem = 'No Authorization header.'
  if (credentials) problem = 'Wrong user name or password.'
  else if (given?.scheme === 'basic')
    problem = 'The Basic credentials are not base64 of user:password.'
  else if (given) problem = 'Authorization is not Basic.'
  const expected = `Expected Basic ${basicUser} / ${basicPassword}.`
  return deny(res, 'Basic realm="events", charset="UTF-8"', `${problem} ${expected}`)
}
