// The search index as the browser fetches it: arrays rather than one object per entry, short
// keys, each spec's label and prefix written once, and links left to be derived from a prefix
// and a slug. On a description of a thousand operations this roughly halves the gzipped size.

import { OPERATION_METHODS, type OperationMethod } from '../model'

/** The methods in the order their numbers in the index stand for. */
export const SEARCH_METHODS: readonly OperationMethod[] = OPERATION_METHODS

/** One spec: `[name, label, prefix]`. */
export type IndexedSpec = [name: string, label: string, prefix: string]

/**
 * One operation: `[spec, method, path, operationId, slug, summary, tags]`; `spec` indexes
 * `specs`, `method` indexes `SEARCH_METHODS`, `slug` is `''` when it equals the operation id,
 * `summary` is `''` when there is none, `tags` index `tags`.
 */
export type IndexedOperation = [
  spec: number,
  method: number,
  path: string,
  operationId: string,
  slug: string,
  summary: string,
  tags: number[],
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
