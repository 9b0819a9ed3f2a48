import type { OperationMethod } from './model'

/** What a change touches: the kinds the History page lists. */
export type ChangeKind =
  | 'operation-added'
  | 'operation-removed'
  | 'parameter-added'
  | 'parameter-removed'
  | 'parameter-required'
  | 'parameter-optional'
  | 'parameter-schema'
  | 'request-body'
  | 'request-schema'
  | 'response-added'
  | 'response-removed'
  | 'response-schema'

/** One change to one operation between two versions of a spec. */
export interface ChangelogChange {
  kind: ChangeKind
  method: OperationMethod
  path: string
  /** Plain text (never HTML), e.g. `parameter query "limit" is now required`. */
  text: string
  /** True when clients written against the previous version may fail. */
  breaking: boolean
  /** The page of the operation in the current spec, when it still exists. */
  link?: string
  /** Set for a webhook: `path` is then its name. */
  webhook?: true
  /** Set when the operation is hidden (`x-internal`): listed only where the spec keeps those. */
  internal?: true
}

/** One commit that changed a spec file, with what it changed in the API. */
export interface ChangelogEntry {
  /** The full commit id. */
  commit: string
  /** Committer time, in seconds since the epoch. */
  date: number
  subject: string
  /** `info.version` after the commit. */
  version?: string
  /** `info.version` before the commit, when the commit changed it. */
  previousVersion?: string
  /** The file's path in the repository at that commit (it follows renames). */
  file: string
  /** True for the commit that added the file: it has nothing to compare with. */
  first: boolean
  breaking: boolean
  changes: ChangelogChange[]
}
