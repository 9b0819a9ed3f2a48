// A JSON scanner that finds where values sit without building them: a 13 MB description has
// about a thousand operations, and only the few a commit touched need parsing.

/** A key of a JSON object with the text range of its value. */
export interface JsonEntry {
  key: string
  start: number
  end: number
  /** The entries of the value when it is an object the caller asked to descend into. */
  children?: JsonEntry[]
}

/** Decides, from the keys above a value, whether the scanner lists that value's own entries. */
export type Descend = (keys: readonly string[]) => boolean

const QUOTE = 34
const BACKSLASH = 92

function isSpace(code: number): boolean {
  return code === 32 || code === 10 || code === 13 || code === 9
}

function skipSpace(text: string, i: number): number {
  while (isSpace(text.charCodeAt(i))) i++
  return i
}

function skipString(text: string, i: number): number {
  let from = i + 1
  for (;;) {
    const quote = text.indexOf('"', from)
    if (quote < 0) throw new SyntaxError('unterminated string')
    let backslashes = 0
    while (text.charCodeAt(quote - 1 - backslashes) === BACKSLASH) backslashes++
    if (backslashes % 2 === 0) return quote + 1
    from = quote + 1
  }
}

function skipValue(text: string, i: number): number {
  const first = text.charCodeAt(i)
  if (first === QUOTE) return skipString(text, i)
  if (first === 123 || first === 91) {
    let depth = 0
    for (;;) {
      const code = text.charCodeAt(i)
      if (Number.isNaN(code)) throw new SyntaxError('unterminated object')
      if (code === QUOTE) {
        i = skipString(text, i)
        continue
      }
      if (code === 123 || code === 91) depth++
      else if (code === 125 || code === 93) {
        depth--
        if (depth === 0) return i + 1
      }
      i++
    }
  }
  while (i < text.length) {
    const code = text.charCodeAt(i)
    if (code === 44 || code === 125 || code === 93 || isSpace(code)) break
    i++
  }
  return i
}

function scanObject(
  text: string,
  start: number,
  keys: string[],
  descend: Descend,
): { entries: JsonEntry[]; end: number } {
  const entries: JsonEntry[] = []
  let i = skipSpace(text, start + 1)
  if (text.charCodeAt(i) === 125) return { entries, end: i + 1 }
  for (;;) {
    if (text.charCodeAt(i) !== QUOTE) throw new SyntaxError(`expected a key at ${i}`)
    const keyEnd = skipString(text, i)
    const key = JSON.parse(text.slice(i, keyEnd)) as string
    i = skipSpace(text, keyEnd)
    if (text.charCodeAt(i) !== 58) throw new SyntaxError(`expected ":" at ${i}`)
    const valueStart = skipSpace(text, i + 1)
    const path = [...keys, key]
    let entry: JsonEntry
    if (text.charCodeAt(valueStart) === 123 && descend(path)) {
      const inner = scanObject(text, valueStart, path, descend)
      entry = { key, start: valueStart, end: inner.end, children: inner.entries }
    } else {
      entry = { key, start: valueStart, end: skipValue(text, valueStart) }
    }
    entries.push(entry)
    i = skipSpace(text, entry.end)
    const next = text.charCodeAt(i)
    if (next === 125) return { entries, end: i + 1 }
    if (next !== 44) throw new SyntaxError(`expected "," or "}" at ${i}`)
    i = skipSpace(text, i + 1)
  }
}

/** Lists the entries of the JSON object `text` holds, descending where `descend` says. */
export function scanJsonObject(text: string, descend: Descend): JsonEntry[] {
  const start = skipSpace(text, 0)
  if (text.charCodeAt(start) !== 123) throw new SyntaxError('not a JSON object')
  const { entries, end } = scanObject(text, start, [], descend)
  if (skipSpace(text, end) !== text.length) throw new SyntaxError('text after the object')
  return entries
}
