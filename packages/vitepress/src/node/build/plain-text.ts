// Vue's server render escapes `"` and `'` in text as `&quot;` and `&#39;` (its `escapeHtml`
// serves attribute values and text alike), where HTML needs neither escaped (HTML Living
// Standard, 13.1.3 "Text": only `<` and an ambiguous `&` matter). A generated page's examples are
// JSON, all quotes: on GitHub's API the entities were 1.9 KB of each page's HTML. The browser
// parses either spelling into the same text, so hydration sees no difference. Likewise the
// placeholder of a `v-if` that is false, `<!--v-if-->` as a development build of a template
// writes it: Vue's hydration checks that a comment is there, not what it says
// (runtime-core/src/hydration.ts, `case Comment`), and its production builds write `<!---->`.

const ENTITIES = /&quot;|&#39;/g
const CHARACTERS: Record<string, string> = { '&quot;': '"', '&#39;': "'" }

const V_IF = '<!--v-if-->'

/** Elements whose content is no markup and is left as it is. */
const RAW = /^<(script|style)[\s>]/i

/**
 * `html` with `&quot;` and `&#39;` written as `"` and `'` in its text and `<!--v-if-->` as
 * `<!---->`, from offset `from` on; tags (their attribute values quoted or not), other comments
 * and the content of `script` and `style` are left as they are.
 */
export function plainQuotes(html: string, from = 0): string {
  const parts: string[] = [html.slice(0, from)]
  let at = from
  while (at < html.length) {
    const open = html.indexOf('<', at)
    const text = html.slice(at, open < 0 ? html.length : open)
    parts.push(text.includes('&') ? text.replace(ENTITIES, (entity) => CHARACTERS[entity]!) : text)
    if (open < 0) break
    const end = markupEnd(html, open)
    parts.push(
      end - open === V_IF.length && html.startsWith(V_IF, open) ? '<!---->' : html.slice(open, end),
    )
    at = end
  }
  return parts.join('')
}

/** Where the markup opening at `open` (a tag, a comment, a raw text element) ends. */
function markupEnd(html: string, open: number): number {
  if (html.startsWith('<!--', open)) {
    const close = html.indexOf('-->', open + 4)
    return close < 0 ? html.length : close + 3
  }
  let at = open + 1
  let quote = ''
  for (; at < html.length; at++) {
    const char = html[at]
    if (quote) {
      if (char === quote) quote = ''
    } else if (char === '"' || char === "'") quote = char
    else if (char === '>') break
  }
  const tagEnd = Math.min(at + 1, html.length)
  const raw = RAW.exec(html.slice(open, open + 8))
  if (!raw) return tagEnd
  const close = html.toLowerCase().indexOf(`</${raw[1]!.toLowerCase()}`, tagEnd)
  return close < 0 ? html.length : close
}
