// Descriptions of fields are plain text (never HTML: they may come from a spec), with one piece
// of Markdown kept: code spans between backticks (CommonMark 0.31, 6.1), so that "`true`: only
// active users" shows `true` as code instead of losing the marks.

/** A piece of a description: plain text, or the content of a code span. */
export interface TextPart {
  /** The characters shown. */
  text: string
  /** True for the content of a code span. */
  code: boolean
}

// A run of backticks, the shortest content, and a closing run of the same length.
const CODE_SPAN = /(`+)(?!`)([\s\S]*?[^`])\1(?!`)/g

/** Splits a description into text and code spans; a backtick without its pair stays text. */
export function inlineCodeParts(text: string): TextPart[] {
  const parts: TextPart[] = []
  let last = 0
  for (const match of text.matchAll(CODE_SPAN)) {
    if (match.index > last) parts.push({ text: text.slice(last, match.index), code: false })
    let code = match[2]!
    // CommonMark strips one space at each end when both are there: `` `a` `` shows `a`.
    if (/^ [\s\S]* $/.test(code) && code.trim()) code = code.slice(1, -1)
    parts.push({ text: code, code: true })
    last = match.index + match[0].length
  }
  if (last < text.length) parts.push({ text: text.slice(last), code: false })
  return parts
}
