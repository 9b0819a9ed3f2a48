import type { SearchEntry } from '../packages/vitepress/src/shared/search/entries'
import { tokenize } from '../packages/vitepress/src/shared/search/tokenize'

/** A small seeded generator, so that every run times the same queries. */
function random(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0
    return state / 2 ** 32
  }
}

/** A typo a hurried reader makes: a letter dropped, doubled, replaced, or two swapped. */
function typo(word: string, next: () => number): string {
  if (word.length < 4) return word
  const at = 1 + Math.floor(next() * (word.length - 2))
  switch (Math.floor(next() * 4)) {
    case 0:
      return word.slice(0, at) + word.slice(at + 1)
    case 1:
      return word.slice(0, at) + word[at] + word.slice(at)
    case 2:
      return word.slice(0, at) + 'x' + word.slice(at + 1)
    default:
      return word.slice(0, at - 1) + word[at] + word[at - 1] + word.slice(at + 1)
  }
}

/**
 * `count` queries as readers type them, drawn from the entries' own words: whole words, words
 * cut short, words with a typo, two or three words, ids and paths typed out.
 */
export function readerQueries(entries: readonly SearchEntry[], count: number): string[] {
  const next = random(8)
  const queries: string[] = []
  while (queries.length < count) {
    const entry = entries[Math.floor(next() * entries.length)]!
    const title = entry.kind === 'operation' ? (entry.summary ?? entry.operationId) : entry.name
    const words = tokenize(title).filter((word) => word.length > 2)
    if (!words.length) continue
    const pick = () => words[Math.floor(next() * words.length)]!
    const kind = queries.length % 6
    if (kind === 0) queries.push(`${typo(pick(), next)} ${pick()}`)
    else if (kind === 1) queries.push(pick().slice(0, 3 + Math.floor(next() * 3)))
    else if (kind === 2)
      queries.push(
        words
          .slice(0, 3)
          .map((word) => word.slice(0, 4))
          .join(' '),
      )
    else if (kind === 3) queries.push(typo(pick(), next))
    else if (kind === 4 && entry.kind === 'operation')
      queries.push(next() < 0.5 ? entry.operationId : entry.path)
    else queries.push(words.join(' '))
  }
  return queries
}
