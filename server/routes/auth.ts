import type { ServerResponse } from 'node:http'
import { basicCredentials, splitAuthorization } from '../authorization.ts'
import { DEMO_CREDENTIALS } from '../credentials.ts'
import { sendError, sendJson } from '../http.ts'
import type { Route } from '../router.ts'

const REALM = 'realm="demo"'
const NONE = { scheme: '', value: '' }

function deny(res: ServerResponse, challenge: string, expected: string, problem: string): void {
  // Saying exactly what was expected is the point of a demo server; a real one never would.
  const message = `${problem} Expected ${expected}.`
  sendError(res, 401, 'unauthorized', message, { expected }, { 'WWW-Authenticate': challenge })
}

const bearerRoute: Route = {
  path: '/auth/bearer',
  summary: `Requires "Authorization: Bearer ${DEMO_CREDENTIALS.bearerToken}"`,
  handle({ req, res }) {
    const { scheme, value } = splitAuthorization(req.headers.authorization) ?? NONE
    if (scheme === 'bearer' && value === DEMO_CREDENTIALS.bearerToken) {
      return sendJson(res, 200, { authenticated: true, scheme: 'bearer' })
    }
    const expected = `header "Authorization: Bearer ${DEMO_CREDENTIALS.bearerToken}"`
    if (scheme !== 'bearer') {
      const problem = req.headers.authorization
        ? 'The Authorization header is not a Bearer token.'
        : 'No Authorization header.'
      return deny(res, `Bearer ${REALM}`, expected, problem)
    }
    deny(res, `Bearer ${REALM}, error="invalid_token"`, expected, 'Wrong bearer token.')
  },
}

const basicRoute: Route = {
  path: '/auth/basic',
  summary: `Requires HTTP Basic ${DEMO_CREDENTIALS.basicUser} / ${DEMO_CREDENTIALS.basicPassword}`,
  handle({ req, res }) {
    const { basicUser, basicPassword } = DEMO_CREDENTIALS
    const given = splitAuthorization(req.headers.authorization)
    const scheme = given?.scheme
    const credentials = basicCredentials(given)
    if (credentials?.user === basicUser && credentials.password === basicPassword) {
      return sendJson(res, 200, { authenticated: true, scheme: 'basic', user: basicUser })
    }
    const expected = `header "Authorization: Basic base64(${basicUser}:${basicPassword})"`
    let problem = 'No Authorization header.'
    if (credentials) problem = 'Wrong user name or password.'
    else if (scheme === 'basic') problem = 'The Basic credentials are not base64 of user:password.'
    else if (req.headers.authorization) problem = 'The Authorization header is not Basic.'
    deny(res, `Basic ${REALM}, charset="UTF-8"`, expected, problem)
  },
}

const apiKeyHeaderRoute: Route = {
  path: '/auth/api-key-header',
  summary: `Requires header "${DEMO_CREDENTIALS.apiKeyHeader}: ${DEMO_CREDENTIALS.apiKey}"`,
  handle({ req, res }) {
    const { apiKeyHeader, apiKey } = DEMO_CREDENTIALS
    const received = req.headers[apiKeyHeader.toLowerCase()]
    if (received === apiKey) {
      return sendJson(res, 200, { authenticated: true, scheme: 'apiKey', in: 'header' })
    }
    const problem = received === undefined ? `No ${apiKeyHeader} header.` : 'Wrong API key.'
    const challenge = `ApiKey ${REALM}, in="header", name="${apiKeyHeader}"`
    deny(res, challenge, `header "${apiKeyHeader}: ${apiKey}"`, problem)
  },
}

const apiKeyQueryRoute: Route = {
  path: '/auth/api-key-query',
  summary: `Requires query parameter ${DEMO_CREDENTIALS.apiKeyQuery}=${DEMO_CREDENTIALS.apiKey}`,
  example: `/auth/api-key-query?${DEMO_CREDENTIALS.apiKeyQuery}=${DEMO_CREDENTIALS.apiKey}`,
  handle({ res, url }) {
    const { apiKeyQuery, apiKey } = DEMO_CREDENTIALS
    const received = url.searchParams.get(apiKeyQuery)
    if (received === apiKey) {
      return sendJson(res, 200, { authenticated: true, scheme: 'apiKey', in: 'query' })
    }
    const problem = received === null ? `No ${apiKeyQuery} query parameter.` : 'Wrong API key.'
    const challenge = `ApiKey ${REALM}, in="query", name="${apiKeyQuery}"`
    deny(res, challenge, `query parameter "${apiKeyQuery}=${apiKey}"`, problem)
  },
}

export const authRoutes: readonly Route[] = [
  bearerRoute,
  basicRoute,
  apiKeyHeaderRoute,
  apiKeyQueryRoute,
]
