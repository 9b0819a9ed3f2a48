// Where each line of re-indented JSON starts, found in slices without building the lines: a
// multi-megabyte body is indexed in a few tens of milliseconds, with almost nothing to collect
// afterwards, and only the lines on screen are ever built (by `at`).
import type { LineList } from '../lines'

import { BACKSLASH, QUOTE, isJsonWhitespace, isStructural } from './jsonChars'

/** The lines of re-indented JSON text, indexed in slices; see `createJsonLineIndex`. */
export interface JsonLineIndex extends LineList {
  /** Lines found so far (the last one may still be growing until `done`). */
  readonly length: number
  /** Whether all input has been indexed. */
  readonly done: boolean
  /** The text so far is indexed as far as it can be, and more of it is to come (see `extend`). */
  readonly waiting: boolean
  /** Share of the input indexed, 0 to 1. */
  readonly progress: number
  /** Indexes about `budget` more characters of input (a token is never split); returns `done`. */
  step(budget?: number): boolean
  /**
   * Goes on over `text`, the text indexed so far followed by more of it (a body still arriving);
   * `complete` says whether more may follow still. Lines found so far stay as they are.
   */
  extend(text: string, complete: boolean): void
}

/** Options of `createJsonLineIndex`. */
export interface JsonLineIndexOptions {
  /** Indent of one level. @default '  ' */
  indent?: string
  /**
   * The text is whole. When false (a body still arriving, see `extend`), a token that reaches the
   * end of the text waits for the rest before it is indexed. @default true
   */
  complete?: boolean
}

/** End of the string literal that starts at `i` (after its closing quote), or -1 when unclosed. */
function stringClose(text: string, i: number): number {
  // indexOf runs natively, far faster than a loop over long strings; a quote preceded by an odd
  // run of backslashes is escaped.
  for (let from = i + 1; ;) {
    const quote = text.indexOf('"', from)
    if (quote < 0) return -1
    let slashes = 0
    while (quote - slashes - 1 > i && text.charCodeAt(quote - slashes - 1) === BACKSLASH) slashes++
    if (slashes % 2 === 0) return quote + 1
    from = quote + 1
  }
}

/** End of the string literal that starts at `i` (after its closing quote, or the text's end). */
function stringEnd(text: string, i: number): number {
  const end = stringClose(text, i)
  return end < 0 ? text.length : end
}

/** End of the literal (number, true, null, or anything unexpected) that starts at `i`. */
function literalEnd(text: string, i: number): number {
  const n = text.length
  let end = i + 1
  while (end < n) {
    const c = text.charCodeAt(end)
    if (isJsonWhitespace(c) || c === QUOTE || isStructural(c)) break
    end++
  }
  return end
}

/** After an opening bracket at `i`: the next non-whitespace position. */
function skipWhitespace(text: string, i: number): number {
  while (i < text.length && isJsonWhitespace(text.charCodeAt(i))) i++
  return i
}

/**
 * Indexes the lines of JSON text re-indented with two spaces per level. Line `k` is exactly line
 * `k` of `reindentJson(text)` (see jsonFormatter.ts): literals, escapes and key order kept as
 * received, invalid input still readable. Each line is kept as where it starts in the text and
 * its depth (negative, `~depth`, when it starts with a closing bracket).
 */
export function createJsonLineIndex(
  text: string,
  { indent = '  ', complete = true }: JsonLineIndexOptions = {},
): JsonLineIndex {
  let n = text.length
  let starts = new Int32Array(1024)
  let depths = new Int32Array(1024)
  let count = 0
  let depth = 0
  let i = 0
  // Stopped before a token that may go on past the end of a text still arriving.
  let stalled = false
  const pads: string[] = ['']
  const pad = (level: number): string => {
    for (let d = pads.length; d <= level; d++) pads.push(indent.repeat(d))
    return pads[level] ?? ''
  }
  const startLine = (at: number, level: number): void => {
    if (count === starts.length) {
      const grownStarts = new Int32Array(count * 2)
      grownStarts.set(starts)
      starts = grownStarts
      const grownDepths = new Int32Array(count * 2)
      grownDepths.set(depths)
      depths = grownDepths
    }
    starts[count] = at
    depths[count] = level
    count++
  }
  startLine(0, 0)

  function step(budget = Infinity): boolean {
    const stop = Math.min(n, i + Math.max(1, budget))
    stalled = false
    while (i < stop) {
      const code = text.charCodeAt(i)
      if (code === QUOTE) {
        const end = stringClose(text, i)
        // Unclosed: the rest of the string is still to come, or the text is broken.
        if (end < 0 && !complete) {
          stalled = true
          break
        }
        i = end < 0 ? n : end
      } else if (isJsonWhitespace(code) || code === 0x3a) i++
      else if (code === 0x7b || code === 0x5b) {
        const next = skipWhitespace(text, i + 1)
        // Whether the container is empty is not known yet.
        if (next >= n && !complete) {
          stalled = true
          break
        }
        // An empty container stays on its line.
        if (text.charCodeAt(next) === (code === 0x7b ? 0x7d : 0x5d)) i = next + 1
        else {
          depth++
          startLine(next, depth)
          i = next
        }
      } else if (code === 0x7d || code === 0x5d) {
        depth = Math.max(0, depth - 1)
        startLine(i, ~depth)
        i++
      } else if (code === 0x2c) {
        startLine(i + 1, depth)
        i++
      } else {
        const end = literalEnd(text, i)
        if (end >= n && !complete) {
          stalled = true
          break
        }
        i = end
      }
    }
    return complete && i >= n
  }

  function extend(longer: string, whole: boolean): void {
    text = longer
    n = longer.length
    complete = whole
    stalled = false
  }

  /** Builds line `k` from where it starts, with the same rules as the index. */
  function at(k: number): string | undefined {
    if (k < 0 || k >= count) return undefined
    let pos = starts[k] ?? 0
    let level = depths[k] ?? 0
    let line: string
    if (level < 0) {
      level = ~level
      line = pad(level) + text.charAt(pos)
      pos++
    } else line = pad(level)
    while (pos < n) {
      const code = text.charCodeAt(pos)
      if (code === QUOTE) {
        const end = stringEnd(text, pos)
        line += text.slice(pos, end)
        pos = end
      } else if (isJsonWhitespace(code)) pos++
      else if (code === 0x3a) {
        line += ': '
        pos++
      } else if (code === 0x7b || code === 0x5b) {
        const next = skipWhitespace(text, pos + 1)
        if (text.charCodeAt(next) !== (code === 0x7b ? 0x7d : 0x5d)) return line + text.charAt(pos)
        line += code === 0x7b ? '{}' : '[]'
        pos = next + 1
      } else if (code === 0x7d || code === 0x5d) return line
      else if (code === 0x2c) return `${line},`
      else {
        const end = literalEnd(text, pos)
        line += text.slice(pos, end)
        pos = end
      }
    }
    return line
  }

  return {
    step,
    extend,
    at,
    get length() {
      return count
    },
    get done() {
      return complete && i >= n
    },
    get waiting() {
      return !complete && (stalled || i >= n)
    },
    get progress() {
      return n === 0 ? 1 : Math.min(1, i / n)
    },
  }
}
