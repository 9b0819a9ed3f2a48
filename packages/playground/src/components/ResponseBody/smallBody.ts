// Small bodies are rendered whole, highlighted, in one <pre> (they wrap, and find-in-page works);
// larger ones load the virtualised viewer (LargeBody.vue) on demand.
import { tokenizeJson } from '../../core/highlight'
import type { JsonToken } from '../../core/types'
import type { ResolvedBody } from './resolveBody'

/** Limits of whole rendering: JSON lines hold several token elements, text is one node. */
const JSON_MAX_LINES = 400
const JSON_MAX_CHARS = 40_000
const TEXT_MAX_LINES = 2_000
const TEXT_MAX_CHARS = 200_000

/**
 * Re-indents JSON tokens with two spaces per level, like `JSON.stringify(value, null, 2)` but from
 * the text, so number literals (big integers, `1.10`), escapes and key order stay as received.
 */
export function prettyTokens(tokens: readonly JsonToken[]): JsonToken[] {
  const items = tokens.filter((token) => token.type !== 'whitespace')
  const out: JsonToken[] = []
  const space = (text: string) => out.push({ type: 'whitespace', text })
  let depth = 0
  for (let i = 0; i < items.length; i++) {
    const token = items[i]!
    const p = token.type === 'punctuation' ? token.text : ''
    if (p === '}' || p === ']') space('\n' + '  '.repeat(depth && --depth))
    out.push(token)
    if (p === '{' || p === '[') {
      // An empty container stays on one line.
      if (items[i + 1]?.text === (p === '{' ? '}' : ']')) out.push(items[++i]!)
      else space('\n' + '  '.repeat(++depth))
    } else if (p === ',') space('\n' + '  '.repeat(depth))
    else if (p === ':') space(' ')
  }
  return out
}

/** A small body as highlighting tokens and its displayed text; null when it is large. */
export function smallBody(body: ResolvedBody): { tokens: JsonToken[]; text: string } | null {
  const { kind, text } = body
  const json = kind === 'json'
  if (text.length > (json ? JSON_MAX_CHARS : TEXT_MAX_CHARS)) return null
  if (!json) {
    return text.split(/\r\n?|\n/, TEXT_MAX_LINES + 1).length > TEXT_MAX_LINES
      ? null
      : { tokens: [{ type: 'text', text }], text }
  }
  const tokens = body.formatted ? tokenizeJson(text) : prettyTokens(tokenizeJson(text))
  const pretty = body.formatted ? text : tokens.map((token) => token.text).join('')
  return pretty.length > JSON_MAX_CHARS ||
    pretty.split('\n', JSON_MAX_LINES + 1).length > JSON_MAX_LINES
    ? null
    : { tokens, text: pretty }
}
