import type { Route } from '../router.ts'
import { requireBasic } from './demo-auth.ts'
import { dripRoute } from './drip.ts'
import { statusRoute } from './status.ts'
import { streamRoute } from './stream.ts'

/** The Events API's path on the demo server (its Swagger 2.0 spec's `basePath`). */
export const EVENTS_BASE = '/events'

/** Mounts an existing endpoint under the Events API, behind HTTP Basic. */
function behindBasic(path: string, route: Route, summary: string): Route {
  return {
    path: `${EVENTS_BASE}${path}`,
    ...(route.methods ? { methods: route.methods } : {}),
    summary: `Events API (Basic): ${summary}`,
    example: `${EVENTS_BASE}${path.replace(':code', '200')}`,
    handle(context) {
      if (!requireBasic(context.req, context.res)) return void context.req.resume()
      return route.handle(context)
    },
  }
}

/** The Events API: the server's /stream, /drip and /status, each behind the demo Basic login. */
export const eventsRoutes: readonly Route[] = [
  behindBasic('/stream', { ...streamRoute, methods: ['GET'] }, 'the /stream event stream'),
  behindBasic('/export', dripRoute, 'the /drip slow download'),
  behindBasic('/deliveries/:code', statusRoute, 'answers with the status code /status/:code would'),
]
