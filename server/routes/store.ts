import { sendJson } from '../http.ts'
import type { Route } from '../router.ts'
import { requireBearer } from './demo-auth.ts'
import { sendInvalid } from './problem.ts'
import { readTypedBody } from './typed-body.ts'
import { NEXT_BOOK_ID, SEED_BOOKS, type Book } from './store-data.ts'
import { readBookFields, readListQuery, type ListQuery } from './store-input.ts'
import { storeCoverRoute, storeOrdersRoute } from './store-forms.ts'
import { STORE_BASE, withBook } from './store-lookup.ts'

/** The seed books that pass the list's filters, in id order. */
export function filterBooks(query: ListQuery): Readonly<Book>[] {
  const contains = (haystack: string, needle: string | undefined) =>
    needle === undefined || haystack.toLowerCase().includes(needle.toLowerCase())
  return SEED_BOOKS.filter(
    (book) =>
      (query.genre === undefined || book.genre === query.genre) &&
      contains(book.author.name, query.author) &&
      contains(book.title, query.q) &&
      (query.inStock === undefined || book.stock > 0 === query.inStock),
  )
}

const booksRoute: Route = {
  path: `${STORE_BASE}/books`,
  methods: ['GET', 'POST'],
  summary: 'Store API (bearer): list books with filters and paging, or create one',
  example: `${STORE_BASE}/books?genre=fiction&limit=2`,
  async handle({ req, res, url }) {
    if (!requireBearer(req, res)) return void req.resume()
    if (req.method === 'POST') {
      const body = await readTypedBody(req, res, 'application/json')
      if (!body) return
      const fields = readBookFields(body.json, 'create')
      if (!fields.ok) return sendInvalid(res, fields.errors)
      const created = { id: NEXT_BOOK_ID, stock: 0, ...fields.value }
      return sendJson(res, 201, created, { Location: `${STORE_BASE}/books/${NEXT_BOOK_ID}` })
    }
    const query = readListQuery(url.searchParams)
    if (!query.ok) return sendInvalid(res, query.errors)
    const matches = filterBooks(query.value)
    const { limit, offset } = query.value
    sendJson(res, 200, {
      items: matches.slice(offset, offset + limit),
      total: matches.length,
      limit,
      offset,
    })
  },
}

const bookRoute: Route = {
  path: `${STORE_BASE}/books/:bookId`,
  methods: ['GET', 'PATCH', 'DELETE'],
  summary: 'Store API (bearer): get, update (JSON merge) or delete a book',
  example: `${STORE_BASE}/books/1`,
  handle(context) {
    const { req, res } = context
    if (!requireBearer(req, res)) return void req.resume()
    return withBook(context, async (book) => {
      if (req.method === 'GET') return sendJson(res, 200, book)
      if (req.method === 'DELETE') {
        res.writeHead(204)
        return void res.end()
      }
      const body = await readTypedBody(req, res, 'application/json')
      if (!body) return
      const fields = readBookFields(body.json, 'patch')
      if (!fields.ok) return sendInvalid(res, fields.errors)
      const author = fields.value.author ?? book.author
      sendJson(res, 200, { ...book, ...fields.value, author })
    })
  },
}

/** The Store API: a bookshop with a fixed catalogue, behind the demo bearer token. */
export const storeRoutes: readonly Route[] = [
  booksRoute,
  storeCoverRoute,
  bookRoute,
  storeOrdersRoute,
]
