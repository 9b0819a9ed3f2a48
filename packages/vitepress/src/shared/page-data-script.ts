// A built generated page carries its data in its HTML, in a JSON script element, rather than in a
// file of its own beside it: one file less a page (hosts count files: Cloudflare Pages takes
// 20,000 a site on its free plan). The first page a reader opens reads it from the document; a
// page the router loads next fetches that page's HTML and reads it from there
// (client/pages-store.ts). The node side writes it (node/vitepress/page-map.ts).

/** The `id` of the script element that holds a page's data. */
export const PAGE_DATA_ELEMENT = 'vpad-page-data'

const OPEN = `<script type="application/json" id="${PAGE_DATA_ELEMENT}" data-page="`

/**
 * The script element holding a data file's text (`text`, JSON) for the page `page` (how the
 * page's module names it). In a script element the HTML parser ends at `</script` and treats
 * `<!--` apart (HTML Living Standard, 4.12.1.3 "Restrictions for contents of script elements"):
 * both are escaped as JSON allows (`<\/`, `\u003c!--`), which `JSON.parse` reads back the same.
 */
export function pageDataScript(text: string, page: string): string {
  const safe = text.replace(/<\//g, '<\\/').replace(/<!--/g, '\\u003c!--')
  return `${OPEN}${escapeAttribute(page)}">${safe}</script>`
}

/** The data file's text a page's HTML carries for `page`; undefined if it carries none. */
export function pageDataOfHtml(html: string, page: string): string | undefined {
  const start = html.indexOf(`${OPEN}${escapeAttribute(page)}">`)
  if (start < 0) return undefined
  const from = html.indexOf('>', start + OPEN.length) + 1
  const end = html.indexOf('</script>', from)
  return end < 0 ? undefined : html.slice(from, end)
}

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')

/** The code element of a schema page's example, as SchemaView and ExampleBlock render it. */
export const SCHEMA_EXAMPLE_CODE =
  'article.vpad-schema-page > .vpad-example > .vpad-example-code > code'

interface DataFileShape {
  page?: { apiDocsPage?: string; data?: { example?: unknown; exampleInHtml?: true } }
}

/**
 * A schema page's data file text without the example its HTML shows (a generated example, an
 * object or a list, is the largest part of GitHub's schema pages' data, and the same JSON is in
 * the page as text): `exampleInHtml` says the client reads it back from there
 * (`exampleFromHtml`). Any other page's text is returned as it is.
 */
export function withoutShownExample(text: string): string {
  if (!text.includes('"apiDocsPage":"schema"')) return text
  const file = JSON.parse(text) as DataFileShape
  const data = file.page?.apiDocsPage === 'schema' ? file.page.data : undefined
  if (!data || typeof data.example !== 'object' || data.example === null) return text
  delete data.example
  data.exampleInHtml = true
  return JSON.stringify(file)
}

/**
 * Puts back into a schema page's data the example its HTML shows (`withoutShownExample`), read
 * from the page's document; the data is left as it is when the document has none.
 */
export function exampleFromHtml(file: unknown, page: ParentNode): void {
  const data = (file as DataFileShape).page?.data
  if (!data?.exampleInHtml) return
  const text = page.querySelector(SCHEMA_EXAMPLE_CODE)?.textContent
  if (!text) return
  try {
    data.example = JSON.parse(text) as unknown
    delete data.exampleInHtml
  } catch {
    // Not the JSON it was written as: the page shows no example rather than a wrong one.
  }
}
