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
