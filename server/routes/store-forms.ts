import { randomUUID } from 'node:crypto'
import { sendJson } from '../http.ts'
import type { Route } from '../router.ts'
import { requireBearer } from './demo-auth.ts'
import { sendInvalid, sendProblem, type InputProblem } from './problem.ts'
import { readTypedBody } from './typed-body.ts'
import { findBook } from './store-data.ts'
import { STORE_BASE, withBook } from './store-lookup.ts'

/** Form bodies of the Store API: a multipart cover upload and an urlencoded order. */

export const storeCoverRoute: Route = {
  path: `${STORE_BASE}/books/:bookId/cover`,
  methods: ['POST'],
  summary: 'Store API (bearer): upload a cover image (multipart: file "cover", text "alt")',
  example: `${STORE_BASE}/books/1/cover`,
  handle(context) {
    const { req, res } = context
    if (!requireBearer(req, res)) return void req.resume()
    return withBook(context, async (book) => {
      const body = await readTypedBody(req, res, 'multipart/form-data')
      if (!body) return
      const parts = body.parts ?? []
      const cover = parts.find((part) => part.name === 'cover')
      const errors: InputProblem[] = []
      if (!cover || cover.filename === undefined)
        errors.push({ in: 'body', name: 'cover', detail: 'is required: a file part' })
      else if (!cover.type?.startsWith('image/'))
        errors.push({
          in: 'body',
          name: 'cover',
          detail: `must be an image, got ${cover.type ?? 'no type'}`,
        })
      else if (cover.size === 0) errors.push({ in: 'body', name: 'cover', detail: 'is empty' })
      if (errors.length || !cover) return sendInvalid(res, errors)
      const alt = parts.find((part) => part.name === 'alt')?.value ?? ''
      sendJson(res, 200, {
        bookId: book.id,
        cover: { filename: cover.filename, type: cover.type, size: cover.size },
        alt,
      })
    })
  },
}

function field(form: Record<string, string | string[]>, name: string): string | undefined {
  const value = form[name]
  return Array.isArray(value) ? value[0] : value
}

export const storeOrdersRoute: Route = {
  path: `${STORE_BASE}/orders`,
  methods: ['POST'],
  summary:
    'Store API (bearer): place an order (urlencoded form: bookId, quantity, email, giftWrap)',
  async handle({ req, res }) {
    if (!requireBearer(req, res)) return void req.resume()
    const body = await readTypedBody(req, res, 'application/x-www-form-urlencoded')
    if (!body) return
    const form = body.form ?? {}
    const errors: InputProblem[] = []
    const bookId = Number(field(form, 'bookId'))
    const book = Number.isInteger(bookId) ? findBook(bookId) : undefined
    if (!book)
      errors.push({
        in: 'body',
        name: 'bookId',
        detail: `names no book: "${field(form, 'bookId') ?? ''}"`,
      })
    const rawQuantity = field(form, 'quantity') ?? '1'
    const quantity = /^\d+$/.test(rawQuantity) ? Number(rawQuantity) : NaN
    if (!(quantity >= 1 && quantity <= 10))
      errors.push({
        in: 'body',
        name: 'quantity',
        detail: `must be an integer from 1 to 10, got "${rawQuantity}"`,
      })
    const email = field(form, 'email')?.trim() ?? ''
    if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email))
      errors.push({ in: 'body', name: 'email', detail: `must be an email address, got "${email}"` })
    const giftWrap = field(form, 'giftWrap') ?? 'false'
    if (giftWrap !== 'true' && giftWrap !== 'false')
      errors.push({
        in: 'body',
        name: 'giftWrap',
        detail: `must be true or false, got "${giftWrap}"`,
      })
    if (errors.length || !book) return sendInvalid(res, errors)
    if (quantity > book.stock) {
      return sendProblem(res, {
        title: 'Out of stock',
        status: 409,
        detail: `Only ${book.stock} of "${book.title}" in stock; ${quantity} ordered.`,
      })
    }
    sendJson(res, 201, {
      id: randomUUID(),
      bookId: book.id,
      quantity,
      email,
      giftWrap: giftWrap === 'true',
      total: Math.round(book.price * quantity * 100) / 100,
      status: 'pending',
    })
  },
}
