// The search index as the browser fetches it: arrays rather than one object per entry, short
// keys, each spec's label and prefix written once, and links left to be derived from a prefix
// and a slug. On a description of a thousand operations this roughly halves the gzipped size.

import { OPERATION_METHODS, type FixedMethod } from '../model'

/** The methods in the order their numbers in the index stand for. */
export const SEARCH_METHODS: readonly FixedMethod[] = OPERATION_METHODS

/** One spec: `[name, label, prefix]`. */
export type IndexedSpec = [name: string, label: string, prefix: string]

/**
 * One operation: `[spec, method, path, operationId, slug, summary, tags, webhook?]`; `spec`
 * indexes `specs`, `method` indexes `SEARCH_METHODS` (or is the method itself, for one of a path
 * item's `additionalOperations`), `slug` is `''` when it equals the
 * operation id, `summary` is `''` when there is none, `tags` index `tags`; `webhook` is `1` for
 * a webhook, whose `path` is its name.
 */
export type IndexedOperation = [
  spec: number,
  method: number | string,
  path: string,
  operationId: string,
  slug: string,
  summary: string,
  tags: number[],
  webhook?: 1,
]

/** One component schema: `[spec, name, slug]`; `slug` is `''` when it equals the name. */
export type IndexedSchema = [spec: number, name: string, slug: string]

/** The whole index. */
export interface SearchIndexData {
  /** Format version: a client reading another version shows nothing rather than wrong links. */
  v: 1
  s: IndexedSpec[]
  /** Tag names, shared by the operations of every spec. */
  t: string[]
  o: IndexedOperation[]
  c: IndexedSchema[]
}

/** What the always-loaded search module tells the dialog. */
export interface SearchConfig {
  /** The key pressed with Cmd (macOS) or Ctrl (elsewhere) that opens the dialog; `false`: none. */
  hotkey: string | false
}
