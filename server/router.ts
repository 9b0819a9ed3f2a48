import type { IncomingMessage, ServerResponse } from 'node:http'
import { answerPreflight, applyCorsHeaders, isPreflight } from './cors.ts'
import { sendError } from './http.ts'

export interface RouteContext {
  req: IncomingMessage
  res: ServerResponse
  url: URL
  /** `:name` segments by name; a trailing `*` puts the rest of the path under `'*'`. */
  params: Record<string, string>
  log: (line: string) => void
}

export interface Route {
  /** Pattern like `/status/:code` or `/echo/*` (where `*` also matches nothing). */
  path: string
  /** Accepted methods; omitted means any. HEAD is implied by GET. */
  methods?: readonly string[]
  summary: string
  /** A ready-to-click path with typical query parameters, for the index and the CLI. */
  example?: string
  handle(context: RouteContext): void | Promise<void>
}

export interface RouteMatch {
  route: Route
  params: Record<string, string>
}

function segmentsOf(pathname: string): string[] {
  return pathname.split('/').filter((segment) => segment !== '')
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}

/** Finds the first route whose pattern matches the path, with its decoded parameters. */
export function matchRoute(routes: readonly Route[], pathname: string): RouteMatch | undefined {
  const actual = segmentsOf(pathname)
  for (const route of routes) {
    const pattern = segmentsOf(route.path)
    const params: Record<string, string> = {}
    let matched = true
    for (let i = 0; i < pattern.length && matched; i++) {
      const expected = pattern[i] as string
      const segment = actual[i]
      if (expected === '*' && i === pattern.length - 1) {
        params['*'] = actual.slice(i).map(decodeSegment).join('/')
        break
      }
      if (segment === undefined) matched = false
      else if (expected.startsWith(':')) params[expected.slice(1)] = decodeSegment(segment)
      else if (expected !== segment) matched = false
    }
    const hasRest = pattern.at(-1) === '*'
    if (matched && (hasRest || pattern.length === actual.length)) return { route, params }
  }
  return undefined
}

function allows(route: Route, method: string): boolean {
  if (!route.methods) return true
  return route.methods.includes(method) || (method === 'HEAD' && route.methods.includes('GET'))
}

function parseUrl(raw: string | undefined): URL | undefined {
  const target = raw ?? '/'
  try {
    // Prefixing instead of passing a base keeps `//x` a path rather than a host.
    return new URL(`http://localhost${target.startsWith('/') ? '' : '/'}${target}`)
  } catch {
    return undefined
  }
}

/** Builds the `node:http` request listener: CORS, preflight, routing, errors and access log. */
export function createRequestHandler(
  routes: readonly Route[],
  log: (line: string) => void,
): (req: IncomingMessage, res: ServerResponse) => void {
  let nextId = 1
  return (req, res) => {
    const started = performance.now()
    const method = req.method ?? 'GET'
    const target = req.url ?? '/'
    res.setHeader('X-Request-Id', String(nextId++))
    applyCorsHeaders(req, res)
    res.on('close', () => {
      const ms = Math.round(performance.now() - started)
      const outcome = res.writableFinished ? String(res.statusCode) : 'closed by client'
      log(`${method} ${target} ${outcome} ${ms}ms`)
    })

    if (isPreflight(req)) return answerPreflight(req, res)
    const url = parseUrl(req.url)
    if (!url) return sendError(res, 400, 'bad_request', `Cannot parse request target "${target}".`)
    const match = matchRoute(routes, url.pathname)
    if (!match) {
      return sendError(res, 404, 'not_found', `No endpoint at ${url.pathname}. GET / lists them.`)
    }
    const { route, params } = match
    if (!allows(route, method)) {
      const allow = [...(route.methods ?? []), 'HEAD', 'OPTIONS'].join(', ')
      if (method === 'OPTIONS') {
        res.writeHead(204, { Allow: allow })
        res.end()
        return
      }
      return sendError(
        res,
        405,
        'method_not_allowed',
        `${route.path} answers ${allow}, not ${method}.`,
        {},
        { Allow: allow },
      )
    }

    const fail = (error: unknown): void => {
      const message = error instanceof Error ? error.message : String(error)
      log(`error in ${method} ${target}: ${message}`)
      if (!res.headersSent) sendError(res, 500, 'internal_error', message)
      else res.destroy()
    }
    try {
      const pending = route.handle({ req, res, url, params, log })
      if (pending) pending.catch(fail)
    } catch (error) {
      fail(error)
    }
  }
}
