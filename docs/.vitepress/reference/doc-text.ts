import type { DocText } from './model'

/**
 * TSDoc as paragraphs of text and `code` spans. Only backtick spans are recognised: that is all
 * the packages' TSDoc uses, and the pages render the segments as text, so no markup in a comment
 * can become HTML.
 */
export function toDocText(text: string): DocText {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .map((paragraph) =>
      paragraph
        .split(/(`[^`]+`)/)
        .filter(Boolean)
        .map((part) =>
          part.length > 2 && part.startsWith('`') && part.endsWith('`')
            ? { text: part.slice(1, -1), code: true as const }
            : { text: part },
        ),
    )
}

/** The plain text of a DocText (for tests and search). */
export function docTextToString(doc: DocText): string {
  return doc.map((paragraph) => paragraph.map((segment) => segment.text).join('')).join('\n\n')
}
