import type { SpecModel } from '../model/spec'
import { htmlToMarkdown } from './html-markdown'
import { code, escapeLine, escapeText, heading } from './markdown-text'
import type { TwinPage } from './twins'

/** A spec's full text as the build wrote it: its files' URLs, or left out for its size. */
export type FullText = { urls: string[] } | { leftOut: number }

// llms.txt as llmstxt.org describes it: an H1 with the site's name, a blockquote summary, then
// H2 sections of "- [name](url): notes" links. Here a section per spec (its label and version)
// links every operation's Markdown twin, and a section of its own its webhooks' (requests the API
// sends, which a reader must not take for endpoints to call); the schemas go under "Optional",
// which a reader short of room may skip.

/** What `llms.txt` says about the site itself. */
export interface SiteSummary {
  title: string
  description?: string
}

const link = (page: TwinPage) =>
  `- [${escapeText(page.title)}](${page.url}): ${escapeText(page.note)}`

/** The first paragraph of a description (not a heading or a list), as Markdown. */
function firstParagraph(html: string | undefined): string {
  const paragraph = html && /<p>[\s\S]*?<\/p>/.exec(html)?.[0]
  return paragraph ? htmlToMarkdown(paragraph) : ''
}

/**
 * `llms.txt`: the site, each spec with its label and version, a link per operation twin, and
 * its webhooks' twins in a section of their own.
 */
export function llmsTxt(
  site: SiteSummary,
  specs: { model: SpecModel; pages: TwinPage[] }[],
  full: ReadonlyMap<string, FullText> = new Map(),
): string {
  const out = [heading(1, site.title)]
  if (site.description) out.push(`> ${escapeLine(site.description)}`)
  out.push(
    `API reference generated from ${specs.length === 1 ? 'one OpenAPI description' : `${specs.length} OpenAPI descriptions`}. Every page listed here is plain Markdown; the same page without \`.md\` is its HTML version.`,
  )
  for (const { model, pages } of specs) {
    const label = model.ref.label
    out.push(heading(2, model.version ? `${label} (version ${model.version})` : label))
    const about = [
      model.ref.label === model.title ? '' : `${escapeText(model.title)}.`,
      firstParagraph(model.description),
    ]
      .filter(Boolean)
      .join(' ')
    if (about) out.push(about)
    const text = full.get(model.ref.name)
    if (text && 'urls' in text) out.push(fullTextLinks(label, text.urls))
    const operations = pages.filter((page) => page.kind === 'operation')
    const webhooks = pages.filter((page) => page.kind === 'webhook')
    if (operations.length) out.push(operations.map(link).join('\n'))
    else out.push(webhooks.length ? 'No operations; its webhooks follow.' : 'No operations.')
    if (webhooks.length) {
      out.push(
        heading(2, `Webhooks of ${label}`),
        `Requests that ${escapeText(label)} sends to a URL its user registers, not endpoints to call. Each page says what the request carries (its payload and headers) and which responses are expected back.`,
        webhooks.map(link).join('\n'),
      )
    }
  }
  const schemas = specs.flatMap(({ pages }) => pages.filter((page) => page.kind === 'schema'))
  if (schemas.length) out.push('## Optional', schemas.map(link).join('\n'))
  return out.join('\n\n') + '\n'
}

/** The links to a spec's full text: one file, or its parts in order. */
function fullTextLinks(label: string, urls: readonly string[]): string {
  const note = `every page of ${escapeText(label)} below, in Markdown`
  if (urls.length === 1) return `- [Full text](${urls[0]}): ${note}, in one file`
  return urls
    .map((url, i) => `- [Full text, part ${i + 1} of ${urls.length}](${url}): ${note}, in parts`)
    .join('\n')
}

/**
 * The heading of part `n` (from 1) of a spec's full text: the site's as in `llms.txt`, then
 * the spec's label (and, after the first part, the part's number).
 */
export function llmsFullHead(site: SiteSummary, label: string, n = 1): string {
  const head = [heading(1, site.title)]
  if (site.description) head.push(`> ${escapeLine(site.description)}`)
  head.push(heading(2, n > 1 ? `${label}, part ${n}` : label))
  return head.join('\n\n') + '\n'
}

/** One page of `llms-full.txt`: a rule, the twin's URL, the twin. */
export function llmsFullPart(url: string, markdown: string): string {
  return `\n---\n\nSource: ${code(url)}\n\n${markdown}`
}
