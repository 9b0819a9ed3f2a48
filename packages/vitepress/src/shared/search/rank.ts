// A hand-written ranker rather than Fuse.js or a similar library: it ships to the browser with
// the dialog, so it must stay small (about 2 KB min+gzip, see `npm run bench -- search`), and it must
// answer within a frame over thousands of entries. Fuse.js runs its approximate match over
// every field of every entry on each keystroke; this one scores the index's vocabulary (under a
// thousand distinct words for GitHub's REST API) once per query word, then adds up precomputed
// per-entry word lists.

import { boundedDistance } from './distance'
import type { SearchEntry } from './entries'
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
  const starts = new Int32Array(entries.length + 1)
  const exact = new Map<string, number[]>()
  const paths: string[] = []
  // 0 for an operation, 1 for a schema: the order among equal matches.
  const kinds = Uint8Array.from(entries, (entry) => (entry.kind === 'operation' ? 0 : 1))

  entries.forEach((entry, index) => {
    starts[index] = wordIds.length
    const own = new Map<number, number>()
    const add = (text: string | undefined, weight: number) => {
      for (const word of tokenize(text ?? '')) {
        let id = ids.get(word)
        if (id === undefined) ids.set(word, (id = vocabulary.push(word) - 1))
        if ((own.get(id) ?? 0) < weight) own.set(id, weight)
      }
    }
    const key = (text: string) => {
      const list = exact.get(text.toLowerCase())
      if (list) list.push(index)
      else exact.set(text.toLowerCase(), [index])
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
      key(entry.operationId)
      key(`${entry.spec.name}.${entry.operationId}`)
      key(entry.path)
      key(`${entry.method} ${entry.path}`)
      paths[index] = entry.path.toLowerCase()
    } else {
      // A schema's name is an identifier, as an operation id is, not a summary written for
      // readers: "create label" means the operation `create_label` (summary "Purchase Label")
      // before the schema `create_label_request_body`.
      add(entry.name, WEIGHT.id)
      key(entry.name)
      key(`${entry.spec.name}.${entry.name}`)
      paths[index] = ''
    }
    for (const [id, weight] of own) {
      wordIds.push(id)
      weights.push(weight)
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
    for (const index of exact.get(trimmed) ?? []) {
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
 * The `size` best of the items offered, kept in a heap whose root is the worst of them: a common
 * word ("get", "graph") matches most of Microsoft Graph's 43,000 entries, and sorting them all
 * for the fifty a dialog shows took most of such a query's time.
 */
class TopK {
  private readonly heap: number[] = []
  constructor(
    private readonly size: number,
    /** Negative when `a` ranks below `b`. */
    private readonly worse: (a: number, b: number) => number,
  ) {}

  offer(item: number): void {
    const heap = this.heap
    if (heap.length < this.size) {
      heap.push(item)
      this.up(heap.length - 1)
    } else if (this.size > 0 && this.worse(heap[0]!, item) < 0) {
      heap[0] = item
      this.down(0)
    }
  }

  /** The items kept, best first. */
  sorted(): number[] {
    return [...this.heap].sort((a, b) => this.worse(b, a))
  }

  private up(at: number): void {
    const heap = this.heap
    while (at > 0) {
      const parent = (at - 1) >> 1
      if (this.worse(heap[at]!, heap[parent]!) >= 0) return
      ;[heap[at], heap[parent]] = [heap[parent]!, heap[at]!]
      at = parent
    }
  }

  private down(at: number): void {
    const heap = this.heap
    for (;;) {
      let least = at
      for (const child of [2 * at + 1, 2 * at + 2])
        if (child < heap.length && this.worse(heap[child]!, heap[least]!) < 0) least = child
      if (least === at) return
      ;[heap[at], heap[least]] = [heap[least]!, heap[at]!]
      at = least
    }
  }
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
