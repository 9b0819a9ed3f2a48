import type { Route } from '../router.ts'
import { authRoutes } from './auth.ts'
import { bytesRoute } from './bytes.ts'
import { dripRoute } from './drip.ts'
import { echoRoute } from './echo.ts'
import { createHomeRoute } from './home.ts'
import { imageRoute } from './image.ts'
import { largeRoute } from './large.ts'
import { slowRoute } from './slow.ts'
import { statusRoute } from './status.ts'
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
]
