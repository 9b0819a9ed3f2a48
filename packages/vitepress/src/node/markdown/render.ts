import MarkdownIt from 'markdown-it'
import { rawHtmlPlugin, type RawHtmlEnv } from './raw-html'
import { sanitizeDescription } from './sanitize'
import { alertsPlugin } from './alerts'

// Descriptions come from spec authors and, through them, from anyone who can edit a spec. Their
// raw HTML is read as CommonMark reads it (./html/raw-html.ts), and a description that holds
// some is sanitized (./html/sanitize.ts). Without raw HTML, the output is markdown-it's own, with
// text escaped and javascript:, vbscript: and data: links refused (other than images). Either
// way the HTML made here is safe to insert into a page.
const md = new MarkdownIt({ html: true, linkify: true, typographer: false })
  .use(rawHtmlPlugin)
  .use(alertsPlugin)

// External links open in a new tab without handing the opener to the other site.
const defaultLinkOpen =
  md.renderer.rules.link_open ??
  ((tokens, i, options, _env, self) => self.renderToken(tokens, i, options))
md.renderer.rules.link_open = (tokens, i, options, env, self) => {
  const href = tokens[i]!.attrGet('href') ?? ''
  if (/^https?:\/\//i.test(href)) {
    tokens[i]!.attrSet('target', '_blank')
    tokens[i]!.attrSet('rel', 'noreferrer noopener')
  }
  return defaultLinkOpen(tokens, i, options, env, self)
}

/** Renders a description's CommonMark to HTML, its raw HTML sanitized. */
export function renderMarkdown(text: string | undefined): string | undefined {
  if (typeof text !== 'string' || !text.trim()) return undefined
  let html = rendered.get(text)
  if (html === undefined) {
    if (rendered.size >= RENDERED_MAX) rendered.clear()
    const env: RawHtmlEnv = {}
    html = md.render(text, env).trim()
    // The sanitizer runs on what holds raw HTML only: GitHub's 5,122 distinct descriptions are
    // Markdown, and their HTML stays as markdown-it writes it.
    if (env.rawHtml) html = sanitizeDescription(html).trim()
    rendered.set(text, html)
  }
  return html
}

// Large descriptions repeat their descriptions ("Success", a shared parameter's) thousands of
// times; each is rendered once. The bound keeps a dev server's reloads from growing it forever.
const RENDERED_MAX = 50_000
const rendered = new Map<string, string>()
