// JSON.parse of megabytes in one go blocks the page for tens of milliseconds (hundreds on a slow
// machine, with the garbage collection of all it allocates). This parses the same text in slices
// between which the page runs: containers are walked here, and runs of their elements are handed
// to JSON.parse a few kilobytes at a time, so values, errors and key order are JSON.parse's own.

/** Awaited between slices; resolves when the page has had its turn (see `createYielder`). */
export type Pause = () => Promise<void> | undefined

/** Tuning of `parseJsonSliced` (tests use tiny values to reach every path). */
export interface ParseJsonSlicedOptions {
  /** Elements are parsed together up to this many characters. @default 16384 */
  batchChars?: number
  /** A container element longer than this is walked rather than parsed whole. @default 65536 */
  walkChars?: number
}

const QUOTE = 0x22
const BACKSLASH = 0x5c
/** Deeper than this, a large container is parsed whole: no recursion without bound. */
const MAX_WALK_DEPTH = 64

const isWhitespace = (code: number): boolean =>
  code === 0x20 || code === 0x09 || code === 0x0a || code === 0x0d

/**
 * Parses JSON text like `JSON.parse` (same value, a `SyntaxError` for the same inputs), awaiting
 * `pause` between slices of work. Only the outer containers of a large document are walked here;
 * everything below `walkChars` goes to JSON.parse in runs of about `batchChars`.
 */
export async function parseJsonSliced(
  text: string,
  pause: Pause,
  options: ParseJsonSlicedOptions = {},
): Promise<unknown> {
  const batchChars = options.batchChars ?? 16_384
  const walkChars = options.walkChars ?? 65_536
  const n = text.length

  const fail = (at: number): never => {
    throw new SyntaxError(`Unexpected token in JSON at position ${at}`)
  }
  const skipWhitespace = (i: number): number => {
    while (i < n && isWhitespace(text.charCodeAt(i))) i++
    return i
  }
  /** After the string literal starting at `i`; -1 when it is not closed. */
  const stringEnd = (i: number): number => {
    for (let from = i + 1; ;) {
      const quote = text.indexOf('"', from)
      if (quote < 0) return -1
      let slashes = 0
      while (text.charCodeAt(quote - slashes - 1) === BACKSLASH) slashes++
      if (slashes % 2 === 0) return quote + 1
      from = quote + 1
    }
  }
  /**
   * End of the value starting at `i` (no validation: JSON.parse does that), or -1 when it runs
   * past `i + limit`. A truncated value ends at the text's end.
   */
  const valueEnd = (i: number, limit: number): number => {
    const stop = Math.min(n, i + limit)
    let depth = 0
    let pos = i
    while (pos < stop) {
      const code = text.charCodeAt(pos)
      if (code === QUOTE) {
        const end = stringEnd(pos)
        if (end < 0) return n
        pos = end
        if (depth === 0) return pos
      } else if (code === 0x7b || code === 0x5b) {
        depth++
        pos++
      } else if (code === 0x7d || code === 0x5d) {
        if (depth === 0) return pos
        depth--
        pos++
        if (depth === 0) return pos
      } else if (depth === 0 && (code === 0x2c || code === 0x3a || isWhitespace(code))) return pos
      else pos++
    }
    return stop === n ? n : -1
  }

  /** Parses the container at `i` (`[` or `{`) element by element; returns it and its end. */
  const walk = async (i: number, depth: number): Promise<{ value: unknown; end: number }> => {
    const isArray = text.charCodeAt(i) === 0x5b
    const close = isArray ? 0x5d : 0x7d
    const array: unknown[] = []
    const object: Record<string, unknown> = {}
    // A run of elements not yet parsed: from `runStart` to `runEnd`, commas included.
    let runStart = -1
    let runEnd = -1
    const define = (key: string, value: unknown): void => {
      // `__proto__` is an own property in JSON.parse's result, never the prototype.
      if (key === '__proto__') {
        Object.defineProperty(object, key, {
          value,
          writable: true,
          enumerable: true,
          configurable: true,
        })
      } else object[key] = value
    }
    const flush = (): void => {
      if (runStart < 0) return
      const slice = text.slice(runStart, runEnd)
      runStart = -1
      if (isArray) {
        for (const item of JSON.parse(`[${slice}]`) as unknown[]) array.push(item)
        return
      }
      // Copied in order: a repeated key keeps its first place and its last value, as in
      // JSON.parse.
      const members = JSON.parse(`{${slice}}`) as Record<string, unknown>
      for (const key of Object.keys(members)) define(key, members[key])
    }
    const store = (key: string, value: unknown): void => {
      flush()
      if (isArray) array.push(value)
      else define(key, value)
    }

    let pos = skipWhitespace(i + 1)
    if (text.charCodeAt(pos) === close) return { value: isArray ? array : object, end: pos + 1 }
    for (;;) {
      const memberStart = pos
      let key = ''
      if (!isArray) {
        if (text.charCodeAt(pos) !== QUOTE) fail(pos)
        const keyEnd = stringEnd(pos)
        if (keyEnd < 0) fail(pos)
        key = JSON.parse(text.slice(pos, keyEnd)) as string
        pos = skipWhitespace(keyEnd)
        if (text.charCodeAt(pos) !== 0x3a) fail(pos)
        pos = skipWhitespace(pos + 1)
      }
      const code = text.charCodeAt(pos)
      const container = code === 0x5b || code === 0x7b
      const end = valueEnd(pos, walkChars)
      if (end < 0 && container && depth < MAX_WALK_DEPTH) {
        const inner = await walk(pos, depth + 1)
        store(key, inner.value)
        pos = inner.end
      } else {
        const last = end < 0 ? valueEnd(pos, n) : end
        if (last === pos) fail(pos)
        if (runStart < 0) runStart = memberStart
        runEnd = last
        pos = last
        if (runEnd - runStart >= batchChars) flush()
      }
      pos = skipWhitespace(pos)
      const next = text.charCodeAt(pos)
      if (next === close) {
        flush()
        return { value: isArray ? array : object, end: pos + 1 }
      }
      if (next !== 0x2c) fail(pos)
      pos = skipWhitespace(pos + 1)
      const paused = pause()
      if (paused) {
        flush()
        await paused
      }
    }
  }

  const start = skipWhitespace(0)
  const code = text.charCodeAt(start)
  // Small documents, and anything but an object or array, are JSON.parse's alone.
  if (n <= walkChars || (code !== 0x5b && code !== 0x7b)) return JSON.parse(text)
  const { value, end } = await walk(start, 0)
  if (skipWhitespace(end) !== n) fail(end)
  return value
}
