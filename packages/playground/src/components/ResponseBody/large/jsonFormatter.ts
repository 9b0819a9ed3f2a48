// Pretty-printing JSON text into lines, in slices, so a large body never blocks the page for long.
import { BACKSLASH, QUOTE, isJsonWhitespace, isStructural } from './jsonChars'

/** Re-indents JSON text line by line; see `createJsonFormatter`. */
export interface JsonFormatter {
  /** Completed lines so far; the array grows in place and is complete once `done`. */
  readonly lines: string[]
  /** Whether all input has been formatted. */
  readonly done: boolean
  /** Share of the input consumed, 0 to 1. */
  readonly progress: number
  /** Formats about `budget` more characters of input (a token is never split); returns `done`. */
  step(budget?: number): boolean
}

/**
 * Re-indents JSON text with two spaces per level, like `JSON.stringify(value, null, 2)` but from
 * the text itself, so number literals (big integers, `1.10`), string escapes and key order stay
 * exactly as received. Whitespace outside strings is replaced; anything else is copied through,
 * so invalid input still comes back readable. Linear in the input length.
 */
export function createJsonFormatter(text: string, indent = '  '): JsonFormatter {
  const n = text.length
  const lines: string[] = []
  const pads: string[] = ['']
  const pad = (depth: number): string => {
    for (let d = pads.length; d <= depth; d++) pads.push(indent.repeat(d))
    return pads[depth] ?? ''
  }
  let line = ''
  let depth = 0
  let i = 0
  let done = n === 0

  const finish = (): void => {
    lines.push(line)
    line = ''
    done = true
  }
  if (done) finish()

  function step(budget = Infinity): boolean {
    if (done) return true
    const stop = Math.min(n, i + Math.max(1, budget))
    while (i < stop) {
      const code = text.charCodeAt(i)
      if (code === QUOTE) {
        let end = i + 1
        while (end < n) {
          const c = text.charCodeAt(end)
          if (c === BACKSLASH) end += 2
          else if (c === QUOTE) break
          else end++
        }
        end = Math.min(n, end + 1)
        line += text.slice(i, end)
        i = end
      } else if (isJsonWhitespace(code)) {
        i++
      } else if (code === 0x7b || code === 0x5b) {
        // { or [: an empty container stays on one line.
        const close = code === 0x7b ? 0x7d : 0x5d
        let next = i + 1
        while (next < n && isJsonWhitespace(text.charCodeAt(next))) next++
        if (text.charCodeAt(next) === close) {
          line += code === 0x7b ? '{}' : '[]'
          i = next + 1
        } else {
          depth++
          lines.push(line + text.charAt(i))
          line = pad(depth)
          i = next
        }
      } else if (code === 0x7d || code === 0x5d) {
        depth = Math.max(0, depth - 1)
        lines.push(line)
        line = pad(depth) + text.charAt(i)
        i++
      } else if (code === 0x2c) {
        lines.push(`${line},`)
        line = pad(depth)
        i++
      } else if (code === 0x3a) {
        line += ': '
        i++
      } else {
        let end = i + 1
        while (end < n) {
          const c = text.charCodeAt(end)
          if (isJsonWhitespace(c) || c === QUOTE || isStructural(c)) break
          end++
        }
        line += text.slice(i, end)
        i = end
      }
    }
    if (i >= n) finish()
    return done
  }

  return {
    lines,
    step,
    get done() {
      return done
    },
    get progress() {
      return n === 0 ? 1 : Math.min(1, i / n)
    },
  }
}

/** Re-indents JSON text in one go (see `createJsonFormatter`). */
export function reindentJson(text: string, indent = '  '): string {
  const formatter = createJsonFormatter(text, indent)
  formatter.step()
  return formatter.lines.join('\n')
}
