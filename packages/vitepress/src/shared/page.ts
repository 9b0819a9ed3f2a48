import type { ChangelogEntry } from './changelog'
import type { OperationPageData, SchemaPageData, SpecIndexData, SpecRef } from './model'

/** Data of the embeds a markdown page contains, keyed by the id or name the tag gives. */
export interface EmbeddedData {
  operations?: Record<string, OperationPageData>
  schemas?: Record<string, SchemaPageData>
  specs?: Record<string, SpecIndexData>
}

/** The kinds of page the plugin generates. */
export type GeneratedPageKind = 'operation' | 'schema' | 'changelog'

/**
 * What a generated page carries in its VitePress `params`: which page it is, not its data. The
 * data travels beside the page module (a JSON file in the build), so that neither the bundler nor
 * the browser handles a thousand pages' data inside JavaScript.
 */
export interface GeneratedPageRef {
  apiDocsPage: GeneratedPageKind
  /** The spec's name. */
  spec: string
  /** The operation's or schema's slug; the changelog's slug for the changelog. */
  key: string
  /** The sidebar groups that list the page, which the browser loads with it. */
  sidebar?: number[]
}

/** The data a generated page shows. */
export type GeneratedPageData =
  | { apiDocsPage: 'operation'; data: OperationPageData }
  | { apiDocsPage: 'schema'; data: SchemaPageData }
  | { apiDocsPage: 'changelog'; data: ChangelogPageData }

/** Data of a spec's changelog page. */
export interface ChangelogPageData {
  spec: SpecRef
  title: string
  version: string
  history: ChangelogEntry[]
}

/** One string naming a generated page, the key its data is stored under. */
export function pageRefId(ref: GeneratedPageRef): string {
  return `${ref.apiDocsPage}/${ref.spec}/${ref.key}`
}

/** Whether a page's params name a generated page. */
export function isGeneratedPageRef(params: unknown): params is GeneratedPageRef {
  const ref = params as Partial<GeneratedPageRef> | undefined
  return (
    typeof ref?.apiDocsPage === 'string' &&
    typeof ref.spec === 'string' &&
    typeof ref.key === 'string'
  )
}

/** The key under which a page's data carries its embeds. */
export const EMBEDS_KEY = 'apiDocsEmbeds'
