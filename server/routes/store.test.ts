import { describe, expect, it } from 'vitest'
import { DEMO_CREDENTIALS } from '../credentials.ts'
import { useApiServer } from '../testing.ts'
import { SEED_BOOKS } from './store-data.ts'

const api = useApiServer()
const auth = { Authorization: `Bearer ${DEMO_CREDENTIALS.bearerToken}` }
const store = (path: string, init: RequestInit = {}) =>
  fetch(`${api.url}/store${path}`, { ...init, headers: { ...auth, ...init.headers } })
const json = { 'Content-Type': 'application/json' }

describe('Store API auth', () => {
  it.each([
    [{}, /^No Authorization header\. Expected "Authorization: Bearer demo-token"\.$/],
    [{ Authorization: 'Bearer nope' }, /^Wrong token\./],
    [{ Authorization: 'Basic ZGVtbzpzZWNyZXQ=' }, /^Authorization is not a Bearer token\./],
  ])('answers 401 problem details to %j', async (headers, detail) => {
    const response = await fetch(`${api.url}/store/books`, { headers })
    expect(response.status).toBe(401)
    expect(response.headers.get('content-type')).toBe('application/problem+json; charset=utf-8')
    expect(response.headers.get('www-authenticate')).toMatch(/^Bearer realm="store"/)
    const problem = (await response.json()) as { title: string; status: number; detail: string }
    expect(problem).toMatchObject({ title: 'Unauthorized', status: 401 })
    expect(problem.detail).toMatch(detail)
  })

  it('checks the token before anything else, even on a write to a missing book', async () => {
    const response = await fetch(`${api.url}/store/books/999`, { method: 'DELETE' })
    expect(response.status).toBe(401)
  })
})

describe('GET /store/books', () => {
  it('pages through the seed, ten at a time by default', async () => {
    const first = (await (await store('/books')).json()) as {
      items: { id: number }[]
      total: number
    }
    expect(first.total).toBe(SEED_BOOKS.length)
    expect(first.items.map((book) => book.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
    const second = (await (await store('/books?limit=5&offset=10')).json()) as {
      items: { id: number }[]
      limit: number
      offset: number
    }
    expect(second).toMatchObject({ limit: 5, offset: 10 })
    expect(second.items.map((book) => book.id)).toEqual([11, 12])
  })

  it('filters by genre, author, title words and stock, together', async () => {
    const page = (await (await store('/books?genre=fiction&inStock=true&q=PRIDE')).json()) as {
      items: { title: string }[]
      total: number
    }
    expect(page.items.map((book) => book.title)).toEqual(['Pride and Prejudice'])
    const outOfStock = (await (await store('/books?inStock=false')).json()) as {
      items: { title: string }[]
    }
    expect(outOfStock.items.map((book) => book.title)).toEqual(['Moby-Dick'])
    const byAuthor = (await (await store('/books?author=shel')).json()) as {
      items: { id: number }[]
    }
    expect(byAuthor.items.map((book) => book.id)).toEqual([2])
  })

  it('takes empty parameters, as a form sends them, for absent ones', async () => {
    const page = (await (
      await store('/books?genre=&author=&q=&inStock=&limit=&offset=')
    ).json()) as {
      total: number
      limit: number
    }
    expect(page).toMatchObject({ total: SEED_BOOKS.length, limit: 10 })
  })

  it('answers 400 naming every bad query parameter', async () => {
    const response = await store('/books?genre=comics&limit=0&inStock=yes')
    expect(response.status).toBe(400)
    const problem = (await response.json()) as {
      errors: { in: string; name: string }[]
      detail: string
    }
    expect(problem.errors.map((error) => `${error.in} ${error.name}`)).toEqual([
      'query genre',
      'query inStock',
      'query limit',
    ])
    expect(problem.detail).toMatch(/^query genre: must be one of fiction, .* \(and 2 more\)$/)
  })
})

describe('/store/books/{bookId}', () => {
  it('gets a book with its nested author', async () => {
    const response = await store('/books/2')
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({
      id: 2,
      title: 'Frankenstein',
      author: { name: 'Mary Shelley', born: 1797 },
      genre: 'fiction',
      year: 1818,
      price: 8.5,
      stock: 4,
    })
  })

  it('answers 404 for an unknown id and 400 for one that is not a number', async () => {
    expect((await store('/books/99')).status).toBe(404)
    const bad = await store('/books/abc')
    expect(bad.status).toBe(400)
    expect(await bad.json()).toMatchObject({ errors: [{ in: 'path', name: 'bookId' }] })
  })

  it('merges a PATCH into the book without storing it', async () => {
    const body = JSON.stringify({ price: 7.25, author: { name: 'Mary W. Shelley' } })
    const response = await store('/books/2', { method: 'PATCH', headers: json, body })
    expect(await response.json()).toMatchObject({
      id: 2,
      title: 'Frankenstein',
      price: 7.25,
      author: { name: 'Mary W. Shelley' },
    })
    expect(await (await store('/books/2')).json()).toMatchObject({ price: 8.5 })
  })

  it('deletes with 204 and no body', async () => {
    const response = await store('/books/3', { method: 'DELETE' })
    expect(response.status).toBe(204)
    expect(await response.text()).toBe('')
  })
})

describe('POST /store/books', () => {
  it('answers 201 with the new id and a Location', async () => {
    const book = { title: 'Dubliners', author: { name: 'James Joyce' }, genre: 'fiction', price: 9 }
    const response = await store('/books', {
      method: 'POST',
      headers: json,
      body: JSON.stringify(book),
    })
    expect(response.status).toBe(201)
    expect(response.headers.get('location')).toBe('/store/books/13')
    expect(await response.json()).toEqual({ id: 13, stock: 0, ...book })
  })

  it('refuses a read-only id, unknown and missing fields, each with where it is', async () => {
    const body = JSON.stringify({
      id: 5,
      title: '',
      author: { name: 'X', nick: 'y' },
      colour: 'red',
    })
    const response = await store('/books', { method: 'POST', headers: json, body })
    expect(response.status).toBe(400)
    const { errors } = (await response.json()) as { errors: { name: string; detail: string }[] }
    expect(errors.map((error) => `${error.name}: ${error.detail}`)).toEqual([
      'id: is read-only: the server assigns it',
      'title: must be a non-empty string',
      'author.nick: is not a property of Author',
      'colour: is not a property of Book',
      'genre: is required',
      'price: is required',
    ])
  })

  it('answers 415 for a body that is not JSON, and 400 for JSON that does not parse', async () => {
    const form = await store('/books', { method: 'POST', body: new URLSearchParams({ a: '1' }) })
    expect(form.status).toBe(415)
    expect(await form.json()).toMatchObject({ errors: [{ in: 'header', name: 'Content-Type' }] })
    const broken = await store('/books', { method: 'POST', headers: json, body: '{"title":' })
    expect(broken.status).toBe(400)
  })
})

describe('POST /store/books/{bookId}/cover', () => {
  it('takes a multipart image and its alt text', async () => {
    const form = new FormData()
    form.append('cover', new Blob([new Uint8Array(64)], { type: 'image/png' }), 'cover.png')
    form.append('alt', 'A ship in a storm')
    const response = await store('/books/3/cover', { method: 'POST', body: form })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({
      bookId: 3,
      cover: { filename: 'cover.png', type: 'image/png', size: 64 },
      alt: 'A ship in a storm',
    })
  })

  it('refuses a missing file and a file that is not an image', async () => {
    const none = new FormData()
    none.append('alt', 'x')
    const missing = await store('/books/3/cover', { method: 'POST', body: none })
    expect(await missing.json()).toMatchObject({
      errors: [{ name: 'cover', detail: 'is required: a file part' }],
    })
    const text = new FormData()
    text.append('cover', new Blob(['hi'], { type: 'text/plain' }), 'a.txt')
    const wrong = await store('/books/3/cover', { method: 'POST', body: text })
    expect(wrong.status).toBe(400)
    expect(await wrong.json()).toMatchObject({
      errors: [{ name: 'cover', detail: 'must be an image, got text/plain' }],
    })
  })
})

describe('POST /store/orders', () => {
  const order = (fields: Record<string, string>) =>
    store('/orders', { method: 'POST', body: new URLSearchParams(fields) })

  it('places an urlencoded order and prices it', async () => {
    const response = await order({
      bookId: '1',
      quantity: '3',
      email: 'ada@example.com',
      giftWrap: 'true',
    })
    expect(response.status).toBe(201)
    const placed = (await response.json()) as Record<string, unknown>
    expect(placed).toMatchObject({
      bookId: 1,
      quantity: 3,
      email: 'ada@example.com',
      giftWrap: true,
      total: 29.7,
      status: 'pending',
    })
    expect(placed.id).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('answers 409 past the stock, and 400 naming each bad field', async () => {
    const tooMany = await order({ bookId: '3', quantity: '1', email: 'a@b.io' })
    expect(tooMany.status).toBe(409)
    expect(await tooMany.json()).toMatchObject({ title: 'Out of stock' })
    const bad = await order({ bookId: '77', quantity: '11', email: 'nobody' })
    const { errors } = (await bad.json()) as { errors: { name: string }[] }
    expect(errors.map((error) => error.name)).toEqual(['bookId', 'quantity', 'email'])
  })
})
