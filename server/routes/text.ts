import { sendBody } from '../http.ts'
import type { Route } from '../router.ts'

const TEXT = `Hello from the demo API.

This is text/plain: no JSON, no markup, just lines.
Unicode survives the round trip: café, naïve, 東京, 🚀.
`

export const textRoute: Route = {
  path: '/text',
  methods: ['GET'],
  summary: 'A few lines of text/plain',
  handle({ res }) {
    sendBody(res, 200, 'text/plain; charset=utf-8', TEXT)
  },
}
