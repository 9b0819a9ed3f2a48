import type { JsonFailure } from '../i18n/en/problems'

// Where a JSON text stops being JSON. The engines' JSON.parse errors are their own English and
// do not all give a place (V8 says `Unexpected token '}', "…" is not valid JSON`), so the text is
// scanned again, by RFC 8259's grammar, only when JSON.parse has refused it.

const WHITESPACE = /[ \t\n\r]*/y
const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y
// RFC 8259 section 7: a string holds no unescaped control character (U+0000 to U+001F).
// eslint-disable-next-line no-control-regex
const STRING = /"(?:[^"\\\u0000-\u001f]|\\(?:["\\/bfnrt]|u[0-9a-fA-F]{4}))*"/y

/** The offset at which `text` stops being JSON, or -1 when it is JSON. */
export function jsonErrorOffset(text: string): number {
  let at = 0
  const skip = () => {
    WHITESPACE.lastIndex = at
    WHITESPACE.exec(text)
    at = WHITESPACE.lastIndex
  }
  const match = (pattern: RegExp): boolean => {
    pattern.lastIndex = at
    if (!pattern.test(text)) return false
    at = pattern.lastIndex
    return true
  }
  // Iterative over a stack of open containers, so that deep nesting cannot overflow the stack.
  const open: ('[' | '{')[] = []
  for (;;) {
    skip()
    // A value.
    const char = text[at]
    if (char === '{' || char === '[') {
      at++
      skip()
      if (text[at] === (char === '{' ? '}' : ']')) at++
      else {
        open.push(char)
        if (char === '{') {
          if (!match(STRING)) return at
          skip()
          if (text[at++] !== ':') return at - 1
        }
        continue
      }
    } else if (!(match(STRING) || match(NUMBER) || match(/true|false|null/y))) return at
    // After a value: a comma and the next, a closing bracket, or the end.
    for (;;) {
      skip()
      const container = open.at(-1)
      if (!container) return at === text.length ? -1 : at
      if (text[at] === ',') {
        at++
        if (container === '{') {
          skip()
          if (!match(STRING)) return at
          skip()
          if (text[at++] !== ':') return at - 1
        }
        break
      }
      if (text[at] !== (container === '{' ? '}' : ']')) return at
      at++
      open.pop()
    }
  }
}

/** The 1-based line and column of `offset` in `text`. */
function lineColumn(text: string, offset: number): JsonFailure {
  const before = text.slice(0, offset).split('\n')
  return { line: before.length, column: before.at(-1)!.length + 1 }
}

/** JSON.parse of `text`, or where it stops being JSON. */
export function parseJson(
  text: string,
): { ok: true; value: unknown } | { ok: false; failure: JsonFailure } {
  try {
    return { ok: true, value: JSON.parse(text) }
  } catch {
    const offset = jsonErrorOffset(text)
    return { ok: false, failure: offset < 0 ? {} : lineColumn(text, offset) }
  }
}
