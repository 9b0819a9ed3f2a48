import type { RouteContext } from '../router.ts'
import { sendInvalid, sendNotFound } from './problem.ts'
import { findBook, type Book } from './store-data.ts'
import { readBookId } from './store-input.ts'

/** Where the Store API lives on the demo server; its spec's server is this path. */
export const STORE_BASE = '/store'

/** Runs `then` with the book the path's `bookId` names; answers 400 or 404 itself otherwise. */
export function withBook(
  context: RouteContext,
  then: (book: Readonly<Book>) => void | Promise<void>,
): void | Promise<void> {
  const id = readBookId(context.params.bookId ?? '')
  if (!id.ok) return sendInvalid(context.res, id.errors)
  const book = findBook(id.value)
  if (!book) return sendNotFound(context.res, `Book ${id.value}`)
  return then(book)
}
