// Vue's server render escapes `"` and `'` in text as `&quot;` and `&#39;` (its `escapeHtml`
// serves attribute values and text alike), where HTML needs neither escaped (HTML Living
// Standard, 13.1.3 "Text": only `<` and an ambiguous `&` matter). A generated page's examples are
// JSON, all quotes: on GitHub's API the entities were 1.9 KB of each page's HTML. The browser
// parses either spelling into the same text, so hydration sees no difference. Likewise the
// placeholder of a `v-if` that is false, `<!--v-if-->` as a development build of a template
// writes it: Vue's hydration checks that a comment is there, not what it says
// (runtime-core/src/hydration.ts, `case Comment`), and its production builds write `<!---->`.

const V_IF = '<!--v-if-->'

/** Elements whose content is no markup and is left as it is. */
const RAW = /^<(script|style)[\s>]/i

/**
 * `html` with `&quot;` and `&#39;` written as `"` and `'` in its text and `<!--v-if-->` as
 * `<!---->`, from offset `from` on; tags (their attribute values quoted or not), other comments
 * and the content of `script` and `style` are left as they are.
 */
export function plainQuotes(html: string, from = 0): string {
  // Only what changes is cut out: the rest is copied in runs between changes, not tag by tag
  // (a page has about a thousand tags, a large build tens of thousands of pages).
  const parts: string[] = []
  let copied = 0
  const change = (start: number, end: number, to: string) => {
    parts.push(html.slice(copied, start), to)
    copied = end
  }
  let amp = html.indexOf('&', from)
  let at = from
  while (at < html.length) {
    const open = html.indexOf('<', at)
    const textEnd = open < 0 ? html.length : open
    if (amp >= 0 && amp < at) amp = html.indexOf('&', at)
    while (amp >= 0 && amp < textEnd) {
      if (html.startsWith('&quot;', amp)) change(amp, amp + 6, '"')
      else if (html.startsWith('&#39;', amp)) change(amp, amp + 5, "'")
      amp = html.indexOf('&', amp + 1)
    }
    if (open < 0) break
    const end = markupEnd(html, open)
    if (end - open === V_IF.length && html.startsWith(V_IF, open)) change(open, end, '<!---->')
    at = end
  }
  if (!parts.length) return html
  parts.push(html.slice(copied))
  return parts.join('')
}

/** Where the markup opening at `open` (a tag, a comment, a raw text element) ends. */
function markupEnd(html: string, open: number): number {
  if (html.startsWith('<!--', open)) {
    const close = html.indexOf('-->', open + 4)
    return close < 0 ? html.length : close + 3
  }
  // Character codes, not one-character strings: this runs over every tag of tens of thousands
  // of pages in a large build.
  let at = open + 1
  let quote = 0
  for (; at < html.length; at++) {
    const code = html.charCodeAt(at)
    if (quote) {
      if (code === quote) quote = 0
    } else if (code === 34 || code === 39) quote = code
    else if (code === 62) break
  }
  const tagEnd = Math.min(at + 1, html.length)
  // Only `<s…` can open `script` or `style`.
  if ((html.charCodeAt(open + 1) | 32) !== 115) return tagEnd
  const raw = RAW.exec(html.slice(open, open + 8))
  if (!raw) return tagEnd
  // Found from the tag on, in any case, without a lowercase copy of the whole page each time.
  const closing = new RegExp(`</${raw[1]!}`, 'gi')
  closing.lastIndex = tagEnd
  const close = closing.exec(html)
  return close ? close.index : html.length
}
