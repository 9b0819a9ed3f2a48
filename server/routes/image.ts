import { sendBody } from '../http.ts'
import { gradientPng } from '../png.ts'
import type { Route } from '../router.ts'

export const IMAGE_SIZE = 64

// Generated once: the image never changes and is tiny.
const png = gradientPng(IMAGE_SIZE)

export const imageRoute: Route = {
  path: '/image.png',
  methods: ['GET'],
  summary: `A ${IMAGE_SIZE}x${IMAGE_SIZE} PNG gradient`,
  handle({ res }) {
    sendBody(res, 200, 'image/png', png, { 'Cache-Control': 'public, max-age=3600' })
  },
}
