import { randomBytes } from 'node:crypto'
import { sendBody, sendJson } from '../http.ts'
import type { Route, RouteContext } from '../router.ts'
import { requireApiKey } from './demo-auth.ts'
import {
  API_KEYS,
  auditLog,
  REGIONS,
  ROLES,
  SCOPES,
  USERS,
  type Region,
  type Role,
  type Scope,
} from './admin-data.ts'
import { sendInvalid, sendNotFound, type InputProblem } from './problem.ts'
import { queryValue } from './store-input.ts'
import { readTypedBody } from './typed-body.ts'

/** The Admin API's path on the demo server; `:region` is its spec's server variable. */
export const ADMIN_BASE = '/admin/:region'

type Handler = (context: RouteContext, region: Region) => void | Promise<void>

/**
 * A route of the Admin API: the region is checked first (404 for an unknown one), then the API
 * key unless the operation is public.
 */
function adminRoute(
  path: string,
  methods: string[],
  summary: string,
  handle: Handler,
  options: { public?: boolean } = {},
): Route {
  return {
    path: `${ADMIN_BASE}${path}`,
    methods,
    example: `/admin/eu${path.replace(':userId', 'usr_ada').replace(':keyId', 'key_ci')}`,
    summary: `Admin API (${options.public ? 'public' : 'API key'}): ${summary}`,
    handle(context) {
      const { req, res, params } = context
      const region = REGIONS.find((candidate) => candidate === params.region)
      if (!region) {
        req.resume()
        return sendNotFound(res, `Region "${params.region ?? ''}" (try ${REGIONS.join(' or ')})`)
      }
      if (!options.public && !requireApiKey(req, res)) return void req.resume()
      return handle(context, region)
    },
  }
}

const health = adminRoute(
  '/health',
  ['GET'],
  'health check',
  ({ res }, region) => sendJson(res, 200, { status: 'ok', region }),
  { public: true },
)

const users = adminRoute(
  '/users',
  ['GET'],
  'list users (?role, ?active)',
  ({ res, url }, region) => {
    const role = queryValue(url.searchParams, 'role')
    const active = queryValue(url.searchParams, 'active')
    const errors: InputProblem[] = []
    if (role !== null && !ROLES.includes(role as Role))
      errors.push({
        in: 'query',
        name: 'role',
        detail: `must be one of ${ROLES.join(', ')}, got "${role}"`,
      })
    if (active !== null && active !== 'true' && active !== 'false')
      errors.push({ in: 'query', name: 'active', detail: `must be true or false, got "${active}"` })
    if (errors.length) return sendInvalid(res, errors)
    const items = USERS.filter(
      (user) =>
        user.region === region &&
        (role === null || user.role === role) &&
        (active === null || String(user.active) === active),
    )
    sendJson(res, 200, { items })
  },
)

const oneUser = adminRoute('/users/:userId', ['GET'], 'get a user', ({ res, params }, region) => {
  const user = USERS.find(
    (candidate) => candidate.id === params.userId && candidate.region === region,
  )
  if (!user) return sendNotFound(res, `User "${params.userId ?? ''}" in region ${region}`)
  sendJson(res, 200, user)
})

const keys = adminRoute(
  '/keys',
  ['GET', 'POST'],
  'list API keys, or create one (JSON)',
  async ({ req, res }, region) => {
    if (req.method === 'GET') {
      return sendJson(res, 200, { items: API_KEYS.filter((key) => key.region === region) })
    }
    const body = await readTypedBody(req, res, 'application/json')
    if (!body) return
    const input = (typeof body.json === 'object' && body.json !== null ? body.json : {}) as Record<
      string,
      unknown
    >
    const errors: InputProblem[] = []
    const { label, scopes, expiresInDays = 90 } = input
    if (typeof label !== 'string' || label.trim() === '')
      errors.push({ in: 'body', name: 'label', detail: 'is required: a non-empty string' })
    const scopeList = Array.isArray(scopes) ? scopes : []
    if (scopeList.length === 0 || !scopeList.every((scope) => SCOPES.includes(scope as Scope)))
      errors.push({
        in: 'body',
        name: 'scopes',
        detail: `must be a non-empty list of ${SCOPES.join(', ')}`,
      })
    if (
      !Number.isInteger(expiresInDays) ||
      (expiresInDays as number) < 1 ||
      (expiresInDays as number) > 365
    )
      errors.push({ in: 'body', name: 'expiresInDays', detail: 'must be an integer from 1 to 365' })
    if (errors.length) return sendInvalid(res, errors)
    const secret = `dk_${randomBytes(12).toString('hex')}`
    const now = new Date()
    const expires = new Date(now.getTime() + (expiresInDays as number) * 86_400_000)
    const iso = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z')
    sendJson(res, 201, {
      id: `key_${secret.slice(3, 11)}`,
      label,
      scopes: scopeList,
      prefix: secret.slice(0, 7),
      region,
      createdAt: iso(now),
      expiresAt: iso(expires),
      secret,
    })
  },
)

const oneKey = adminRoute(
  '/keys/:keyId',
  ['DELETE'],
  'revoke an API key',
  ({ res, params }, region) => {
    const key = API_KEYS.find(
      (candidate) => candidate.id === params.keyId && candidate.region === region,
    )
    if (!key) return sendNotFound(res, `API key "${params.keyId ?? ''}" in region ${region}`)
    res.writeHead(204)
    res.end()
  },
)

const audit = adminRoute(
  '/audit-log',
  ['GET'],
  'the audit log as plain text (?limit)',
  ({ res, url }, region) => {
    const raw = queryValue(url.searchParams, 'limit')
    const lines = auditLog(region)
    const limit = raw === null ? lines.length : Number(raw)
    if (!Number.isInteger(limit) || limit < 1 || limit > 100)
      return sendInvalid(res, [
        { in: 'query', name: 'limit', detail: `must be an integer from 1 to 100, got "${raw}"` },
      ])
    sendBody(res, 200, 'text/plain; charset=utf-8', `${lines.slice(-limit).join('\n')}\n`)
  },
)

/** The Admin API: users, API keys and an audit log per region, behind the demo API key. */
export const adminRoutes: readonly Route[] = [health, users, oneUser, keys, oneKey, audit]
