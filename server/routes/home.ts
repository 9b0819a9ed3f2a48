import { DEMO_CREDENTIALS } from '../credentials.ts'
import { sendJson } from '../http.ts'
import type { Route } from '../router.ts'

export interface EndpointInfo {
  methods: string
  path: string
  summary: string
  example: string
}

/** The endpoint list shown by `GET /` and printed by the CLI. */
export function describeRoutes(routes: readonly Route[]): EndpointInfo[] {
  return routes.map((route) => ({
    methods: route.methods ? route.methods.join(', ') : 'ANY',
    path: route.path,
    summary: route.summary,
    example: route.example ?? route.path,
  }))
}

/** The index route; it takes the table it lists so that the table can include it. */
export function createHomeRoute(routes: () => readonly Route[]): Route {
  return {
    path: '/',
    methods: ['GET'],
    summary: 'This index: every endpoint and the demo credentials',
    handle({ res }) {
      sendJson(res, 200, {
        name: 'vue-api-playground demo API',
        endpoints: describeRoutes(routes()),
        credentials: DEMO_CREDENTIALS,
      })
    },
  }
}
