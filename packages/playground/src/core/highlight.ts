// JSON syntax highlighting as data, never HTML: the viewer renders each token as a text node, so
// untrusted response bodies cannot inject markup. One forward pass with index arithmetic only
// (no backtracking regex), so a multi-megabyte body costs linear time.
import type { JsonToken } from './types'

const QUOTE = 0x22 // "
const BACKSLASH = 0x5c
const LF = 0x0a
const CR = 0x0d
const COLON = 0x3a

/** JSON whitespace (RFC 8259 section 2): space, tab, LF, CR. */
function isWhitespace(code: number): boolean {
  return code === 0x20 || code === 0x09 || code === LF || code === CR
}

/** The structural characters of RFC 8259 section 2: { } [ ] , : */
function isPunctuation(code: number): boolean {
  return (
    code === 0x7b ||
    code === 0x7d ||
    code === 0x5b ||
    code === 0x5d ||
    code === 0x2c ||
    code === COLON
  )
}

// RFC 8259 section 6. Each part matches a distinct character class in sequence, so the regex
// never backtracks more than one step: linear in the word's length.
const JSON_NUMBER = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?$/

function classifyWord(word: string): JsonToken['type'] {
  if (word === 'true' || word === 'false') return 'boolean'
  if (word === 'null') return 'null'
  return JSON_NUMBER.test(word) ? 'number' : 'text'
}

/**
 * End of the string starting with the quote at `start`: the index after its closing quote, or
 * the negated index where it broke off (a raw line break or the end of input), which makes it text.
 */
function scanString(text: string, start: number): number {
  let i = start + 1
  while (i < text.length) {
    const code = text.charCodeAt(i)
    if (code === QUOTE) return i + 1
    // A raw line break cannot occur inside a JSON string: stop here so one stray quote does not
    // swallow the rest of the document.
    if (code === LF || code === CR) return -i
    if (code === BACKSLASH) {
      const escaped = text.charCodeAt(i + 1)
      if (escaped === LF || escaped === CR) return -(i + 1)
      i += 2
    } else {
      i++
    }
  }
  return -text.length
}

/** Whether the next non-whitespace character at or after `i` is a colon (the string was a key). */
function followedByColon(text: string, i: number): boolean {
  while (i < text.length && isWhitespace(text.charCodeAt(i))) i++
  return text.charCodeAt(i) === COLON
}

/** Splits any text into JSON highlighting tokens; their texts concatenate back to the input. */
export function tokenizeJson(text: string): JsonToken[] {
  const tokens: JsonToken[] = []
  const push = (type: JsonToken['type'], value: string): void => {
    const last = tokens[tokens.length - 1]
    // Adjacent garbage is one text token, so invalid input does not explode into many tokens.
    if (type === 'text' && last?.type === 'text') last.text += value
    else tokens.push({ type, text: value })
  }
  let i = 0
  while (i < text.length) {
    const code = text.charCodeAt(i)
    if (isWhitespace(code)) {
      let end = i + 1
      while (end < text.length && isWhitespace(text.charCodeAt(end))) end++
      push('whitespace', text.slice(i, end))
      i = end
    } else if (isPunctuation(code)) {
      push('punctuation', text[i] ?? '')
      i++
    } else if (code === QUOTE) {
      const end = scanString(text, i)
      if (end > 0) {
        // The lookahead only rereads the whitespace that the next token consumes: still linear.
        push(followedByColon(text, end) ? 'key' : 'string', text.slice(i, end))
        i = end
      } else {
        push('text', text.slice(i, -end))
        i = -end
      }
    } else {
      // A bare word runs to the next delimiter: literals, numbers, or garbage such as `NaN`.
      let end = i + 1
      while (end < text.length) {
        const next = text.charCodeAt(end)
        if (isWhitespace(next) || isPunctuation(next) || next === QUOTE) break
        end++
      }
      const word = text.slice(i, end)
      push(classifyWord(word), word)
      i = end
    }
  }
  return tokens
}

/** Pretty-prints a value as JSON with two-space indentation; falls back to `String(value)`. */
export function prettyJson(value: unknown): string {
  try {
    // JSON.stringify returns undefined for undefined, functions and symbols.
    return JSON.stringify(value, null, 2) ?? String(value)
  } catch {
    // Circular structures and BigInt throw; show something rather than nothing.
    try {
      return String(value)
    } catch {
      return Object.prototype.toString.call(value)
    }
  }
}
