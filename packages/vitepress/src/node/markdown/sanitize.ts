import { createRequire } from 'node:module'
import type sanitizeHtml from 'sanitize-html'
import { ALERTS } from './alerts'

// Raw HTML of descriptions is cleaned at build time with sanitize-html, an allow-list sanitizer
// on htmlparser2. DOMPurify was the other candidate; in Node it needs a DOM: with jsdom it took
// 13 s for Stripe's 3,416 distinct descriptions where sanitize-html took 1.3 s, and jsdom
// (4.5 MB) loads in 1.9 s against 0.25 s. Only what is listed below is kept: every other
// element goes (its text stays, unless it is one whose content is code or a document of its
// own), every other attribute goes (event handlers, `style`, `id`, `name`), and links and images
// keep only web, mail and phone URLs (no `javascript:`, no `data:`).

const TABLE_CELL = ['colspan', 'rowspan', 'align', 'style']
const ALIGN = { 'text-align': [/^(?:left|right|center)$/] }

const POLICY: sanitizeHtml.IOptions = {
  allowedTags: [
    // text
    ...'p br hr div span blockquote pre code kbd samp var h1 h2 h3 h4 h5 h6'.split(' '),
    ...'a img em strong i b u s del ins strike mark small sub sup abbr cite q dfn wbr'.split(' '),
    ...'details summary figure figcaption'.split(' '),
    // lists and tables
    ...'ul ol li dl dt dd'.split(' '),
    ...'table caption colgroup col thead tbody tfoot tr th td'.split(' '),
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    abbr: ['title'],
    ol: ['start', 'type', 'reversed'],
    li: ['value'],
    col: ['span'],
    colgroup: ['span'],
    details: ['open'],
    th: [...TABLE_CELL, 'scope'],
    td: TABLE_CELL,
    // What markdown-it itself writes: a fence's language, GitHub alerts (./alerts.ts).
    code: ['class'],
    div: ['class'],
    p: ['class'],
  },
  allowedClasses: {
    code: ['language-*'],
    div: [...ALERTS, 'custom-block', 'github-alert'],
    p: ['custom-block-title'],
  },
  // The alignment of a table's columns (markdown-it writes it for `|:--:|`); no other style, so
  // nothing placed or sized out of its box.
  allowedStyles: { th: ALIGN, td: ALIGN },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  disallowedTagsMode: 'discard',
  // Elements whose content goes with them: code, and documents of their own (SVG, MathML,
  // templates, frames), whose parsing differs from HTML's and lends itself to mutation tricks.
  nonTextTags: [
    ...'script style textarea option xmp noscript noembed noframes'.split(' '),
    ...'iframe object embed template svg math select title head'.split(' '),
  ],
  // An image whose URL was refused shows nothing: it goes.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
  transformTags: {
    // As markdown-it's links (../markdown.ts): a web link opens a new tab without its opener.
    a: (tagName, attribs) => {
      const rest = { ...attribs }
      delete rest.target
      delete rest.rel
      const web = /^\s*(?:https?:)?\/\//i.test(rest.href ?? '')
      return {
        tagName,
        attribs: web ? { ...rest, target: '_blank', rel: 'noreferrer noopener' } : rest,
      }
    },
  },
}

// Loaded when a description first holds raw HTML: with postcss, it takes a quarter of a second,
// which a build of Markdown-only descriptions (GitHub's) never needs to spend.
let sanitizer: typeof sanitizeHtml | undefined
const load = () =>
  (sanitizer ??= createRequire(import.meta.url)('sanitize-html') as typeof sanitizeHtml)

/** The HTML of a rendered description with only what the policy above allows. */
export function sanitizeDescription(html: string): string {
  return load()(html, POLICY)
}
