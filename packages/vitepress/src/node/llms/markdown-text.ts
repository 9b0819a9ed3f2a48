// Text from a description written into Markdown as text: whatever it holds, a reader (or a
// Markdown renderer) sees the same characters, never markup. Backslash escapes of ASCII
// punctuation and code spans follow CommonMark 0.31 (spec.commonmark.org, sections 2.4 and 6.1).

/** Characters that start or end inline markup anywhere in a line, HTML included. */
const INLINE = /[\\`*_[\]<>|~]/g
/** `&` that would read as a character reference (`&amp;`, `&#60;`). */
const REFERENCE = /&(?=#?[0-9A-Za-z]+;)/g

/**
 * Inline Markdown that shows `text` as it is: line breaks become spaces, and every character
 * that could start inline markup or raw HTML is escaped.
 */
export function escapeText(text: string): string {
  return text
    .replace(/\s*[\r\n]+\s*/g, ' ')
    .replace(INLINE, '\\$&')
    .replace(REFERENCE, '\\&')
}

/** Markdown whose lines start with `#`, `-`, `+`, `=` or `1.` as text, not as a block. */
export function escapeLineStarts(markdown: string): string {
  return markdown.replace(/^(\s*)([#+=-])/gm, '$1\\$2').replace(/^(\s*\d+)([.)])/gm, '$1\\$2')
}

/** `escapeText` for text that starts a line, where `#`, `-`, `+`, `=` or `1.` make a block. */
export function escapeLine(text: string): string {
  return escapeLineStarts(escapeText(text))
}

/** An ATX heading of `text`; a closing run of `#` would be read as the heading's end. */
export function heading(level: number, text: string): string {
  return `${'#'.repeat(level)} ${escapeText(text).replace(/#+$/, (hashes) => hashes.replace(/#/g, '\\#'))}`
}

/** A code span that holds `text` exactly, whatever backticks it contains, on one line. */
export function code(text: string): string {
  const flat = text.replace(/\r\n|[\r\n]/g, ' ')
  if (!flat) return '` `'
  const longest = longestRun(flat)
  const fence = '`'.repeat(longest + 1)
  // One space each side is stripped by the reader when both are there (CommonMark 6.1).
  const pad = /^`|`$/.test(flat) || (/^ [\s\S]* $/.test(flat) && flat.trim() !== '') ? ' ' : ''
  return `${fence}${pad}${flat}${pad}${fence}`
}

/** A fenced code block holding `text` exactly, with a fence longer than any run inside it. */
export function codeBlock(text: string, language = ''): string {
  const fence = '`'.repeat(Math.max(3, longestRun(text) + 1))
  // The block's text ends with a line break, unless it is empty (CommonMark 4.5).
  return `${fence}${language}\n${text}${text && !text.endsWith('\n') ? '\n' : ''}${fence}`
}

/** Lines of `block` indented by `spaces`, blank lines left blank (for list item contents). */
export function indent(block: string, spaces: number): string {
  const pad = ' '.repeat(spaces)
  return block
    .split('\n')
    .map((line) => (line ? pad + line : line))
    .join('\n')
}

/** Length of the longest run of backticks in `text`. */
function longestRun(text: string): number {
  let longest = 0
  for (const run of text.matchAll(/`+/g)) longest = Math.max(longest, run[0].length)
  return longest
}
