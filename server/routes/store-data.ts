/** The genres the Store API knows; its spec's `Genre` enum lists the same. */
export const GENRES = ['fiction', 'poetry', 'history', 'science', 'children'] as const
export type Genre = (typeof GENRES)[number]

export interface Author {
  name: string
  /** Year of birth. */
  born?: number
}

/** A book as the Store API answers it. */
export interface Book {
  id: number
  title: string
  author: Author
  genre: Genre
  /** Year of first publication. */
  year: number
  /** Price in euros. */
  price: number
  /** Copies in stock. */
  stock: number
}

/**
 * The shop's fixed catalogue. Writes are checked and answered as if applied but never stored,
 * so every reader and every concurrent test run sees exactly these books.
 */
export const SEED_BOOKS: readonly Readonly<Book>[] = Object.freeze([
  book(1, 'Pride and Prejudice', 'Jane Austen', 1775, 'fiction', 1813, 9.9, 12),
  book(2, 'Frankenstein', 'Mary Shelley', 1797, 'fiction', 1818, 8.5, 4),
  book(3, 'Moby-Dick', 'Herman Melville', 1819, 'fiction', 1851, 12.0, 0),
  book(4, 'Leaves of Grass', 'Walt Whitman', 1819, 'poetry', 1855, 11.2, 3),
  book(5, 'Shakespeare’s Sonnets', 'William Shakespeare', 1564, 'poetry', 1609, 7.0, 9),
  book(6, 'On the Origin of Species', 'Charles Darwin', 1809, 'science', 1859, 14.5, 6),
  book(7, 'Relativity', 'Albert Einstein', 1879, 'science', 1916, 10.0, 2),
  book(8, 'The Souls of Black Folk', 'W. E. B. Du Bois', 1868, 'history', 1903, 9.0, 5),
  book(
    9,
    'The History of the Decline and Fall of the Roman Empire',
    'Edward Gibbon',
    1737,
    'history',
    1776,
    24.0,
    1,
  ),
  book(10, 'Alice’s Adventures in Wonderland', 'Lewis Carroll', 1832, 'children', 1865, 6.5, 15),
  book(11, 'The Wind in the Willows', 'Kenneth Grahame', 1859, 'children', 1908, 7.5, 7),
  book(12, 'Middlemarch', 'George Eliot', 1819, 'fiction', 1871, 13.0, 3),
])

function book(
  id: number,
  title: string,
  author: string,
  born: number,
  genre: Genre,
  year: number,
  price: number,
  stock: number,
): Book {
  return Object.freeze({
    id,
    title,
    author: Object.freeze({ name: author, born }),
    genre,
    year,
    price,
    stock,
  })
}

/** The id a created book gets: the one after the seed's last. */
export const NEXT_BOOK_ID = SEED_BOOKS.length + 1

/** The seed book with this id, or undefined. */
export function findBook(id: number): Readonly<Book> | undefined {
  return SEED_BOOKS.find((candidate) => candidate.id === id)
}
