import { code, codeBlock, escapeLineStarts, escapeText, indent } from './markdown-text'

// The model keeps descriptions as the HTML that markdown-it made of them (src/node/markdown/render.ts,
// raw HTML sanitized to an allow-list: ../html/sanitize.ts), so that is what the Markdown twins
// start from. That HTML is a closed set of tags, balanced, with escaped text and attributes, so
// a tokenizer of a few lines reads it; a general
// converter (turndown, on a DOM) took 10 s for the 5,122 distinct descriptions of GitHub's
// REST API on this project's build machine, more than the whole twin budget.

interface Element {
  tag: string
  attrs: Record<string, string>
  children: Node[]
}
type Node = Element | string

const TOKEN = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)([^>]*)>|[^<]+|</g
const ATTRIBUTE = /([a-zA-Z-:]+)(?:="([^"]*)")?/g
const VOID = new Set(['br', 'hr', 'img', 'input'])
const BLOCK = new Set([
  'p',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'li',
  'pre',
  'blockquote',
  'hr',
  'table',
  'div',
  // Allowed in a description's own HTML (../html/sanitize.ts).
  'dl',
  'dt',
  'dd',
  'details',
  'summary',
  'figure',
  'figcaption',
  'caption',
])

/** The text of HTML character references: markdown-it writes `&amp;`, `&lt;`, `&gt;`, `&quot;`. */
function decode(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (_, name: string) => {
    const lower = name.toLowerCase()
    if (lower[0] === '#')
      return String.fromCodePoint(
        lower[1] === 'x' ? parseInt(lower.slice(2), 16) : parseInt(lower.slice(1), 10),
      )
    return { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }[lower] ?? ''
  })
}

function parse(html: string): Node[] {
  const root: Element = { tag: '', attrs: {}, children: [] }
  const stack = [root]
  for (const match of html.matchAll(TOKEN)) {
    const parent = stack[stack.length - 1]!
    const [whole, closing, name, rest] = match
    if (!name) {
      parent.children.push(decode(whole))
      continue
    }
    const tag = name.toLowerCase()
    if (closing) {
      const at = stack.findLastIndex((element) => element.tag === tag)
      if (at > 0) stack.length = at
      continue
    }
    const attrs: Record<string, string> = {}
    for (const [, key, value] of (rest ?? '').matchAll(ATTRIBUTE))
      attrs[key!.toLowerCase()] = decode(value ?? '')
    const element: Element = { tag, attrs, children: [] }
    parent.children.push(element)
    if (!VOID.has(tag) && !rest?.endsWith('/')) stack.push(element)
  }
  return root.children
}

const isBlock = (node: Node): boolean => typeof node !== 'string' && BLOCK.has(node.tag)
const textOf = (node: Node): string =>
  typeof node === 'string' ? node : node.children.map(textOf).join('')

/** A link destination as CommonMark reads it: parentheses and spaces escaped or encoded. */
const destination = (url: string) => url.replace(/[()\\]/g, '\\$&').replace(/ /g, '%20')
const title = (text: string | undefined) => (text ? ` "${text.replace(/["\\]/g, '\\$&')}"` : '')

function inline(nodes: Node[]): string {
  let out = ''
  for (const node of nodes) {
    if (typeof node === 'string') {
      // The line break of a description's own `<br>\n` is the hard break's: one, not a space.
      const text = escapeText(node)
      out += out.endsWith('\\\n') ? text.trimStart() : text
      continue
    }
    const inner = () => inline(node.children)
    switch (node.tag) {
      case 'em':
      case 'i':
      case 'strong':
      case 'b': {
        // `*` works inside words; `_` where `*` would run into the inner text's own `*`.
        const text = inner()
        if (!text) break
        const mark = /^\*|\*$/.test(text) ? '_' : '*'
        const delimiter = node.tag === 'em' || node.tag === 'i' ? mark : mark + mark
        out += `${delimiter}${text}${delimiter}`
        break
      }
      case 's':
      case 'del':
      case 'strike':
        out += `~~${inner()}~~`
        break
      case 'code':
      case 'kbd':
      case 'samp':
        out += code(textOf(node))
        break
      case 'br':
        out += '\\\n'
        break
      case 'a':
        // An anchor without a link (its URL refused by the sanitizer) is its text.
        out +=
          node.attrs.href === undefined
            ? inner()
            : `[${inner()}](${destination(node.attrs.href)}${title(node.attrs.title)})`
        break
      case 'img':
        if (node.attrs.src !== undefined)
          out += `![${escapeText(node.attrs.alt ?? '')}](${destination(node.attrs.src)}${title(node.attrs.title)})`
        break
      default:
        out += inner()
    }
  }
  return out.trim()
}

function listItem(item: Element, marker: string, loose: boolean): string {
  const body = blocks(item.children, loose ? '\n\n' : '\n')
  return marker + indent(body, marker.length).slice(marker.length)
}

function table(node: Element): string {
  const rows: Element[] = []
  const visit = (element: Element) => {
    for (const child of element.children) {
      if (typeof child === 'string') continue
      if (child.tag === 'tr') rows.push(child)
      else visit(child)
    }
  }
  visit(node)
  const cells = (row: Element) =>
    row.children.filter((c): c is Element => typeof c !== 'string' && /^t[hd]$/.test(c.tag))
  const [head, ...body] = rows
  if (!head) return ''
  const align = cells(head).map((cell) => {
    const side = /text-align:\s*(left|right|center)/.exec(cell.attrs.style ?? '')?.[1]
    return side === 'left'
      ? ':---'
      : side === 'right'
        ? '---:'
        : side === 'center'
          ? ':---:'
          : '---'
  })
  // A cell is one line: a hard break in it (a description's `<br>`) reads as a space.
  const line = (row: Element) =>
    `| ${cells(row)
      .map((cell) => inline(cell.children).replace(/\\\n/g, ' '))
      .join(' | ')} |`
  return [line(head), `| ${align.join(' | ')} |`, ...body.map(line)].join('\n')
}

/** Text as the content of a blockquote. */
const quoted = (text: string) =>
  text
    .split('\n')
    .map((line) => (line ? `> ${line}` : '>'))
    .join('\n')

function block(node: Element, second = false): string {
  switch (node.tag) {
    case 'h1':
    case 'h2':
    case 'h3':
    case 'h4':
    case 'h5':
    case 'h6':
      return `${'#'.repeat(Number(node.tag[1]))} ${inline(node.children)}`
    case 'p':
      return escapeLineStarts(inline(node.children))
    case 'hr':
      return '---'
    case 'dt':
    case 'summary': {
      // A term, or the title of a `<details>`, as a strong line of its own.
      const text = inline(node.children)
      return text && escapeLineStarts(`**${text}**`)
    }
    case 'caption':
    case 'figcaption':
      return escapeLineStarts(inline(node.children))
    case 'pre': {
      const inner = node.children.find((c): c is Element => typeof c !== 'string')
      const language = /language-([^\s`]+)/.exec(inner?.attrs.class ?? '')?.[1] ?? ''
      return codeBlock(textOf(node), language)
    }
    case 'blockquote':
      return quoted(blocks(node.children))
    case 'div': {
      // A GitHub alert (../markdown/alerts.ts): its marker, then its blocks after the title.
      const kind = /^(\w+) custom-block github-alert$/.exec(node.attrs.class ?? '')?.[1]
      if (!kind) return blocks(node.children)
      const body = node.children.filter(
        (child) => typeof child === 'string' || child.attrs.class !== 'custom-block-title',
      )
      return quoted([`[!${kind.toUpperCase()}]`, blocks(body)].filter(Boolean).join('\n'))
    }
    case 'ul':
    case 'ol': {
      const items = node.children.filter((c): c is Element => typeof c !== 'string')
      // markdown-it leaves out the <p> of a tight list's items.
      const loose = items.some((item) =>
        item.children.some((c) => typeof c !== 'string' && c.tag === 'p'),
      )
      let number = Number(node.attrs.start ?? 1)
      return items
        .map((item) =>
          listItem(
            item,
            node.tag === 'ol' ? `${number++}${second ? ')' : '.'} ` : second ? '* ' : '- ',
            loose,
          ),
        )
        .join(loose ? '\n\n' : '\n')
    }
    case 'table':
      return table(node)
    default:
      return blocks(node.children)
  }
}

function blocks(nodes: Node[], separator = '\n\n'): string {
  const out: string[] = []
  let previous = ''
  let previousSecond = false
  let run: Node[] = []
  const flush = () => {
    // Text that starts a line (a list item's, or after a hard break) must not start a block.
    const text = escapeLineStarts(inline(run))
    if (text) {
      out.push(text)
      previous = ''
    }
    run = []
  }
  for (const node of nodes) {
    if (isBlock(node)) {
      flush()
      // A list right after another of its kind takes the other marker, or the two would join.
      const element = node as Element
      const second = (element.tag === 'ul' || element.tag === 'ol') && previous === element.tag
      const text = block(element, second && !previousSecond)
      previousSecond = second && !previousSecond
      previous = element.tag
      if (text) out.push(text)
    } else run.push(node)
  }
  flush()
  return out.join(separator)
}

const cache = new Map<string, string>()

/**
 * The Markdown of a description that the plugin rendered to HTML: the same structure, with
 * every character of its text shown as text (raw HTML in the description stays text).
 */
export function htmlToMarkdown(html: string): string {
  let markdown = cache.get(html)
  if (markdown === undefined) {
    markdown = blocks(parse(html))
    // Descriptions repeat across operations (GitHub's `per_page` is on hundreds of them).
    if (cache.size > 20_000) cache.clear()
    cache.set(html, markdown)
  }
  return markdown
}
