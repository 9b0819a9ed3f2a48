import type { Route } from '../router.ts'
import { adminRoutes } from './admin.ts'
import { authRoutes } from './auth.ts'
import { bytesRoute } from './bytes.ts'
import { dripRoute } from './drip.ts'
import { echoRoute } from './echo.ts'
import { eventsRoutes } from './events.ts'
import { createHomeRoute } from './home.ts'
import { imageRoute } from './image.ts'
import { largeRoute } from './large.ts'
import { notesRoutes } from './notes.ts'
import { slowRoute } from './slow.ts'
import { statusRoute } from './status.ts'
import { storeRoutes } from './store.ts'
import { streamRoute } from './stream.ts'
import { textRoute } from './text.ts'
import { xmlRoute } from './xml.ts'

/** Every endpoint of the demo server, in the order the index lists them. */
export const ROUTES: readonly Route[] = [
  createHomeRoute(() => ROUTES),
  echoRoute,
  statusRoute,
  slowRoute,
  streamRoute,
  largeRoute,
  dripRoute,
  imageRoute,
  bytesRoute,
  textRoute,
  xmlRoute,
  ...authRoutes,
  // The demo APIs of the docs site (docs/specs/), each under its own path.
  ...storeRoutes,
  ...adminRoutes,
  ...eventsRoutes,
  // The Notes API and the authorization server that issues its tokens.
  ...notesRoutes,
]
