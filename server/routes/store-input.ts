import { GENRES, type Book, type Genre } from './store-data.ts'
import type { InputProblem } from './problem.ts'

/** A checked input, or every problem found in it. */
export type Checked<T> = { ok: true; value: T } | { ok: false; errors: InputProblem[] }

export interface ListQuery {
  genre?: Genre
  author?: string
  q?: string
  inStock?: boolean
  limit: number
  offset: number
}

export const LIST_MAX_LIMIT = 50

const isGenre = (value: unknown): value is Genre => GENRES.includes(value as Genre)

function integerIn(raw: string, min: number, max: number): { value: number } | { detail: string } {
  if (!/^-?\d+$/.test(raw.trim())) return { detail: `must be an integer, got "${raw}"` }
  const value = Number(raw)
  if (value < min || value > max) return { detail: `must be from ${min} to ${max}, got ${value}` }
  return { value }
}

/** The path parameter `bookId`: a positive integer. */
export function readBookId(raw: string): Checked<number> {
  const id = integerIn(raw, 1, Number.MAX_SAFE_INTEGER)
  if ('detail' in id) return { ok: false, errors: [{ in: 'path', name: 'bookId', ...id }] }
  return { ok: true, value: id.value }
}

/** A query parameter's value; an empty one counts as absent, as forms send unfilled fields. */
export function queryValue(query: URLSearchParams, name: string): string | null {
  const value = query.get(name)?.trim()
  return value ? value : null
}

/** The list's filters and paging, every one checked. */
export function readListQuery(query: URLSearchParams): Checked<ListQuery> {
  const errors: InputProblem[] = []
  const value: ListQuery = { limit: 10, offset: 0 }
  const genre = queryValue(query, 'genre')
  if (genre !== null) {
    if (isGenre(genre)) value.genre = genre
    else
      errors.push({
        in: 'query',
        name: 'genre',
        detail: `must be one of ${GENRES.join(', ')}, got "${genre}"`,
      })
  }
  const author = queryValue(query, 'author')
  if (author) value.author = author
  const q = queryValue(query, 'q')
  if (q) value.q = q
  const inStock = queryValue(query, 'inStock')
  if (inStock !== null) {
    if (inStock === 'true' || inStock === 'false') value.inStock = inStock === 'true'
    else
      errors.push({
        in: 'query',
        name: 'inStock',
        detail: `must be true or false, got "${inStock}"`,
      })
  }
  for (const [name, min, max] of [
    ['limit', 1, LIST_MAX_LIMIT],
    ['offset', 0, Number.MAX_SAFE_INTEGER],
  ] as const) {
    const raw = queryValue(query, name)
    if (raw === null) continue
    const checked = integerIn(raw, min, max)
    if ('detail' in checked) errors.push({ in: 'query', name, detail: checked.detail })
    else value[name] = checked.value
  }
  return errors.length ? { ok: false, errors } : { ok: true, value }
}

/** The fields of a book a client may write. */
export type BookFields = Omit<Book, 'id'>

type FieldCheck = (value: unknown) => string | undefined

const text: FieldCheck = (value) =>
  typeof value === 'string' && value.trim() !== '' ? undefined : 'must be a non-empty string'
const wholeNumber =
  (min: number, max: number): FieldCheck =>
  (value) =>
    Number.isInteger(value) && (value as number) >= min && (value as number) <= max
      ? undefined
      : `must be an integer from ${min} to ${max}`

const FIELD_CHECKS: Record<Exclude<keyof BookFields, 'author'>, FieldCheck> = {
  title: text,
  genre: (value) => (isGenre(value) ? undefined : `must be one of ${GENRES.join(', ')}`),
  year: wholeNumber(-3000, 2100),
  price: (value) =>
    typeof value === 'number' && value >= 0 && Number.isFinite(value)
      ? undefined
      : 'must be a number of 0 or more',
  stock: wholeNumber(0, 100_000),
}
const REQUIRED_ON_CREATE = ['title', 'author', 'genre', 'price'] as const

function checkAuthor(value: unknown, errors: InputProblem[]): void {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    errors.push({ in: 'body', name: 'author', detail: 'must be an object with a name' })
    return
  }
  const { name, born, ...rest } = value as Record<string, unknown>
  const nameProblem = text(name)
  if (nameProblem) errors.push({ in: 'body', name: 'author.name', detail: nameProblem })
  const bornProblem = born === undefined ? undefined : wholeNumber(-3000, 2100)(born)
  if (bornProblem) errors.push({ in: 'body', name: 'author.born', detail: bornProblem })
  for (const key of Object.keys(rest))
    errors.push({ in: 'body', name: `author.${key}`, detail: 'is not a property of Author' })
}

/**
 * A JSON body of book fields. `create` needs title, author, genre and price; `patch` needs at
 * least one field. `id` is read-only and unknown fields are refused, so a typo is never lost.
 */
export function readBookFields(
  body: unknown,
  mode: 'create' | 'patch',
): Checked<Partial<BookFields>> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { ok: false, errors: [{ in: 'body', name: '(body)', detail: 'must be a JSON object' }] }
  }
  const errors: InputProblem[] = []
  const fields = body as Record<string, unknown>
  for (const [key, value] of Object.entries(fields)) {
    if (key === 'id')
      errors.push({ in: 'body', name: 'id', detail: 'is read-only: the server assigns it' })
    else if (key === 'author') checkAuthor(value, errors)
    else if (key in FIELD_CHECKS) {
      const problem = FIELD_CHECKS[key as keyof typeof FIELD_CHECKS](value)
      if (problem) errors.push({ in: 'body', name: key, detail: problem })
    } else errors.push({ in: 'body', name: key, detail: 'is not a property of Book' })
  }
  if (mode === 'create') {
    for (const key of REQUIRED_ON_CREATE)
      if (fields[key] === undefined) errors.push({ in: 'body', name: key, detail: 'is required' })
  } else if (Object.keys(fields).length === 0) {
    errors.push({ in: 'body', name: '(body)', detail: 'must change at least one field' })
  }
  if (errors.length) return { ok: false, errors }
  return { ok: true, value: fields as Partial<BookFields> }
}
