import { JSON_CONTENT_TYPE, sendBody, sendError } from '../http.ts'
import { readIntParam } from '../params.ts'
import type { Route } from '../router.ts'

export const LARGE_MAX_KB = 51_200

const FIRST = ['Ada', 'Grace', 'Alan', 'Edsger', 'Barbara', 'Ken', 'Margaret', 'Linus', 'Radia']
const LAST = ['Lovelace', 'Hopper', 'Turing', 'Dijkstra', 'Liskov', 'Thompson', 'Hamilton']
const CITIES = ['Lisbon', 'Nairobi', 'Osaka', 'Montréal', 'Kraków', 'Quito', 'Tromsø', 'Perth']
const TAGS = ['alpha', 'beta', 'admin', 'beta-tester', 'vip', 'trial', 'archived']

// A fixed seed makes every response of a given size identical, which tests and caches like.
function seededRandom(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

function pick<T>(items: readonly T[], random: () => number): T {
  return items[Math.floor(random() * items.length)] as T
}

/** A JSON array of user-like records, exactly `kb` KB of UTF-8 (padded with spaces). */
export function generateLargeJson(kb: number): string {
  const target = kb * 1024
  const random = seededRandom(kb + 1)
  const start = Date.UTC(2024, 0, 1)
  const items: string[] = []
  // `[\n` + `\n]` plus one `,\n` per item after the first.
  let size = 4
  for (let id = 1; ; id++) {
    const first = pick(FIRST, random)
    const last = pick(LAST, random)
    const item = JSON.stringify({
      id,
      name: `${first} ${last}`,
      email: `${first}.${last}${id}@example.com`.toLowerCase(),
      city: pick(CITIES, random),
      active: random() < 0.8,
      score: Math.round(random() * 10_000) / 100,
      createdAt: new Date(start + Math.floor(random() * 3e10)).toISOString(),
      tags: [pick(TAGS, random), pick(TAGS, random)],
    })
    const added = Buffer.byteLength(item) + (items.length > 0 ? 2 : 0)
    if (size + added > target) break
    items.push(item)
    size += added
  }
  if (target < size) return '[]'
  // Exact sizes make the playground's size display checkable: 1 KB shows as 1.00 KB.
  return `[\n${items.join(',\n')}${' '.repeat(target - size)}\n]`
}

// Generating 5 MB takes about 250 ms, which would count in every timing of the playground that
// fetches it (bench/large-body.ts): the last body is kept, encoded, as a file server would have
// it ready (encoding 5 MB of text to UTF-8 alone takes some 25 ms).
let last: { kb: number; body: Buffer } | null = null
const largeJson = (kb: number): Buffer => {
  if (last?.kb !== kb) last = { kb, body: Buffer.from(generateLargeJson(kb), 'utf8') }
  return last.body
}

export const largeRoute: Route = {
  path: '/large',
  methods: ['GET'],
  summary: `A JSON array of exactly ?kb KB (default 100, at most ${LARGE_MAX_KB})`,
  example: '/large?kb=1024',
  handle({ res, url }) {
    const kb = readIntParam(url.searchParams, 'kb', { fallback: 100, min: 0, max: LARGE_MAX_KB })
    if (!kb.ok) return sendError(res, 400, 'invalid_parameter', kb.message)
    sendBody(res, 200, JSON_CONTENT_TYPE, largeJson(kb.value))
  },
}
