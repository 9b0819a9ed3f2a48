import htmlTags from 'html-tags'
import type MarkdownIt from 'markdown-it'
import htmlBlock from 'markdown-it/lib/rules_block/html_block.mjs'
import htmlInline from 'markdown-it/lib/rules_inline/html_inline.mjs'

// CommonMark lets a description hold raw HTML (spec.commonmark.org/0.31.2, sections 4.6 and
// 6.6), and descriptions use it: Stripe's are `<p>` paragraphs, others hold `<a>`, `<br>`,
// `<code>`, tables. Descriptions also write placeholders as tags (`<owner>`, `<name>`), which
// a browser would swallow as unknown elements: only what HTML defines (html-tags' list of its
// elements, comments and declarations) is read as HTML here, the rest stays text as it was.

const NAMES = new Set<string>(htmlTags)
const TAG = /^<\/?([A-Za-z][A-Za-z0-9-]*)/

/** Whether raw HTML starting `text` is HTML: a comment, a declaration or an element HTML defines. */
export function startsWithHtml(text: string): boolean {
  if (/^<[!?]/.test(text)) return true
  const name = TAG.exec(text)?.[1]
  return name !== undefined && NAMES.has(name.toLowerCase())
}

/** What `renderMarkdown` learns while rendering: whether any raw HTML went into the output. */
export interface RawHtmlEnv {
  rawHtml?: boolean
}

/**
 * Reads raw HTML in a markdown-it with `html: true` only where it is HTML (`startsWithHtml`),
 * and marks the render's env when some went into the output, for the sanitizer to clean.
 */
export function rawHtmlPlugin(md: MarkdownIt): void {
  md.block.ruler.at(
    'html_block',
    (state, startLine, endLine, silent) => {
      const start = state.bMarks[startLine]! + state.tShift[startLine]!
      if (!startsWithHtml(state.src.slice(start, start + 64))) return false
      const found = htmlBlock(state, startLine, endLine, silent)
      if (found && !silent) (state.env as RawHtmlEnv).rawHtml = true
      return found
    },
    // As markdown-it's own rule: an HTML block can interrupt these (lib/parser_block.mjs).
    { alt: ['paragraph', 'reference', 'blockquote'] },
  )
  md.inline.ruler.at('html_inline', (state, silent) => {
    if (!startsWithHtml(state.src.slice(state.pos, state.pos + 64))) return false
    const found = htmlInline(state, silent)
    if (found && !silent) (state.env as RawHtmlEnv).rawHtml = true
    return found
  })
}
