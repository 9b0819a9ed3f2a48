import type { IncomingMessage, ServerResponse } from 'node:http'
import { splitAuthorization } from '../authorization.ts'
import { sendJson } from '../http.ts'
import { findToken, handleOAuth, OAUTH_BASE, type TokenInfo } from '../oauth/auth-server.ts'
import type { Route } from '../router.ts'
import { sendInvalid, sendProblem, type InputProblem } from './problem.ts'
import { readTypedBody } from './typed-body.ts'

/** Where the Notes API lives on the demo server; its spec's server is this path. */
export const NOTES_BASE = '/notes'

const NOTES = [
  { id: 1, title: 'Welcome', text: 'This note was read with an OAuth 2.0 access token.' },
  { id: 2, title: 'Scopes', text: 'Reading needs notes:read; writing needs notes:write.' },
  { id: 3, title: 'Expiry', text: 'Tokens of the demo authorization server last an hour.' },
]

/**
 * The token the request carries, when this server issued it, is live and has `scope`; otherwise
 * answers as RFC 6750 section 3 says (401 `invalid_token`, 403 `insufficient_scope`).
 */
async function requireToken(
  req: IncomingMessage,
  res: ServerResponse,
  scope?: string,
): Promise<TokenInfo | undefined> {
  const realm = 'Bearer realm="notes"'
  const given = splitAuthorization(req.headers.authorization)
  const deny = (status: 401 | 403, challenge: string, detail: string): undefined => {
    req.resume()
    const title = status === 401 ? 'Unauthorized' : 'Forbidden'
    sendProblem(res, { title, status, detail }, { 'WWW-Authenticate': challenge })
    return undefined
  }
  if (given?.scheme !== 'bearer' || !given.value) {
    return deny(
      401,
      realm,
      `No bearer token. Get one from the demo authorization server at ${OAUTH_BASE}.`,
    )
  }
  const token = await findToken(req, given.value)
  if (!token) {
    return deny(
      401,
      `${realm}, error="invalid_token"`,
      'The token is not one the demo authorization server issued, or it has expired.',
    )
  }
  if (scope && !token.scopes.includes(scope)) {
    return deny(
      403,
      `${realm}, error="insufficient_scope", scope="${scope}"`,
      `This operation needs the scope ${scope}; the token has ${token.scopes.join(' ') || 'none'}.`,
    )
  }
  return token
}

/** The Notes API: three notes behind OAuth 2.0 access tokens of the demo authorization server. */
export const notesRoutes: readonly Route[] = [
  {
    path: `${OAUTH_BASE}/*`,
    summary: 'Demo OAuth 2.0 / OpenID Connect authorization server (oidc-provider)',
    example: `${OAUTH_BASE}/.well-known/openid-configuration`,
    handle: ({ req, res }) => handleOAuth(req, res),
  },
  {
    path: `${NOTES_BASE}/items`,
    methods: ['GET', 'POST'],
    summary: 'Notes API (OAuth 2.0): list notes (notes:read) or create one (notes:write)',
    async handle({ req, res }) {
      const token = await requireToken(
        req,
        res,
        req.method === 'POST' ? 'notes:write' : 'notes:read',
      )
      if (!token) return
      if (req.method !== 'POST') return sendJson(res, 200, { items: NOTES, total: NOTES.length })
      const body = await readTypedBody(req, res, 'application/json')
      if (!body) return
      const input = (body.json ?? {}) as Record<string, unknown>
      const errors: InputProblem[] = []
      for (const name of ['title', 'text'])
        if (typeof input[name] !== 'string' || !input[name])
          errors.push({ in: 'body', name, detail: 'is required and must be a non-empty string' })
      if (errors.length) return sendInvalid(res, errors)
      sendJson(res, 201, { id: NOTES.length + 1, title: input.title, text: input.text })
    },
  },
  {
    path: `${NOTES_BASE}/me`,
    methods: ['GET'],
    summary: 'Notes API (OAuth 2.0): what the access token says (subject, client, scopes, expiry)',
    async handle({ req, res }) {
      const token = await requireToken(req, res)
      if (token) sendJson(res, 200, token)
    },
  },
]
