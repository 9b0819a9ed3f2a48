import MarkdownIt from 'markdown-it'
import { alertsPlugin } from './markdown-alerts'

// Descriptions come from spec authors and, through them, from anyone who can edit a spec: raw HTML
// in them is escaped (html: false) and markdown-it refuses javascript:, vbscript: and data: links
// (other than images), so the HTML made here is safe to insert into a page.
const md = new MarkdownIt({ html: false, linkify: true, typographer: false }).use(alertsPlugin)

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

/** Renders a description's CommonMark to HTML with every raw HTML tag escaped. */
export function renderMarkdown(text: string | undefined): string | undefined {
  if (typeof text !== 'string' || !text.trim()) return undefined
  let html = rendered.get(text)
  if (html === undefined) {
    if (rendered.size >= RENDERED_MAX) rendered.clear()
    rendered.set(text, (html = md.render(text).trim()))
  }
  return html
}

// Large descriptions repeat their descriptions ("Success", a shared parameter's) thousands of
// times; each is rendered once. The bound keeps a dev server's reloads from growing it forever.
const RENDERED_MAX = 50_000
const rendered = new Map<string, string>()
