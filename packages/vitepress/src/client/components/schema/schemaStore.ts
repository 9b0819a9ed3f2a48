import { reactive } from 'vue'
import { withBase } from 'vitepress'
import type { SchemaNode, SchemaPageData } from '../../../shared/model'
import type { GeneratedPageData } from '../../../shared/page'
import { PAGE_DATA_ELEMENT } from '../../../shared/page-data-script'

// A built page carries in full only the component schemas it shows open; the others come in
// summary (node/pages/schema-summaries.ts). The whole schema is on its own page, in the data its
// HTML carries (shared/page-data-script.ts): opened in a tree, or needed whole by the Mock or a
// generated example, it is fetched from there, once a page load.

/** The schemas and links of one page, which the trees, examples and Mock read. */
export interface SchemaSource {
  schemas: Record<string, SchemaNode>
  schemaLinks: Record<string, string>
}

const fetched = new Map<string, Promise<SchemaPageData | undefined>>()

/** The data a schema page's HTML carries, fetched once. */
function schemaPage(url: string): Promise<SchemaPageData | undefined> {
  let task = fetched.get(url)
  if (!task) {
    task = fetch(url)
      .then((response) => (response.ok ? response.text() : undefined))
      .then((html) => {
        if (html === undefined) return undefined
        const element = new DOMParser()
          .parseFromString(html, 'text/html')
          .getElementById(PAGE_DATA_ELEMENT)
        const file = element?.textContent
          ? (JSON.parse(element.textContent) as { page?: GeneratedPageData })
          : undefined
        return file?.page?.apiDocsPage === 'schema' ? file.page.data : undefined
      })
      .catch(() => undefined)
    fetched.set(url, task)
  }
  return task
}

/** Whether a page has the schema whole (not in summary, not missing). */
export const isWhole = (source: SchemaSource, name: string): boolean =>
  !!source.schemas[name] && !source.schemas[name]!.summary

/**
 * Fetches a component schema whole from its page into the page's schemas (through Vue's proxy of
 * them, so trees showing it fill in), with what that page carries of the schemas it names.
 */
export async function loadSchema(source: SchemaSource, name: string): Promise<void> {
  if (isWhole(source, name) || typeof window === 'undefined') return
  const link = source.schemaLinks[name]
  if (!link) return
  const url = withBase(link.endsWith('.html') ? link : `${link}.html`)
  const data = await schemaPage(url)
  if (!data) return
  const schemas = reactive(source.schemas)
  const links = reactive(source.schemaLinks)
  for (const [other, schema] of Object.entries(data.schemas))
    if (!schemas[other] || (schemas[other].summary && !schema.summary)) schemas[other] = schema
  schemas[name] = data.schema
  for (const [other, url] of Object.entries(data.schemaLinks)) links[other] ??= url
}

/**
 * The component schemas a node names, directly or through inline subschemas (an example value
 * holding a `$ref` key adds a name without a link, which is never fetched).
 */
export function namedSchemas(node: unknown, into = new Set<string>()): Set<string> {
  if (!node || typeof node !== 'object') return into
  if (Array.isArray(node)) {
    for (const item of node) namedSchemas(item, into)
    return into
  }
  for (const [key, value] of Object.entries(node))
    if (key === '$ref' && typeof value === 'string') into.add(value)
    else namedSchemas(value, into)
  return into
}

/**
 * Fetches whole every component schema the nodes reach, level by level (at most `limit`
 * fetches): the Mock validates and answers, and a picked variant's example is generated, from
 * whole schemas.
 */
export async function loadReachable(
  source: SchemaSource,
  nodes: unknown[],
  limit = 200,
): Promise<void> {
  const done = new Set<string>()
  let next = new Set<string>()
  for (const node of nodes) namedSchemas(node, next)
  while (next.size && done.size < limit) {
    const level = [...next].filter((name) => !done.has(name)).slice(0, limit - done.size)
    for (const name of level) done.add(name)
    await Promise.all(level.map((name) => loadSchema(source, name)))
    next = new Set()
    for (const name of level) {
      const schema = source.schemas[name]
      if (schema) for (const child of namedSchemas(schema)) if (!done.has(child)) next.add(child)
    }
  }
}
