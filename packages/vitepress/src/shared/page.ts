import type { ChangelogEntry } from './changelog'
import type { OperationPageData, SchemaPageData, SpecIndexData, SpecRef } from './model'

/** Data of the embeds a markdown page contains, keyed by the id or name the tag gives. */
export interface EmbeddedData {
  operations?: Record<string, OperationPageData>
  schemas?: Record<string, SchemaPageData>
  specs?: Record<string, SpecIndexData>
}

/** What a generated page carries in its VitePress `params`. */
export type GeneratedPageParams =
  | { apiDocsPage: 'operation'; data: OperationPageData }
  | { apiDocsPage: 'schema'; data: SchemaPageData }
  | {
      apiDocsPage: 'changelog'
      data: { spec: SpecRef; title: string; version: string; history: ChangelogEntry[] }
    }

/** The key under which a page's data carries its embeds. */
export const EMBEDS_KEY = 'apiDocsEmbeds'
