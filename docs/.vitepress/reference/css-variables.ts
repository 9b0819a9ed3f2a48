import { toDocText } from './doc-text'
import type { CssVariable } from './model'

/** The custom properties a stylesheet declares (`--vap-*: ...`), in order, once each. */
export function declaredVariables(css: string): string[] {
  const names = [...css.matchAll(/(--vap-[\w-]+)\s*:/g)].map((match) => match[1]!)
  return [...new Set(names)]
}

/**
 * The rows of the styles README's variables table: `| \`--vap-x\` | used for | light | dark |`.
 * The README is where each variable is explained; the test checks it against the stylesheet.
 */
export function readmeVariables(markdown: string): CssVariable[] {
  const rows: CssVariable[] = []
  for (const line of markdown.split('\n')) {
    const cells = line.split('|').map((cell) => cell.trim())
    // A row is `| a | b | c | d |`: empty strings before the first and after the last pipe.
    if (cells.length !== 6) continue
    const name = /^`(--vap-[\w-]+)`$/.exec(cells[1]!)?.[1]
    if (!name) continue
    rows.push({
      name,
      usedFor: toDocText(cells[2]!),
      light: toDocText(cells[3]!),
      dark: toDocText(cells[4]!),
    })
  }
  return rows
}
