// An operation page shows its examples as JSON text in its HTML, and its data (in the same HTML,
// shared/page-data-script.ts) held each of them again: on Microsoft Graph, whose examples are
// generated from large schemas, 3.3 KB of a page's 13 KB of data. A built page's data now says
// which code block of the HTML shows an example (`shownAt`) instead of holding its value, and the
// browser reads the value back from there before the page renders. Only JSON objects and lists
// are taken out: a string example is shown as it is, not as JSON.

/** The code blocks of examples and samples, in document order (ExampleBlock, CodeSamples). */
export const EXAMPLE_CODE = 'pre.vpad-example-code > code'

const CODE_BLOCK = /<pre class="vpad-example-code[^"]*"[^>]*>\s*<code[^>]*>([\s\S]*?)<\/code>/g

interface Example {
  name?: unknown
  value?: unknown
  shownAt?: number
}

/** What an HTML text node's character references stand for (the ones a server render writes). */
function unescapeText(html: string): string {
  return html.replace(/&(?:#(\d+)|#x([0-9a-f]+)|(amp|lt|gt|quot|apos));/gi, (_, dec, hex, name) =>
    dec || hex
      ? String.fromCodePoint(parseInt(dec ?? hex, dec ? 10 : 16))
      : { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }[(name as string).toLowerCase()]!,
  )
}

/**
 * Every list of examples in a page's data, wherever it is (responses, bodies, parameters,
 * callbacks…), but inside schemas, where `examples` is JSON Schema's keyword (plain values).
 */
function examplesIn(value: unknown, found: Example[][] = []): Example[][] {
  if (Array.isArray(value)) for (const item of value) examplesIn(item, found)
  else if (typeof value === 'object' && value !== null)
    for (const [key, item] of Object.entries(value)) {
      if (key === 'schema' || key === 'schemas') continue
      if (key === 'examples' && Array.isArray(item))
        found.push((item as Example[]).filter((example) => typeof example?.name === 'string'))
      else examplesIn(item, found)
    }
  return found
}

/**
 * A built page's data file text (`text`) without the JSON examples its HTML (`html`) shows as
 * code: each says the index of its code block instead (`EXAMPLE_CODE`). Unchanged when none is.
 */
export function withoutShownExamples(text: string, html: string): string {
  if (!text.includes('"examples"')) return text
  const shown = new Map<string, number>()
  let index = 0
  for (const match of html.matchAll(CODE_BLOCK)) {
    const code = unescapeText(match[1]!)
    if (!shown.has(code)) shown.set(code, index)
    index++
  }
  if (!shown.size) return text
  const file = JSON.parse(text) as { page?: unknown }
  let taken = 0
  for (const list of examplesIn(file.page))
    for (const example of list) {
      if (typeof example.value !== 'object' || example.value === null) continue
      const at = shown.get(JSON.stringify(example.value, null, 2))
      if (at === undefined) continue
      delete example.value
      example.shownAt = at
      taken++
    }
  return taken ? JSON.stringify(file) : text
}

/**
 * Puts back into a page's data the examples its HTML shows (`withoutShownExamples`), read from
 * the page's document. An example whose block is missing or not JSON stays without a value.
 */
export function examplesFromHtml(file: { page?: unknown }, page: ParentNode): void {
  const lists = examplesIn(file.page)
  if (!lists.some((list) => list.some((example) => example.shownAt !== undefined))) return
  const blocks = page.querySelectorAll(EXAMPLE_CODE)
  for (const list of lists)
    for (const example of list) {
      if (example.shownAt === undefined) continue
      const text = blocks[example.shownAt]?.textContent
      if (!text) continue
      try {
        example.value = JSON.parse(text) as unknown
        delete example.shownAt
      } catch {
        // Not the JSON it was written as: the example shows nothing rather than a wrong value.
      }
    }
}
