// A JSON scanner that finds where values sit without building them: a 13 MB description has
// about a thousand operations, and only the few a commit touched need parsing. It reads bytes,
// not a string: decoding 13 MB of UTF-8 with a few non-ASCII characters costs more than the
// scan, and every structural character of JSON is ASCII, never part of a multi-byte sequence.

/** A key of a JSON object with the byte range of its value. */
export interface JsonEntry {
  key: string
  start: number
  end: number
  /** The entries of the value when it is an object the caller asked to descend into. */
  children?: JsonEntry[]
  /** True when `knownEnd` gave the end: the value's bytes were not scanned. */
  known?: boolean
}

/** Decides, from the keys above a value, whether the scanner lists that value's own entries. */
export type Descend = (keys: readonly string[]) => boolean

/**
 * The end of the value at `start` when the caller knows it without a scan (its bytes equal an
 * earlier version's value, say); undefined: scan it.
 */
export type KnownEnd = (keys: readonly string[], start: number) => number | undefined

const QUOTE = 34
const BACKSLASH = 92
const OPEN_OBJECT = 123
const CLOSE_OBJECT = 125
const OPEN_ARRAY = 91
const CLOSE_ARRAY = 93

function isSpace(code: number): boolean {
  return code === 32 || code === 10 || code === 13 || code === 9
}

function skipSpace(bytes: Buffer, i: number): number {
  while (i < bytes.length && isSpace(bytes[i]!)) i++
  return i
}

function skipString(bytes: Buffer, i: number): number {
  const length = bytes.length
  for (let j = i + 1; j < length; j++) {
    const code = bytes[j]!
    if (code === QUOTE) return j + 1
    if (code === BACKSLASH) j++
  }
  throw new SyntaxError('unterminated string')
}

function skipValue(bytes: Buffer, i: number): number {
  const length = bytes.length
  const first = bytes[i]
  if (first === QUOTE) return skipString(bytes, i)
  if (first === OPEN_OBJECT || first === OPEN_ARRAY) {
    let depth = 0
    while (i < length) {
      const code = bytes[i]!
      if (code === QUOTE) {
        i = skipString(bytes, i)
        continue
      }
      if (code === OPEN_OBJECT || code === OPEN_ARRAY) depth++
      else if (code === CLOSE_OBJECT || code === CLOSE_ARRAY) {
        depth--
        if (depth === 0) return i + 1
      }
      i++
    }
    throw new SyntaxError('unterminated object')
  }
  while (i < length) {
    const code = bytes[i]!
    if (code === 44 || code === CLOSE_OBJECT || code === CLOSE_ARRAY || isSpace(code)) break
    i++
  }
  return i
}

function readKey(bytes: Buffer, start: number, end: number): string {
  // Keys rarely hold escapes; those that do go through JSON.parse.
  for (let i = start + 1; i < end - 1; i++)
    if (bytes[i] === BACKSLASH) return JSON.parse(bytes.toString('utf8', start, end)) as string
  return bytes.toString('utf8', start + 1, end - 1)
}

interface Scan {
  bytes: Buffer
  descend: Descend
  knownEnd: KnownEnd | undefined
}

function scanObject(
  scan: Scan,
  start: number,
  keys: string[],
): { entries: JsonEntry[]; end: number } {
  const { bytes } = scan
  const entries: JsonEntry[] = []
  let i = skipSpace(bytes, start + 1)
  if (bytes[i] === CLOSE_OBJECT) return { entries, end: i + 1 }
  for (;;) {
    if (bytes[i] !== QUOTE) throw new SyntaxError(`expected a key at ${i}`)
    const keyEnd = skipString(bytes, i)
    const key = readKey(bytes, i, keyEnd)
    i = skipSpace(bytes, keyEnd)
    if (bytes[i] !== 58) throw new SyntaxError(`expected ":" at ${i}`)
    const valueStart = skipSpace(bytes, i + 1)
    const path = [...keys, key]
    let entry: JsonEntry
    const known = scan.knownEnd?.(path, valueStart)
    if (known !== undefined) {
      entry = { key, start: valueStart, end: known, known: true }
    } else if (bytes[valueStart] === OPEN_OBJECT && scan.descend(path)) {
      const inner = scanObject(scan, valueStart, path)
      entry = { key, start: valueStart, end: inner.end, children: inner.entries }
    } else {
      entry = { key, start: valueStart, end: skipValue(bytes, valueStart) }
    }
    entries.push(entry)
    i = skipSpace(bytes, entry.end)
    const next = bytes[i]
    if (next === CLOSE_OBJECT) return { entries, end: i + 1 }
    if (next !== 44) throw new SyntaxError(`expected "," or "}" at ${i}`)
    i = skipSpace(bytes, i + 1)
  }
}

/**
 * Lists the entries of the JSON object `bytes` holds (UTF-8, a byte order mark allowed),
 * descending where `descend` says and skipping the values whose end `knownEnd` gives.
 */
export function scanJsonObject(bytes: Buffer, descend: Descend, knownEnd?: KnownEnd): JsonEntry[] {
  const bom = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0
  const start = skipSpace(bytes, bom)
  if (bytes[start] !== OPEN_OBJECT) throw new SyntaxError('not a JSON object')
  const { entries, end } = scanObject({ bytes, descend, knownEnd }, start, [])
  if (skipSpace(bytes, end) !== bytes.length) throw new SyntaxError('text after the object')
  return entries
}
