import { operationLink, schemaLink } from '../../shared/links'
import { operationTitle } from '../../shared/operation-title'
import { pageRefId, type GeneratedPageData } from '../../shared/page'
import { operationPageData, schemaPageData, type SpecModel } from '../model/spec'
import { operationMarkdown, schemaMarkdown, type TwinLinks } from './page-markdown'

/** One generated page's Markdown twin, made when asked for. */
export interface TwinPage {
  /** The id of the page it is the twin of (`pageRefId`). */
  id: string
  /** The name of its spec. */
  spec: string
  /** Its path in the site, after the base: `pets/listPets.md`. */
  file: string
  /** Its URL, with the site's base: `/pets/listPets.md` (its HTML page's when no twin is written). */
  url: string
  kind: 'operation' | 'webhook' | 'schema'
  /** The page's title (an operation's summary, a webhook's or a schema's name), as plain text. */
  title: string
  /** What `llms.txt` says beside the link, as plain text: `GET /pets`, a webhook's summary. */
  note: string
  /**
   * The twin, from its page's data when the caller has made it already (the server render has),
   * so that it is not made twice; made here otherwise.
   */
  markdown: (made?: GeneratedPageData) => string
}

/** What a spec's twin links are made of: plain values, which a twin thread can be sent. */
export interface TwinLinkFacts {
  name: string
  prefix: string
  /** Each schema's slug, by its name. */
  slugs: Record<string, string>
  base: string
  ext: string
}

/**
 * What the links of one spec's twins to each other are made of, under the site's `base` (`/`,
 * `/docs/`). `ext` ends each link: `.md`, a twin's; `.html` or nothing, its HTML page's (when no
 * twin is written).
 */
export function twinLinkFacts(model: SpecModel, base: string, ext = '.md'): TwinLinkFacts {
  const { name, prefix } = model.ref
  return { name, prefix, slugs: model.schemaSlugs, base, ext }
}

/** The links of one spec's twins to each other (see `twinLinkFacts`). */
export function twinLinks(model: SpecModel, base: string, ext = '.md'): TwinLinks {
  return linksOf(twinLinkFacts(model, base, ext))
}

/** The links that `facts` describe. */
export function linksOf({ name, prefix, slugs, base, ext }: TwinLinkFacts): TwinLinks {
  // A twin sits at its page's path with `.md`; `base` ends with a slash, the links start with one.
  const twin = (link: string) => `${base}${link.slice(1)}${ext}`
  return {
    operation: (slug) => twin(operationLink(prefix, slug)),
    schema: (schema) => {
      const slug = slugs[schema]
      return slug === undefined ? undefined : twin(schemaLink(name, slug))
    },
  }
}

/** The twin of a page from the page's data (operations, webhooks and schemas have twins). */
export function twinOfData(made: GeneratedPageData, links: TwinLinks): string | undefined {
  if (made.apiDocsPage === 'operation') return operationMarkdown(made.data, links)
  if (made.apiDocsPage === 'schema') return schemaMarkdown(made.data, links)
  return undefined
}

/**
 * Every generated page of a spec that has a twin: its operations and webhooks (in the
 * description's order), then its schemas. `ext` ends the links (see `twinLinks`); a twin's file
 * is its page's path with `.md` either way.
 */
export function twinPages(model: SpecModel, base: string, ext = '.md'): TwinPage[] {
  const links = twinLinks(model, base, ext)
  const fileOf = (url: string) => `${url.slice(base.length, url.length - ext.length)}.md`
  const pages: TwinPage[] = model.operations.map((operation) => {
    const url = links.operation(operation.slug)
    const id = pageRefId({ apiDocsPage: 'operation', spec: model.ref.name, key: operation.slug })
    const markdown = (made?: GeneratedPageData) =>
      operationMarkdown(
        made?.apiDocsPage === 'operation' && made.data.operation === operation
          ? made.data
          : operationPageData(model, operation),
        links,
      )
    // A webhook's path is its name, not a URL: it is named as its page names it, and its note
    // says what it is about, never `POST <name>`, which would read as a request to send.
    const described: Pick<TwinPage, 'kind' | 'title' | 'note'> = operation.webhook
      ? {
          kind: 'webhook',
          title: operation.path,
          note: operation.summary ? `webhook: ${operation.summary}` : 'webhook',
        }
      : {
          kind: 'operation',
          title: operationTitle(operation),
          note: `${operation.method.toUpperCase()} ${operation.path}`,
        }
    return { id, spec: model.ref.name, file: fileOf(url), url, ...described, markdown }
  })
  for (const name of Object.keys(model.schemas)) {
    const url = links.schema(name)!
    pages.push({
      id: pageRefId({ apiDocsPage: 'schema', spec: model.ref.name, key: model.schemaSlugs[name]! }),
      spec: model.ref.name,
      file: fileOf(url),
      url,
      kind: 'schema',
      title: name,
      note: `schema of ${model.ref.label}`,
      markdown: (made) =>
        schemaMarkdown(
          made?.apiDocsPage === 'schema' && made.data.schema === model.schemas[name]
            ? made.data
            : schemaPageData(model, name),
          links,
        ),
    })
  }
  return pages
}
