import type MarkdownIt from 'markdown-it'

// GitHub's alerts in descriptions (GitHub's REST API description has hundreds): a blockquote
// whose first line is `[!NOTE]`, `[!TIP]`, `[!IMPORTANT]`, `[!WARNING]` or `[!CAUTION]`
// (https://docs.github.com/en/get-started/writing-on-github/getting-started-with-writing-and-formatting-on-github/basic-writing-and-formatting-syntax#alerts).
// Rendered with the classes of VitePress's own custom blocks (its theme's `custom-block.css`),
// so they read as the site's Markdown reads them. Any other blockquote stays one.

/** The kinds of alert, as GitHub names them. */
export const ALERTS = ['note', 'tip', 'important', 'warning', 'caution'] as const

const MARKER = /^\[!(note|tip|important|warning|caution)\][ \t]*(?:\n|$)/i

/** Adds GitHub's alerts to a markdown-it renderer. */
export function alertsPlugin(md: MarkdownIt): void {
  md.core.ruler.after('block', 'github-alerts', (state) => {
    const tokens = state.tokens
    for (let i = 0; i < tokens.length; i++) {
      const open = tokens[i]!
      if (open.type !== 'blockquote_open') continue
      // The quote's first paragraph, which must start with the marker.
      const first = tokens[i + 1]
      const inline = tokens[i + 2]
      if (first?.type !== 'paragraph_open' || inline?.type !== 'inline') continue
      const marker = MARKER.exec(inline.content)
      if (!marker) continue
      let close = i + 1
      while (tokens[close]!.type !== 'blockquote_close' || tokens[close]!.level !== open.level)
        close++
      const kind = marker[1]!.toLowerCase()
      // Before markdown-it parses the inline content: the marker is not left as text.
      inline.content = inline.content.slice(marker[0].length)
      open.type = 'github_alert_open'
      open.tag = 'div'
      open.meta = { kind }
      tokens[close]!.type = 'github_alert_close'
      tokens[close]!.tag = 'div'
      // A marker alone in its paragraph leaves the paragraph empty: it goes.
      if (!inline.content.trim()) tokens.splice(i + 1, 3)
    }
  })
  md.renderer.rules.github_alert_open = (tokens, i) => {
    const kind = (tokens[i]!.meta as { kind: string }).kind
    return `<div class="${kind} custom-block github-alert"><p class="custom-block-title">${kind.toUpperCase()}</p>\n`
  }
  md.renderer.rules.github_alert_close = () => '</div>\n'
}
