// A hand-written ranker rather than Fuse.js or a similar library: it ships to the browser with
// the dialog, so it must stay small (about 2.5 KB min+gzip, see `npm run bench -- search`), and
// it must answer within a frame over thousands of entries. Fuse.js runs its approximate match over
// every field of every entry on each keystroke; this one scores the index's vocabulary (under a
// thousand distinct words for GitHub's REST API) once per query word, then adds up precomputed
// per-entry word lists.

import { boundedDistance } from './distance'
import type { SearchEntry } from './entries'
import { ExactNames } from './exact'
import { TopK } from './top-k'
import { tokenize } from './tokenize'

/** How much a match in each part of an entry counts. */
const WEIGHT = {
  title: 3, // an operation's summary
  id: 2.2, // an operation's id, a schema's name
  path: 2,
  param: 1.2, // `{owner}` in a path
  tag: 1.2,
  method: 1,
} as const

/** Added for a query that is exactly an entry's id, path, `METHOD path` or schema name. */
const EXACT_BONUS = 100
/** Added when the query starts an entry's path (typing a URL). */
const PATH_PREFIX_BONUS = 10
const CACHED_TOKENS = 256

/** Searches a fixed list of entries; build once per index, then call `search` per keystroke. */
export interface Searcher {
  entries: readonly SearchEntry[]
  /** The best entries for a query, best first; `[]` for a blank query. */
  search: (query: string, limit?: number) => SearchEntry[]
}

/** Precomputes each entry's words (lowercase, weighted) and the vocabulary they come from. */
export function createSearcher(entries: readonly SearchEntry[]): Searcher {
  const vocabulary: string[] = []
  const ids = new Map<string, number>()
  const wordIds: number[] = []
  const weights: number[] = []
  // Where in `wordIds` a word was last put: an entry has it when that is past the entry's start.
  const slot: number[] = []
  const starts = new Int32Array(entries.length + 1)
  const exact = new ExactNames()
  const paths: string[] = []
  // 0 for an operation, 1 for a schema: the order among equal matches.
  const kinds = Uint8Array.from(entries, (entry) => (entry.kind === 'operation' ? 0 : 1))
  // Paths share most of their segments (`users`, `{user-id}`, `microsoft.graph.…`) and entries
  // their tags: each text is split once.
  const split = new Map<string, string[]>()
  const wordsOf = (text: string) => {
    let words = split.get(text)
    if (!words) split.set(text, (words = tokenize(text)))
    return words
  }

  entries.forEach((entry, index) => {
    const first = (starts[index] = wordIds.length)
    // Each word once per entry, at its highest weight, in the order the entry first uses it.
    const add = (text: string | undefined, weight: number) => {
      for (const word of wordsOf(text ?? '')) {
        let id = ids.get(word)
        if (id === undefined) ids.set(word, (id = vocabulary.push(word) - 1))
        const at = slot[id] ?? -1
        if (at < first) {
          slot[id] = wordIds.length
          wordIds.push(id)
          weights.push(weight)
        } else if (weights[at]! < weight) weights[at] = weight
      }
    }
    if (entry.kind === 'operation') {
      // A webhook's name is its title; "webhook" finds them all.
      add(entry.webhook ? entry.path : entry.summary, WEIGHT.title)
      if (entry.webhook) add('webhook', WEIGHT.method)
      add(entry.operationId, WEIGHT.id)
      for (const segment of entry.path.split('/'))
        add(segment, segment.startsWith('{') ? WEIGHT.param : WEIGHT.path)
      for (const tag of entry.tags) add(tag, WEIGHT.tag)
      add(entry.method, WEIGHT.method)
      const path = entry.path.toLowerCase()
      exact.add(index, entry.spec.name.toLowerCase(), entry.operationId.toLowerCase(), {
        method: entry.method.toLowerCase(),
        path,
      })
      paths[index] = path
    } else {
      // A schema's name is an identifier, as an operation id is, not a summary written for
      // readers: "create label" means the operation `create_label` (summary "Purchase Label")
      // before the schema `create_label_request_body`.
      add(entry.name, WEIGHT.id)
      exact.add(index, entry.spec.name.toLowerCase(), entry.name.toLowerCase())
      paths[index] = ''
    }
  })
  starts[entries.length] = wordIds.length
  const entryWords = Int32Array.from(wordIds)
  const entryWeights = Float32Array.from(weights)

  // Each word's entries (an inverted index): a query visits the entries its words match, not
  // every entry. Microsoft Graph v1.0 and beta together have 43,000 entries.
  const postStarts = new Int32Array(vocabulary.length + 1)
  for (const id of entryWords) postStarts[id + 1]!++
  for (let i = 0; i < vocabulary.length; i++) postStarts[i + 1]! += postStarts[i]!
  const postEntries = new Int32Array(entryWords.length)
  const postWeights = new Float32Array(entryWords.length)
  const fill = postStarts.slice(0, vocabulary.length)
  for (let index = 0; index < entries.length; index++)
    for (let k = starts[index]!; k < starts[index + 1]!; k++) {
      const at = fill[entryWords[k]!]!++
      postEntries[at] = index
      postWeights[at] = entryWeights[k]!
    }

  const masks = Int32Array.from(vocabulary, letterMask)
  /** A query word's score against each word of the vocabulary, and the words it matches. */
  type TokenScores = { scores: Float32Array; matched: Int32Array }
  const cache = new Map<string, TokenScores>()
  const scoresFor = (token: string): TokenScores => {
    let known = cache.get(token)
    if (!known) {
      if (cache.size >= CACHED_TOKENS) cache.clear()
      const scores = new Float32Array(vocabulary.length)
      const matched: number[] = []
      const mask = letterMask(token)
      for (let i = 0; i < vocabulary.length; i++) {
        scores[i] = wordScore(token, vocabulary[i]!, missingLetters(mask, masks[i]!))
        if (scores[i]! > 0) matched.push(i)
      }
      known = { scores, matched: Int32Array.from(matched) }
      cache.set(token, known)
    }
    return known
  }

  function search(query: string, limit = 50): SearchEntry[] {
    const trimmed = query.trim().toLowerCase()
    const tokens = [...new Set(tokenize(query))]
    if (!trimmed) return []
    // A word that matches nothing anywhere (a stray letter, a word the specs never use) would
    // empty the list; it is left out, unless nothing matches at all.
    const table = tokens.map(scoresFor).filter(({ matched }) => matched.length > 0)
    // Per entry: the sum of each query word's best match, and how many words matched it.
    const totals = new Float64Array(entries.length)
    const hits = new Uint16Array(entries.length)
    const best = new Float64Array(entries.length)
    const touched: number[] = []
    table.forEach(({ scores, matched }, round) => {
      touched.length = 0
      for (const word of matched) {
        const score = scores[word]!
        for (let p = postStarts[word]!; p < postStarts[word + 1]!; p++) {
          const index = postEntries[p]!
          // Only entries every earlier word matched can still be found.
          if (hits[index] !== round) continue
          const weighted = score * postWeights[p]!
          if (best[index] === 0) touched.push(index)
          if (weighted > best[index]!) best[index] = weighted
        }
      }
      for (const index of touched) {
        totals[index]! += best[index]!
        hits[index] = round + 1
        best[index] = 0
      }
    })
    for (const index of exact.find(trimmed)) {
      // An exact match counts even when a word of the query matched nothing in the entry.
      if (hits[index] !== table.length) {
        hits[index] = table.length
        totals[index] = 0
      }
      totals[index]! += EXACT_BONUS
    }
    // Among equal matches, an operation before a schema (a reader who types "purchase label"
    // means the operation more often than its body's schema), then the entry with fewer words.
    const worse = (a: number, b: number) =>
      totals[a]! - totals[b]! ||
      kinds[b]! - kinds[a]! ||
      starts[b + 1]! - starts[b]! - (starts[a + 1]! - starts[a]!) ||
      b - a
    const top = new TopK(limit, worse)
    for (let index = 0; index < entries.length; index++) {
      if (hits[index] !== table.length) continue
      if (trimmed.startsWith('/') && paths[index]!.startsWith(trimmed))
        totals[index]! += PATH_PREFIX_BONUS
      if (totals[index] === 0) continue
      top.offer(index)
    }
    return top.sorted().map((index) => entries[index]!)
  }

  return { entries, search }
}

/**
 * How well a query word matches a word of an entry, from 0 (not at all) to 1 (the same word):
 * whole word, then the start of the word (typing), a typo, a typo while typing, a part inside
 * the word, an abbreviation ("lst" for "list").
 */
export function wordScore(
  token: string,
  word: string,
  missing = missingLetters(letterMask(token), letterMask(word)),
): number {
  if (token === word) return 1
  const t = token.length
  const w = word.length
  if (w > t && word.startsWith(token)) return 0.7 + 0.2 * (t / w)
  const bound = t >= 8 ? 2 : t >= 4 ? 1 : 0
  // Each kind of letter the word lacks costs at least one edit: most words are ruled out here,
  // before any distance is computed.
  if (bound > 0 && missing <= bound) {
    const distance = boundedDistance(token, word, bound)
    if (distance <= bound) return 0.75 - 0.15 * distance
    if (w > t && boundedDistance(token, word.slice(0, t), bound) <= bound) return 0.5
  }
  if (missing > 0) return 0
  if (t >= 3 && word.includes(token)) return 0.45
  if (
    t >= 2 &&
    w <= 3 * t &&
    token.charCodeAt(0) === word.charCodeAt(0) &&
    isSubsequence(token, word)
  )
    return 0.4
  return 0
}

function isSubsequence(token: string, word: string): boolean {
  let at = 0
  for (let i = 0; i < word.length && at < token.length; i++)
    if (word.charCodeAt(i) === token.charCodeAt(at)) at++
  return at === token.length
}

/** One bit per letter a-z (and one for anything else) that occurs in a word. */
function letterMask(word: string): number {
  let mask = 0
  for (let i = 0; i < word.length; i++) {
    const code = word.charCodeAt(i) - 97
    mask |= code >= 0 && code < 26 ? 1 << code : 1 << 26
  }
  return mask
}

/** How many kinds of letters of the token the word lacks. */
function missingLetters(token: number, word: number): number {
  let missing = token & ~word
  let count = 0
  while (missing) {
    missing &= missing - 1
    count++
  }
  return count
}
